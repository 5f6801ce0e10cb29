import { useEffect, useState, type MouseEvent } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { problemOf } from './problem-message';
import { Banner } from './inbox-styles';
import { InboxPager } from './InboxPager';
import { InboxViews } from './InboxViews';
import { LeadFilters } from './LeadFilters';
import { PersonTools } from './PersonTools';
import { filtersOf, loadLeads, type LeadPage, type Loaded } from './leads-api';
import { LeadExports } from './LeadExports';
import { LeadTable } from './LeadTable';
import { when } from './when';
import type { InboxScreen } from './types';
import { isPlainClick } from './plain-click';

/** The filter form, the export links and one page of the matching leads, newest first. */
export function LeadList({
  block,
  apiBase,
  go,
  announce,
  carry,
  query,
}: InboxScreen & { query?: string }) {
  const [revision, setRevision] = useState(0);
  const params = new URLSearchParams(query ?? '');
  // Tagged with the query it answers, so a new query shows as loading until its answer comes.
  const [answer, setAnswer] = useState<{ query: string; loaded: Loaded<LeadPage> }>();
  const loaded: Loaded<LeadPage> =
    answer && answer.query === query ? answer.loaded : { kind: 'loading' };
  useEffect(() => {
    if (query === undefined) return;
    let current = true;
    announce(block.loadingText);
    void loadLeads(apiBase, new URLSearchParams(query)).then((result) => {
      if (!current) return;
      setAnswer({ query, loaded: result });
      if (result.kind !== 'ok') return announce(problemOf(block, result));
      const { total, perPage, page } = result.data;
      const pages = Math.max(1, Math.ceil(total / perPage));
      const count =
        total === 0 ? block.emptyText : fillText(block.countText, { count: total, page, pages });
      // What happened just before (an erasure) is said first, not lost under the count.
      announce([carry.take(), count].filter(Boolean).join(' '));
    });
    return () => {
      current = false;
    };
  }, [apiBase, block, query, announce, carry, revision]);

  const filters = filtersOf(params).toString();
  const link = (search: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(search);
  };
  const pageLink = (p: number) => {
    const next = filtersOf(params);
    if (p > 1) next.set('p', String(p));
    return `?${next}`;
  };
  const data = loaded.kind === 'ok' ? loaded.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const spamView = params.get('status') === 'spam';
  return (
    <>
      {block.showViews && (
        <InboxViews block={block} go={go} current={spamView ? 'spam' : 'leads'} />
      )}
      {data?.delivery && data.delivery.length > 0 && (
        <Banner aria-labelledby="delivery-heading">
          <h2 id="delivery-heading">{block.deliveryHeading}</h2>
          {data.delivery.map((trouble) => (
            <p key={trouble.name}>
              {fillText(block.deliveryTroubleText, {
                destination: trouble.name,
                since: when(trouble.failingSince),
                waiting: trouble.waiting,
              })}
            </p>
          ))}
        </Banner>
      )}
      {spamView && <p>{block.spamIntro}</p>}
      <LeadFilters block={block} query={params} go={go} />
      <LeadExports block={block} apiBase={apiBase} announce={announce} filters={filters} />
      {data && data.leads.length > 0 && (
        <LeadTable block={block} leads={data.leads} params={params} link={link} />
      )}
      {data && (
        <InboxPager
          block={block}
          label={block.caption}
          page={data.page}
          pages={pages}
          pageLink={pageLink}
          link={link}
        />
      )}
      <PersonTools
        block={block}
        apiBase={apiBase}
        announce={announce}
        carry={carry}
        onErased={() => setRevision((n) => n + 1)}
      />
    </>
  );
}
