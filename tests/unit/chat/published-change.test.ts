import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/app/page-schema';
import { createAssistant } from '../../../src/server/chat/assistant';
import type { SiteContent } from '../../../src/server/chat/content';
import { firstPageLink, loadSiteContent } from './load-site';

const questions = (
  JSON.parse(readFileSync('tests/chat/questions.json', 'utf8')) as {
    questions: { question: string }[];
  }
).questions.map((q) => q.question);

const droneQuestion = 'Do you survey farms with drones?';

/** The content with an FAQ about drone surveys added to the page at `path`. */
function withDroneFaq(content: SiteContent, path: string): SiteContent {
  const faq = {
    type: 'faq',
    items: [
      {
        question: 'Do you survey sites with drones?',
        answer: 'We fly licensed drones over farms, construction sites and solar parks.',
      },
    ],
  } as unknown as Page['blocks'][number];
  return {
    ...content,
    pages: content.pages.map((page) =>
      page.path === path ? { ...page, blocks: [...page.blocks, faq] } : page,
    ),
  };
}

describe('a published change to one page', () => {
  const content = loadSiteContent();
  const path = '/web-development';

  it('is in the next answer, and text taken out of the page is no longer found', async () => {
    const assistant = createAssistant(content);
    expect((await assistant.reply(droneQuestion)).source).toBe('unknown');

    const changed = assistant.withContent(withDroneFaq(content, path));
    const reply = await changed.reply(droneQuestion);
    expect(reply.source).toBe('search');
    expect(firstPageLink(reply.text)).toBe(path);

    const undone = changed.withContent(content);
    expect((await undone.reply(droneQuestion)).source).toBe('unknown');
  });

  it('answers every benchmark question as an assistant built anew from the same content', async () => {
    const next = withDroneFaq(content, path);
    const updated = createAssistant(content).withContent(next);
    const fresh = createAssistant(next);
    for (const question of [...questions, droneQuestion]) {
      expect((await updated.reply(question)).text, question).toBe(
        (await fresh.reply(question)).text,
      );
    }
  });

  it('is answered from the new pages when a page is added, as when built anew', async () => {
    const page = content.pages.find((p) => p.path === path);
    if (!page) throw new Error(`no page ${path}`);
    const copy = { ...withDroneFaq(content, path).pages.find((p) => p.path === path)! };
    const added = { ...content, pages: [...content.pages, { ...copy, path: '/drone-surveys' }] };
    const reply = await createAssistant(content).withContent(added).reply(droneQuestion);
    expect(reply.text).toBe((await createAssistant(added).reply(droneQuestion)).text);
    expect(firstPageLink(reply.text)).toBe('/drone-surveys');
  });
});
