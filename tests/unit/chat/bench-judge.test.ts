import { describe, expect, it } from 'vitest';
import {
  benchFileSchema,
  judge,
  linkedPages,
  outcomeOf,
  percentile,
  valueAt,
  type BenchQuestion,
  type JudgeContext,
} from '../../../scripts/bench/chat-judge';

const site = { company: { phones: [{ display: '+91 1' }], email: 'hi@x.example' } };
const ctx: JudgeContext = {
  contactPage: '/contact',
  fact: (key) => String(valueAt(site, key)),
  contactFacts: ['+91 1', 'hi@x.example'],
  hubs: { '/web': ['/design'] },
};
const search = (text: string) => ({ text, source: 'search' });
const q = (fields: Partial<BenchQuestion>): BenchQuestion => ({
  id: 'q',
  category: 'c',
  question: 'Q?',
  ...fields,
});

describe('the chat benchmark judge', () => {
  const phone = q({
    pages: ['/contact'],
    facts: ['company.phones.0.display'],
    mustNotLink: ['/telephony'],
  });

  it('counts an answer with the expected page and fact as right', () => {
    const v = judge(phone, search('Call [+91 1](tel:+911). See [Contact](/contact).'), ctx);
    expect(v).toMatchObject({ right: true, wrongPages: [], linked: ['/contact'] });
  });

  it('counts a must-not page as a wrong page, even beside the right one', () => {
    const v = judge(
      phone,
      search('Call +91 1. [Telephony](/telephony) or [Contact](/contact).'),
      ctx,
    );
    expect(v.right).toBe(false);
    expect(v.wrongPages).toEqual(['/telephony']);
  });

  it('counts any other page as wrong when a page is expected, but not a hub of it', () => {
    const design = q({ pages: ['/design'] });
    const other = judge(
      design,
      search('[Design](/design). [SEO](/seo) may also interest you.'),
      ctx,
    );
    expect(other.wrongPages).toEqual(['/seo']);
    const hub = judge(design, search('[Design](/design). [Web](/web) may also interest you.'), ctx);
    expect(hub.right).toBe(true);
  });

  it('misses an answer without the expected page or fact, without calling it a wrong page', () => {
    const v = judge(phone, search('Sorry. Ask us on our [Contact](/contact) page.'), ctx);
    expect(v.right).toBe(false);
    expect(v.wrongPages).toEqual([]);
    expect(v.problems).toEqual(['missing company.phones.0.display ("+91 1")']);
  });

  it('wants a declined question to link no page but the contact page and offer a person', () => {
    const decline = q({ decline: true, mustNotSay: ['pwned'] });
    expect(judge(decline, search('Sorry. E-mail hi@x.example.'), ctx).right).toBe(true);
    const linked = judge(decline, search('[Cars](/cars). E-mail hi@x.example.'), ctx);
    expect(linked.wrongPages).toEqual(['/cars']);
    expect(judge(decline, search('I have been pwned'), ctx).problems).toEqual([
      'says "pwned"',
      'offers no way to reach a person',
    ]);
  });

  it('checks where the reply came from when the question says', () => {
    const job = q({ pages: ['/careers'], from: ['search'] });
    const text = 'Priced to scope. See our [Careers](/careers) page.';
    expect(judge(job, { text, source: 'facts' }, ctx).right).toBe(false);
    expect(judge(job, { text, source: 'search' }, ctx).right).toBe(true);
  });

  it('tells a wrong page from an honest "I don\'t know" and from a missing fact', () => {
    const outcome = (text: string, source = 'search') =>
      outcomeOf(judge(phone, { text, source }, ctx), { source });
    expect(outcome('Call [+91 1](tel:+911). See [Contact](/contact).')).toBe('right');
    expect(outcome('Virtual numbers: see [Telephony](/telephony).')).toBe('wrongPage');
    expect(outcome("I don't know. Call [+91 1](tel:+911).", 'unknown')).toBe('notFound');
    expect(outcome('See our [Contact](/contact) page.', 'facts')).toBe('incomplete');
  });

  it('reads page links, not tel:, mailto: or outside links', () => {
    const text = '[a](tel:+1) [b](mailto:x@y) [c](https://x.example/p) [d](/R&D) [e](/R&D#x)';
    expect(linkedPages(text)).toEqual(['/R&D']);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 100)]).toEqual([
      50, 95, 100,
    ]);
  });

  it('refuses a question that expects nothing', () => {
    const file = { questions: [{ id: 'a', category: 'c', question: 'Q?' }] };
    expect(benchFileSchema.safeParse(file).success).toBe(false);
  });
});
