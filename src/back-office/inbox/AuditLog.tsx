import { useEffect, useState, type MouseEvent } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { Exports, Table, TableScroll } from './inbox-styles';
import { InboxPager } from './InboxPager';
import { InboxViews } from './InboxViews';
import { when } from './when';
import { loadAudit, type AuditPage, type Loaded } from './leads-api';
import { problemOf } from './problem-message';
import type { InboxScreen } from './types';
import { isPlainClick } from './plain-click';

/**
 * The audit log (`?view=audit`, decisions.md #58): who did what to which leads, newest first, a
 * page at a time, and its download.
 */
export function AuditLog({ block, apiBase, go, announce, page }: InboxScreen & { page: number }) {
  const [answer, setAnswer] = useState<{ page: number; loaded: Loaded<AuditPage> }>();
  const loaded: Loaded<AuditPage> =
    answer && answer.page === page ? answer.loaded : { kind: 'loading' };
  useEffect(() => {
    let current = true;
    announce(block.loadingText);
    void loadAudit(apiBase, page).then((result) => {
      if (!current) return;
      setAnswer({ page, loaded: result });
      if (result.kind !== 'ok') return announce(problemOf(block, result));
      const { total, perPage } = result.data;
      const pages = Math.max(1, Math.ceil(total / perPage));
      announce(
        total === 0
          ? block.auditEmptyText
          : fillText(block.auditCountText, { count: total, page: result.data.page, pages }),
      );
    });
    return () => {
      current = false;
    };
  }, [apiBase, block, page, announce]);

  const data = loaded.kind === 'ok' ? loaded.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const pageLink = (p: number) => `?view=audit${p > 1 ? `&p=${p}` : ''}`;
  const link = (search: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(search);
  };
  return (
    <>
      {block.showViews && <InboxViews block={block} go={go} current="audit" />}
      <p>{block.auditIntro}</p>
      <Exports>
        <a href={`${apiBase}/leads/audit/export`} download>
          {block.auditExportLabel}
        </a>
      </Exports>
      {data && data.entries.length > 0 && (
        <TableScroll role="region" aria-label={block.auditCaption} tabIndex={0}>
          <Table>
            <caption>{block.auditCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{block.auditTimeColumn}</th>
                <th scope="col">{block.auditActorColumn}</th>
                <th scope="col">{block.auditActionColumn}</th>
                <th scope="col">{block.auditLeadsColumn}</th>
                <th scope="col">{block.auditCountColumn}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <th scope="row">{block.auditActionNames[entry.action]}</th>
                  <td>
                    {entry.leadIds.slice(0, 20).join(', ')}
                    {entry.leadIds.length > 20 ? ', …' : ''}
                  </td>
                  <td>{entry.count}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {data && (
        <InboxPager
          block={block}
          label={block.auditCaption}
          page={data.page}
          pages={pages}
          pageLink={pageLink}
          link={link}
        />
      )}
    </>
  );
}
