// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { searchDescription, searchTitle, titleWidth } from '../../../src/studio/previews/cut-text';
import { shownAddress } from '../../../src/studio/previews/site-address';

vi.mock('../../../src/studio/studio-api', async (actual) => ({
  ...(await actual<object>()),
  loadFile: vi.fn(() =>
    Promise.resolve({
      path: 'site.config.json',
      text: '{"url":"https://www.example.org"}',
      version: '1',
    }),
  ),
}));
const { PagePreviews } = await import('../../../src/studio/previews/PagePreviews');

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('cutting a search result as a search engine does', () => {
  it('keeps a title of 60 characters whole and cuts a longer one after a word, with “…”', () => {
    const sixty = 'a'.repeat(20) + ' ' + 'b'.repeat(39);
    expect(searchTitle(sixty)).toBe(sixty);
    const long = words(15); // 89 characters
    const shown = searchTitle(long);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(60);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.slice(0, -1)).toMatch(/word\d+$/);
  });

  it('cuts a title by its width where widths are known: about 580 pixels', () => {
    const measure = (text: string) => text.length * 12; // wide letters: 48 fit
    const shown = searchTitle('W'.repeat(70), measure);
    expect(measure(shown)).toBeLessThanOrEqual(titleWidth);
    expect(shown).toBe(`${'W'.repeat(47)}…`);
    expect(searchTitle('Short title', measure)).toBe('Short title');
  });

  it('shows a description of up to 160 characters whole and cuts a longer one', () => {
    const fits = 'x'.repeat(160);
    expect(searchDescription(fits)).toBe(fits);
    const shown = searchDescription(words(40));
    expect(shown.length).toBeLessThanOrEqual(160);
    expect(shown.length).toBeGreaterThan(140);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('shows the address as the host and the path’s parts', () => {
    expect(shownAddress('https://www.example.org', '/services/vps-hosting')).toBe(
      'www.example.org › services › vps-hosting',
    );
    expect(shownAddress('https://www.example.org', '/')).toBe('www.example.org');
  });
});

describe('the page’s search and social previews', () => {
  const page = {
    path: '/careers',
    title: 'Careers',
    description: 'Work with us on products that matter.',
  };

  it('show the title, address and description, and follow what is typed', async () => {
    const { rerender } = render(<PagePreviews page={page} />);
    const search = screen.getByRole('figure', { name: 'In search results' });
    expect(search).toHaveTextContent('Careers');
    expect(await within(search).findByText('www.example.org › careers')).toBeVisible();
    const long = `${words(20)} end`;
    rerender(<PagePreviews page={{ ...page, title: long }} />);
    expect(within(search).getByText(/…$/)).toBeVisible();
    expect(search).not.toHaveTextContent('end');
  });

  it('show the site’s usual picture until the page has its own', () => {
    const { rerender } = render(<PagePreviews page={page} />);
    const card = screen.getByRole('figure', { name: 'When shared' });
    const usual = card.querySelector('img')?.getAttribute('src');
    expect(card).toHaveTextContent('Careers');
    expect(card).toHaveTextContent(/usual one/);
    rerender(
      <PagePreviews page={{ ...page, image: { src: '/images/team.png', alt: 'The team' } }} />,
    );
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/team.png');
    expect(usual).not.toBe('/images/team.png');
    expect(card).not.toHaveTextContent(/usual one/);
  });
});
