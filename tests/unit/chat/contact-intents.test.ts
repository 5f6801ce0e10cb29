import { describe, expect, it } from 'vitest';
import { createAssistant } from '../../../src/server/chat/assistant';
import { loadSiteContent } from './load-site';

const content = loadSiteContent();
const assistant = createAssistant(content);
const { company } = content.site;
const phone = company.phones[0]?.display ?? '';
const city = company.address.locality;

/** The site's pages a reply links, e.g. ["/contact-info"]. */
const pageLinks = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

describe('questions about the company itself', () => {
  it.each(['What is your number?', "Give me your company's number", 'Can someone call me back?'])(
    'answer with the phone number and no service page: %s',
    async (question) => {
      const { text } = await assistant.reply(question);
      expect(text).toContain(phone);
      for (const link of pageLinks(text)) expect(link).toBe('/contact-info');
    },
  );

  it.each(['Which city are you in?', 'Where are you based?'])(
    'answer with the address and no service page: %s',
    async (question) => {
      const { text } = await assistant.reply(question);
      expect(text).toContain(city);
      for (const link of pageLinks(text)) expect(link).toBe('/contact-info');
    },
  );
});
