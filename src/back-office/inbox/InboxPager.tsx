import type { MouseEvent } from 'react';
import { Pager } from './inbox-styles';
import type { InboxScreen } from './types';

/** Previous and next links under a paged list (the leads, the audit log); none on one page. */
export function InboxPager({
  block,
  label,
  page,
  pages,
  pageLink,
  link,
}: Pick<InboxScreen, 'block'> & {
  label: string;
  page: number;
  pages: number;
  pageLink: (page: number) => string;
  link: (search: string) => (event: MouseEvent) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Pager aria-label={label}>
      {page > 1 && (
        <a href={pageLink(page - 1)} onClick={link(pageLink(page - 1))}>
          {block.previousLabel}
        </a>
      )}
      {page < pages && (
        <a href={pageLink(page + 1)} onClick={link(pageLink(page + 1))}>
          {block.nextLabel}
        </a>
      )}
    </Pager>
  );
}
