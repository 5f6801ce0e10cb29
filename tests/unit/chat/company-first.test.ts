import { describe, expect, it } from 'vitest';
import { createAssistant } from '../../../src/server/chat/assistant';
import { buildSiteIndex } from '../../../src/server/chat/search-index';
import { stemsOf } from '../../../src/server/chat/text';
import { loadSiteContent } from './load-site';

// Issue 46: questions about the company itself are answered with its own facts (the site config,
// the terms page) before any service page is searched.
const content = loadSiteContent();
const assistant = createAssistant(content);
const { company } = content.site;
const phone = company.phones[0]?.display ?? '';
const contactPage = '/contact-info';
const termsPage = '/terms-and-conditions';
const telephonyPage = '/communication';

/** The site's pages a reply links, e.g. ["/contact-info"]. */
const pageLinks = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

/** Every sentence of a page's text, wherever it is in the page's data. */
function sentencesOf(path: string): string[] {
  const page = content.pages.find((p) => p.path === path);
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(page?.blocks);
  return texts.flatMap((t) => t.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 20);
}

describe('questions about the company come first', () => {
  it.each(['Is there a number I can call?', 'What number should I call to reach you?'])(
    'gives the phone number and the contact page, never the telephony service: %s',
    async (question) => {
      const { text, source } = await assistant.reply(question);
      expect(source).toBe('facts');
      expect(text).toContain(phone);
      expect(pageLinks(text)).toEqual([contactPage]);
    },
  );

  it('gives each way to reach us once when asked how to reach us by phone', async () => {
    const { text } = await assistant.reply('How do I reach you by phone?');
    expect(text.split(phone)).toHaveLength(2);
  });

  it.each(['Is hosting included in the web development price?', 'Is hosting extra?'])(
    'answers what a price includes from the terms page, not the general price reply: %s',
    async (question) => {
      const { text, source } = await assistant.reply(question);
      expect(source).toBe('search');
      expect(pageLinks(text)).toEqual([termsPage]);
      // It quotes the terms themselves.
      expect(sentencesOf(termsPage).some((sentence) => text.includes(sentence))).toBe(true);
    },
  );

  it("does not answer a question about calls to the visitor's own business with our number", async () => {
    const { source } = await assistant.reply(
      'Can customers call a single number that rings all our agents?',
    );
    expect(source).not.toBe('facts');
  });

  it('answers a question about buying a virtual number with the telephony page', async () => {
    const { text } = await assistant.reply('Can you set up a virtual number for my business?');
    expect(pageLinks(text)[0]).toBe(telephonyPage);
  });

  it('says it does not know, with the enquiry form and the phone, rather than the nearest service', async () => {
    const { text, source } = await assistant.reply('Do you sell second-hand tractors?');
    expect(source).toBe('unknown');
    expect(text).toMatch(/don't know/);
    expect(text).toMatch(/enquiry form/);
    expect(text).toContain(phone);
    expect(pageLinks(text)).toEqual([contactPage]);
  });
});

describe('a word in another form', () => {
  it('is searched as the form the pages use', () => {
    expect(stemsOf('starting')).toContain('start');
    expect(stemsOf('managed')).toContain('manage');
    expect(stemsOf('running')).toContain('run');
    expect(stemsOf('start')).toEqual([]);
  });

  it('finds a page that says "start" from a question that says "starting"', () => {
    const passage = (target: string, heading: string, text: string) => ({
      target,
      pageTitle: heading,
      heading,
      text,
      context: '',
      keywords: '',
      summary: false,
      source: target,
    });
    const index = buildSiteIndex([
      passage('/begin', 'Start a project', 'Tell us what you need and we start within a week.'),
      passage('/garden', 'Gardens', 'We plant trees and flowers.'),
    ]);
    const [best] = index.search('starting');
    expect(best?.target).toBe('/begin');
    expect(best?.coverage).toBe(1);
  });
});
