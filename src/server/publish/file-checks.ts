import { inProcessSchemaCheck } from '../../app/project';
import type { SchemaCheck } from '../../engine/validation/ajv';
import { fileCheckCache } from '../../engine/validation/check-project';

/**
 * Each content file's own checks, kept by its text for the whole server: the studio's checks of
 * a save, the publisher's before it renders and the remote's commits share them, so a file is
 * checked once however many of them look at it.
 */
export const contentFileChecks = fileCheckCache();

let schemaCheck: SchemaCheck | undefined;

/**
 * The JSON Schema check those share (the one a cache must always be given), compiled once for
 * the whole server on first use.
 */
export const contentSchemaCheck = (): SchemaCheck => (schemaCheck ??= inProcessSchemaCheck());
