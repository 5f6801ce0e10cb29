import { useEffect, useState, type ReactNode } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { useSite } from '../../engine/browser/site-context';
import { Container, Section } from '../../ui/layout';
import { loadReport, type Loaded } from './analytics-api';
import { Live, Title } from './analytics-styles';
import { dayIn, isReportable, rangeOf, searchOf, type DayRange } from './range';
import { RangePicker } from './RangePicker';
import { Report } from './Report';
import { useAddressSearch } from './use-address-search';
import type { AnalyticsDashboardBlock } from './words';

/** A day as the reader's language writes it in full (29 Nov 2026). */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** What the live region says for an answer that is not a report. */
function problemOf(block: AnalyticsDashboardBlock, loaded: Loaded): ReactNode {
  if (loaded.kind === 'loading') return block.loadingText;
  if (loaded.kind === 'failed') return block.failedText;
  if (loaded.kind === 'invalid') return block.rangeError;
  if (loaded.kind !== 'refused') return undefined;
  const here = window.location.pathname + window.location.search;
  return (
    <>
      {loaded.status === 401 ? block.signedOutText : block.forbiddenText}{' '}
      <a href={`${block.loginPath}?next=${encodeURIComponent(here)}`}>{block.loginLabel}</a>
    </>
  );
}

/**
 * The analytics dashboard (decisions.md #101): the range the address names (`?from=&to=`, else
 * the last 30 days), its totals, a chart by day and the tables of `GET /api/analytics`, each
 * downloadable as CSV. A new range is a new history entry, so reload and Back show it again.
 */
export function AnalyticsApp({ block }: { block: AnalyticsDashboardBlock }) {
  const { apiBase } = useSite();
  const [search, go] = useAddressSearch();
  const [now] = useState(() => new Date());
  // The reader's day until the first report names the site's time zone, whose days it counts:
  // then "today", and the default range with it, are the site's (one more report if they differ).
  const [timeZone, setTimeZone] = useState<string>();
  const today = dayIn(now, timeZone);
  const range = search === null ? undefined : rangeOf(search, today);
  const key = range ? searchOf(range) : '';
  // Tagged with the range it answers, so a new range shows as loading until its answer comes.
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded }>();
  const reportable = range !== undefined && isReportable(range);
  const loaded: Loaded =
    range && !reportable
      ? { kind: 'invalid' }
      : answer?.key === key
        ? answer.loaded
        : { kind: 'loading' };
  useEffect(() => {
    if (!key || !reportable) return;
    const asked = rangeOf(key, today);
    let current = true;
    void loadReport(apiBase, asked).then((result) => {
      if (!current) return;
      setAnswer({ key, loaded: result });
      if (result.kind === 'ok') setTimeZone(result.report.timeZone);
    });
    return () => {
      current = false;
    };
  }, [apiBase, key, today, reportable]);
  const move = (next: DayRange) => go(searchOf(next));
  const report = loaded.kind === 'ok' ? loaded.report : undefined;
  return (
    <Section id={block.id}>
      <Container>
        <Title>{block.heading}</Title>
        {block.intro && <p>{block.intro}</p>}
        {range && <RangePicker block={block} range={range} today={today} go={move} />}
        <Live role="status" aria-live="polite">
          {report
            ? fillText(block.rangeText, {
                from: longDay(report.from),
                to: longDay(report.to),
                timeZone: report.timeZone,
              })
            : range
              ? problemOf(block, loaded)
              : block.loadingText}
        </Live>
        {report && range && <Report block={block} report={report} range={range} />}
      </Container>
    </Section>
  );
}
