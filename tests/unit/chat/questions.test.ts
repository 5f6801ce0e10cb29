import { beforeAll, describe, expect, it } from 'vitest';
import { pageSchema } from '../../../src/app/page-schema';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { createAssistant, type Assistant } from '../../../src/server/chat/assistant';
import { firstPageLink, loadSiteContent } from './load-site';

// Questions real visitors ask, and the page the answer must send them to.
const questions: [string, string][] = [
  ['Do you offer VPS hosting?', '/vps-hosting'],
  ['I need a mobile app', '/mobile-app-development'],
  ['Can you build an Android and iOS app for my business?', '/mobile-app-development'],
  ['What are your payment terms?', '/terms-and-conditions'],
  ['Can I cancel my order and get a refund?', '/terms-and-conditions'],
  ['Are you hiring PHP developers?', '/careers'],
  ['Is there an opening for an MBA finance graduate?', '/careers'],
  ['Can you build an online store for my shop?', '/eCommerce-website-development'],
  ['Do you do search engine optimization?', '/search-engine-optimization'],
  ['Can you manage our Instagram and Facebook pages?', '/social-media-marketing'],
  ['Do you run Google Ads campaigns?', '/advertising'],
  ['I want to register a domain name', '/domain-registration'],
  ['Do you provide WordPress hosting with automatic backups?', '/wordpress-hosting'],
  ['Do you have scalable cloud servers?', '/cloud-server'],
  ['Can you integrate a payment gateway into my website?', '/payment-gateway-integration'],
  ['Do you write blog articles and website content?', '/content-writing'],
  ['Can you design a logo and visual identity for my brand?', '/branding'],
  ['Do you sell HRMS or ERP software?', '/software-products'],
  ['I need a UI/UX designer for my website', '/web-design'],
  ['Can you build my site on a CMS like WordPress?', '/cms-website-development'],
  ['Do you design HTML email newsletters?', '/email-templates'],
  ['Do you contribute to open source projects?', '/open-source-development'],
  ['Do you do packaging design?', '/product-designs'],
  ['How do you use my personal data?', '/privacy-policy'],
  ['Do you do research and development?', '/R&D'],
  // What a plan includes is in the terms of business (issue 46).
  ['How many hours of digital marketing do I get per month?', '/terms-and-conditions'],
  ['Do you work with Flutter?', '/mobile-app-development'],
  ['Can I transfer my domain to you?', '/domain-registration'],
  ['Do you offer Windows VPS?', '/vps-hosting'],
  ['Is hosting included in web development?', '/terms-and-conditions'],
];

// Every one of these has a direct answer and points to the contact page.
const contactQuestions = [
  'What are your business hours?',
  'Are you open on Saturday?',
  'What is your phone number?',
  "What's your email address?",
  'Where is your office?',
  'How do I get a quote?',
  'How can I contact you?',
];

const unanswerable = [
  'What is the capital of France?',
  'Can you recommend a good restaurant in Chennai?',
  'Who won the cricket match yesterday?',
  'Do you sell used cars?',
];

let assistant: Assistant;
beforeAll(() => {
  assistant = createAssistant(loadSiteContent());
});

describe('the chat assistant on the real pages', () => {
  it.each(questions)('answers "%s" with a link to %s', async (question, path) => {
    const { text, source } = await assistant.reply(question);
    expect(source).toBe('search');
    expect(firstPageLink(text)).toBe(path);
    // A sentence of content, not just a bare link.
    expect(text.split(' ').length).toBeGreaterThan(8);
  });

  it.each(contactQuestions)('answers "%s" directly from the site facts', async (question) => {
    const { text, source } = await assistant.reply(question);
    expect(source).toBe('facts');
    expect(text).toContain('](/contact-info)');
  });

  it('answers a price question with how to get a quote and the service page', async () => {
    const { text, source } = await assistant.reply('How much does VPS hosting cost?');
    expect(source).toBe('facts');
    expect(text).toMatch(/quote/);
    expect(text).toContain('](/contact-info)');
    expect(text).toContain('](/vps-hosting)');
  });

  it.each([
    ['Hello!', /^Hello!/],
    ['Thank you so much', /^You're welcome!/],
  ])('replies to the small talk "%s"', async (message, expected) => {
    const { text, source } = await assistant.reply(message);
    expect(source).toBe('smallTalk');
    expect(text).toMatch(expected);
  });

  it.each(unanswerable)('says honestly it does not know "%s"', async (question) => {
    const { text, source } = await assistant.reply(question);
    expect(source).toBe('unknown');
    expect(text).toMatch(/don't know/);
    expect(text).toContain('](tel:+914440000000)');
    expect(text).toContain('](mailto:hello@aruvi.example)');
    expect(text).toContain('](/contact-info)');
  });
});

describe('a page added by a marketer', () => {
  it('is answerable once the content is rebuilt, with no code change', async () => {
    const content = loadSiteContent();
    const before = await createAssistant(content).reply('Do you survey farms with drones?');
    expect(before.source).toBe('unknown');

    const dronePage = pageSchema.parse({
      format: currentPageFormat,
      path: '/drone-surveys',
      title: 'Drone Surveys | Aruvi Technologies',
      description:
        'Aerial drone surveys and mapping for farms, construction sites and solar parks.',
      blocks: [
        { type: 'hero', heading: 'Drone Surveys and Aerial Mapping' },
        {
          type: 'faq',
          items: [
            {
              question: 'Which sites can you survey?',
              answer: 'We fly licensed drones over farms, construction sites and solar parks.',
            },
          ],
        },
      ],
    });
    const after = createAssistant({ ...content, pages: [...content.pages, dronePage] });
    const reply = await after.reply('Do you survey farms with drones?');
    expect(reply.source).toBe('search');
    expect(firstPageLink(reply.text)).toBe('/drone-surveys');
  });
});
