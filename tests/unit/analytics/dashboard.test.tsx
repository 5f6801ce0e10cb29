// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AnalyticsDashboard from '../../../src/blocks/analytics-dashboard/Block';
import { analyticsDashboardSchema } from '../../../src/back-office/analytics/words';
import type { AnalyticsReport } from '../../../src/schema/api/analytics';
import { renderWithSite } from '../render';

const words = analyticsDashboardSchema.parse({ type: 'analyticsDashboard' });
const counted = { views: 40, visitors: 16, enquiries: 2 };
type Counted = typeof counted;
const report: AnalyticsReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  timeZone: 'Asia/Kolkata',
  totals: counted,
  days: [
    { day: '2026-11-01', views: 10, visitors: 6, enquiries: 0 },
    { day: '2026-11-02', views: 30, visitors: 10, enquiries: 2 },
  ],
  pages: [{ path: '/vps-hosting', ...counted }],
  sources: [{ source: 'direct', ...counted }],
  campaigns: [],
  notFound: [{ path: '/old-offer', referrer: 'google.com', views: 3 }],
  unanswered: [{ question: 'do you survey farms with drones?', asked: 4 }],
  experiments: [],
};

/** A fetch answering the report's endpoint, recording what was asked. */
function serve(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const open = (search: string) => {
  window.history.replaceState(null, '', `/analytics${search}`);
  renderWithSite(<AnalyticsDashboard block={words} index={0} />, { path: '/analytics' });
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('analytics dashboard', () => {
  it('asks for the range in the address and shows totals, conversion and the tables', async () => {
    const fetch = serve(200, report);
    open('?from=2026-11-01&to=2026-11-02');
    const pages = await screen.findByRole('table', { name: words.pages.heading });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/analytics\?from=2026-11-01&to=2026-11-02$/);
    const row = within(pages).getByRole('row', { name: /vps-hosting/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '16', '2', '12.5%']);
    expect(within(row).getAllByRole('cell')[0]).toHaveClass('number');
    expect(
      screen.getByText(words.conversionLabel, { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('12.5%');
    expect(screen.getByRole('img', { name: words.chartHeading })).toBeInTheDocument();
    // Words from the block: "direct" is named, an empty table says so, no experiments section.
    expect(screen.getByRole('rowheader', { name: words.directText })).toBeInTheDocument();
    expect(screen.getByText(words.campaigns.emptyText)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: words.experiments.heading })).toBeNull();
    // What the chat assistant could not answer, for the content to cover next.
    const questions = screen.getByRole('table', { name: words.unanswered.heading });
    const asked = within(questions).getByRole('row', { name: /drones/ });
    expect(within(asked).getByRole('cell')).toHaveTextContent('4');
  });

  const experiment = (original: Counted, variant: Counted, chance: number, enough: boolean) => ({
    page: '/',
    id: 'hero-copy',
    variants: [
      { id: 'original' as const, ...original },
      { id: 'variant' as const, ...variant },
    ],
    chanceVariantIsBetter: chance,
    enough,
  });

  it('shows each version of an experiment with how sure the result is', async () => {
    serve(200, {
      ...report,
      experiments: [
        experiment(
          { views: 900, visitors: 800, enquiries: 16 },
          { views: 950, visitors: 820, enquiries: 41 },
          0.998,
          true,
        ),
      ],
    });
    open('?from=2026-11-01&to=2026-11-02');
    const table = await screen.findByRole('table', { name: words.experiments.heading });
    const variant = within(table)
      .getByRole('rowheader', { name: `hero-copy: ${words.variantText}` })
      .closest('tr')!;
    expect(variant).toHaveTextContent('99.8');
    expect(variant).toHaveTextContent(words.variantBetterText);
    const original = within(table)
      .getByRole('rowheader', { name: `hero-copy: ${words.originalText}` })
      .closest('tr')!;
    expect(original).toHaveTextContent('2.0');
  });

  it('warns that a result on too few visitors may still change', async () => {
    const few = { views: 12, visitors: 10, enquiries: 1 };
    serve(200, { ...report, experiments: [experiment(few, few, 0.5, false)] });
    open('?from=2026-11-01&to=2026-11-02');
    const table = await screen.findByRole('table', { name: words.experiments.heading });
    expect(within(table).getAllByText(words.tooEarlyText)).toHaveLength(2);
  });

  it('says a range it cannot show is wrong, without asking the server', async () => {
    const fetch = serve(200, report);
    open('?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText(words.rangeError)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a visitor without a session to log in, and another account it cannot see this', async () => {
    serve(401, { success: false });
    open('?from=2026-11-01&to=2026-11-02');
    const login = await screen.findByRole('link', { name: words.loginLabel });
    expect(screen.getByRole('status')).toHaveTextContent(words.signedOutText);
    expect(login.getAttribute('href')).toBe(
      `${words.loginPath}?next=${encodeURIComponent('/analytics?from=2026-11-01&to=2026-11-02')}`,
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells an account that is neither staff nor an editor that it cannot see the numbers', async () => {
    serve(403, { success: false });
    open('');
    expect(await screen.findByText(words.forbiddenText)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
