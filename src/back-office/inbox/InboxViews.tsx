import type { MouseEvent } from 'react';
import { Views } from './inbox-styles';
import type { InboxScreen } from './types';
import { isPlainClick } from './plain-click';

type View = 'leads' | 'spam' | 'audit';

/** The links between the inbox's views, the current one marked. */
export function InboxViews({
  block,
  go,
  current,
}: Pick<InboxScreen, 'block' | 'go'> & { current: View }) {
  const link = (search: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(search);
  };
  // Where each view is: the spam view is a status filter, the audit log a view of its own.
  const views: { view: View; search: string; label: string }[] = [
    { view: 'leads', search: '', label: block.leadsViewLabel },
    { view: 'spam', search: '?status=spam', label: block.spamViewLabel },
    { view: 'audit', search: '?view=audit', label: block.auditViewLabel },
  ];
  return (
    <Views aria-label={block.viewsLabel}>
      {views.map(({ view, search, label }) => (
        <a
          key={view}
          href={search || '?'}
          onClick={link(search)}
          aria-current={view === current ? 'page' : undefined}
        >
          {label}
        </a>
      ))}
    </Views>
  );
}
