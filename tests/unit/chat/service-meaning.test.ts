import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../../src/app/page-schema';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { createAssistant } from '../../../src/server/chat/assistant';
import { loadSiteContent } from './load-site';

const content = loadSiteContent();
const assistant = createAssistant(content);
const contactPage = '/contact-info';

/** The site's pages a reply links, each once, in order. */
const pageLinks = (text: string) => [
  ...new Set([...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1])),
];

describe('a service asked about in other words than its page uses', () => {
  it.each([
    ['Can you do mechanical design for aircraft parts?', '/product-designs'],
    ['Can you design parts for aeroplanes?', '/product-designs'],
    ['We want to modernise our brand without starting over', '/branding'],
    ['Can you send OTP text messages from our app?', '/communication'],
    ['Can our university collaborate with your research team?', '/R&D'],
    ['Our monthly cloud bill is too high, can you help reduce it?', '/cloud'],
    ['We want to stop paying licence fees for proprietary software', '/open-source-development'],
    ["Can you show ads to people who visited my site but didn't buy?", '/advertising'],
    ['I want a virtual phone number for my business', '/communication'],
    // A phrase whose words mean nothing apart: the page says "maintenance after launch".
    ['Can you take care of our website once it is live?', '/web-development'],
  ])('is answered from that page: %s', async (question, page) => {
    const { text, source } = await assistant.reply(question);
    expect(source).toBe('search');
    expect(pageLinks(text)[0]).toBe(page);
  });

  it('is answered from the page that stands out, not one sharing a side word', async () => {
    const { text } = await assistant.reply('Can you design a logo for my startup?');
    expect(pageLinks(text)).toEqual(['/branding']);
  });
});

describe('a page that only mentions a word in passing', () => {
  it.each([
    // The domain page says a .co.in name suits start-ups; no page is about working with them.
    'Do you work with startups?',
    // The legal pages show the e-mail address hello@aruvi.example.
    'Can I see examples of your work?',
    'Do you sell used cars?',
  ])('is not an answer: %s', async (question) => {
    const { text, source } = await assistant.reply(question);
    expect(source).toBe('unknown');
    expect(pageLinks(text)).toEqual([contactPage]);
  });

  it("is not an answer when the word is the company's name", async () => {
    // The contact page's title names the company, "Aruvi Technologies".
    const { text } = await assistant.reply('What technologies do you use?');
    expect(pageLinks(text)[0]).not.toBe(contactPage);
  });

  it('is not an answer on a new page either, until the page is about it', async () => {
    const page = (path: string, heading: string, text: string) =>
      pageSchema.parse({
        format: currentPageFormat,
        path,
        title: `${heading} | Aruvi Technologies`,
        description: `${heading} from Chennai for growing businesses.`,
        blocks: [{ type: 'hero', heading, text }],
      });
    const pages = [
      ...content.pages,
      page('/kiosks', 'Kiosk Software', 'Touch-screen software, also used by some florists.'),
    ];
    const withKiosks = createAssistant({ ...content, pages });
    expect((await withKiosks.reply('Do you work with florists?')).source).toBe('unknown');
    const about = createAssistant({
      ...content,
      pages: [...pages, page('/florists', 'Websites for Florists', 'Shops that sell flowers.')],
    });
    const { text } = await about.reply('Do you work with florists?');
    expect(pageLinks(text)[0]).toBe('/florists');
  });
});

describe('a second page in an answer', () => {
  it('is suggested only when it holds words of the question the first lacks', async () => {
    const { text } = await assistant.reply('Do you do research and development?');
    expect(pageLinks(text)).toEqual(['/R&D']);
  });
});

describe('a price question', () => {
  it('points to a service page only when the question names one', async () => {
    const { text, source } = await assistant.reply('Do you have a fixed price list?');
    expect(source).toBe('facts');
    expect(pageLinks(text)).toEqual([contactPage]);
  });

  it('asking for the quote by e-mail points to no service page', async () => {
    const { text } = await assistant.reply('Will you send me a quote by email?');
    expect(pageLinks(text)).toEqual([contactPage]);
  });

  it('about a service points to that service', async () => {
    const { text } = await assistant.reply('What would you charge for a food delivery app?');
    expect(pageLinks(text)).toContain('/mobile-app-development');
  });
});
