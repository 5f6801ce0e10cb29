import { describe, expect, it } from 'vitest';
import { readProject } from '../../../src/server/new-page/project';
import { buildPage } from '../../../src/server/new-page/templates';

const description =
  'A fixture description for a new page, long enough for the search-engine length rule.';

/** Every sentence of the filler text of a new service page about `topic`. */
function fillerOf(topic: string): string {
  const page = buildPage(
    { path: '/any', title: `${topic} | {{company.name}}`, description, template: 'service' },
    readProject('.'),
  );
  return JSON.stringify(page);
}

describe('npm run new-page filler text', () => {
  it.each([
    ['E-commerce Website', 'an'],
    ['SEO Audit', 'an'],
    ['Hourly Support', 'an'],
    ['Online Store', 'an'],
    ['Cloud Backup', 'a'],
    ['VPS Hosting', 'a'],
    ['User Research', 'a'],
    ['UX Review', 'a'],
  ])('puts the right article before "%s"', (topic, article) => {
    const text = fillerOf(topic);
    const wrong = article === 'a' ? 'an' : 'a';
    expect(text).toContain(` ${article} ${topic}`);
    expect(text).not.toContain(` ${wrong} ${topic}`);
  });
});
