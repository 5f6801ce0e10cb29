import { run, type Statement } from '../steps';

/** Ends the preview links `userId` made: they end with the editor role (decisions.md #78). */
export const endPreviewLinksOf = (userId: number): Statement =>
  run('DELETE FROM preview_links WHERE user_id = $1', userId);
