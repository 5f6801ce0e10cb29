import { currentPageFormat } from '../../schema/page-format-version';
import { formatStatus } from '../page-format/migrate-page';
import type { PointedMessage } from './problem';

/**
 * The one problem of a page file not in the format this engine reads: said instead of every
 * schema error its old (or newer) shape would cause, with what to do about it.
 */
export function pageFormatProblem(page: unknown): PointedMessage | undefined {
  const status = formatStatus(page);
  const hasField = typeof page === 'object' && page !== null && 'format' in page;
  const pointer = hasField ? '/format' : '';
  switch (status.kind) {
    case 'current':
      return undefined;
    case 'invalid':
      return {
        pointer,
        message: `"format" must be the page format version, a whole number: ${currentPageFormat} for a page of this engine`,
      };
    case 'old':
      return {
        pointer,
        message: `this page is in page format ${status.version}${hasField ? '' : ' (it has no "format" field)'}; this engine reads format ${currentPageFormat}. Run \`npm run migrate\` to upgrade it`,
      };
    case 'newer':
      return {
        pointer,
        message: `this page is in page format ${status.version}, newer than this engine knows (format ${currentPageFormat}); update the site's code (pull the latest version) before building or editing it`,
      };
  }
}
