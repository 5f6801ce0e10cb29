import { useEffect, useState, type MouseEvent } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { problemOf } from './problem-message';
import { Banner, Exports, Table, TableScroll } from './Block.styles';
import { InboxPager } from './InboxPager';
import { InboxViews } from './InboxViews';
import { LeadFilters } from './LeadFilters';
import { PersonTools } from './PersonTools';
import { ConfirmPassword, download } from './ConfirmPassword';
import { emailOf, filtersOf, loadLeads, nameOf, type LeadPage, type Loaded } from './leads-api';
import type { InboxScreen } from './types';
import { isPlainClick } from './use-address-query';

/** A day and time as staff in the company's time zone read it. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

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
  // The download waiting for the password, and the link it was started from (focus goes back).
  const [proofFor, setProofFor] = useState<{ url: string; link: HTMLElement }>();
  const startDownload = async (url: string, link: HTMLElement) => {
    const result = await download(url);
    if (result === 'reauth') return setProofFor({ url, link });
    if (result === 'failed') announce(block.failedText);
  };
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
      <Exports>
        {(['csv', 'json'] as const).map((format) => (
          <a
            key={format}
            href={`${apiBase}/leads/export?format=${format}${filters ? `&${filters}` : ''}`}
            download
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              void startDownload(event.currentTarget.href, event.currentTarget);
            }}
          >
            {format === 'csv' ? block.exportCsvLabel : block.exportJsonLabel}
          </a>
        ))}
      </Exports>
      {proofFor && (
        <ConfirmPassword
          block={block}
          apiBase={apiBase}
          onClose={() => {
            setProofFor(undefined);
            requestAnimationFrame(() => proofFor.link.focus());
          }}
          onConfirmed={() => {
            setProofFor(undefined);
            // Back on the link once the download has started (its own link took the focus).
            void startDownload(proofFor.url, proofFor.link).then(() =>
              requestAnimationFrame(() => proofFor.link.focus()),
            );
          }}
        />
      )}
      {data && data.leads.length > 0 && (
        <TableScroll role="region" aria-label={block.caption} tabIndex={0}>
          <Table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{block.dateColumn}</th>
                <th scope="col">{block.nameColumn}</th>
                <th scope="col">{block.emailColumn}</th>
                <th scope="col">{block.formColumn}</th>
                <th scope="col">{block.pageLabel}</th>
                <th scope="col">{block.statusLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.leads.map((lead) => {
                const search = new URLSearchParams(params);
                search.set('id', String(lead.id));
                return (
                  <tr key={lead.id}>
                    <td>
                      <time dateTime={lead.receivedAt}>{when(lead.receivedAt)}</time>
                    </td>
                    <th scope="row">
                      <a href={`?${search}`} onClick={link(`?${search}`)}>
                        {nameOf(lead) || fillText(block.detailHeading, { id: lead.id })}
                      </a>
                    </th>
                    <td>{emailOf(lead)}</td>
                    <td>{lead.form}</td>
                    <td>{lead.page ?? ''}</td>
                    <td>{block.statusNames[lead.status]}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
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
