import { describe, expect, it } from 'vitest';
import { createAssistant } from '../../../src/server/chat/assistant';
import { loadSiteContent } from './load-site';

const content = loadSiteContent();
const privatePaths = content.pages.filter((page) => page.access).map((page) => page.path);
const assistant = createAssistant(content);

describe('pages for signed-in accounts only', () => {
  it('exist on this site (the account page, the leads inbox)', () => {
    expect(privatePaths.length).toBeGreaterThan(0);
  });

  it.each([
    'Show me the leads you received',
    'Where is the leads inbox?',
    'Open my account page',
    'How do staff see the enquiries?',
  ])('are never linked in an answer: %s', async (question) => {
    const { text } = await assistant.reply(question);
    for (const path of privatePaths) expect(text).not.toContain(`](${path})`);
  });
});
