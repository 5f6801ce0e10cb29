import { fileCheckCache } from '../../engine/validation/check-project';

/**
 * Each content file's own checks, kept by its text for the whole server: the studio's checks of
 * a save, the publisher's before it renders and the remote's commits share them, so a file is
 * checked once however many of them look at it.
 */
export const contentFileChecks = fileCheckCache();
