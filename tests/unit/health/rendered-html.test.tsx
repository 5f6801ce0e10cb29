import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { checkProject, inProcessSchemaCheck } from '../../../src/app/project';
import type { Block } from '../../../src/blocks';
import { BlockView, loadBlockRenderers } from '../../../src/blocks/rendering';
import { renderedHealth } from '../../../src/engine/validation/health/rendered-html';
import type { AnyPage } from '../../../src/schema/page';
import { site } from '../render';

const page = (blocks: unknown[]) => ({ blocks }) as unknown as AnyPage;

/** One block's HTML as the server renders it. */
async function htmlOf(block: Block, path: string) {
  await loadBlockRenderers([block]);
  return renderToString(
    <AppProviders site={site} frame={site} path={path}>
      <BlockView block={block} index={0} />
    </AppProviders>,
  );
}

// Issue 45: what only the rendered HTML shows: the renderer's own words and attributes.
describe('health checks on the rendered HTML', () => {
  it('finds a picture rendered without alt text, hidden ones aside', () => {
    const findings = renderedHealth(page([{ type: 'x' }, { type: 'y' }]), [
      '<section><img src="/images/a.png" width="4"/><img src="/b.png" alt=""/></section>',
      '<div aria-hidden="true"><img src="/images/c.png"/></div>',
    ]);
    expect(findings).toEqual([
      expect.objectContaining({ check: 'image-alt', pointer: '/blocks/0' }),
    ]);
  });

  it('finds a link or button with no words, and words only the renderer adds that say nothing', () => {
    const block = { type: 'cards', items: [{ title: 'Managed backups', href: '/a' }] };
    const findings = renderedHealth(page([block]), [
      '<a href="/x"><svg aria-hidden="true"></svg></a>' +
        '<button type="button"><span aria-hidden="true">×</span></button>' +
        '<a href="/y">Read&nbsp;more</a>' +
        '<a href="/a">Managed backups</a>' +
        '<form><button type="submit">Continue</button></form>' +
        '<a href="/z" aria-label="Close the menu"><svg></svg></a>' +
        '<a href="/w">Click here<span class="sr-only">, see VPS plans</span></a>',
    ]);
    // Two controls with no words are one finding of the block; a form's own button is named by it.
    expect(findings.map((f) => [f.check, f.message.match(/no words|says only/)?.[0]])).toEqual([
      ['link-text', 'no words'],
      ['link-text', 'says only'],
    ]);
  });

  it('puts vague words the page writes (a linked card’s title) at their field', () => {
    const block = { type: 'featureGrid', cards: [{ title: 'Learn more', href: '/contact-info' }] };
    const [finding] = renderedHealth(page([block]), [
      '<ul><li><a href="/contact-info"><h3>Learn more</h3></a></li></ul>',
    ]);
    expect(finding).toMatchObject({ check: 'link-text', pointer: '/blocks/0/cards/0/title' });
  });

  it('finds a link to an http:// address, at the field that writes it', () => {
    const block = { type: 'team', people: [{ href: 'http://example.com/me', name: 'Asha' }] };
    const [finding] = renderedHealth(page([block]), [
      '<a href="http://example.com/me">Asha on her site</a>',
    ]);
    expect(finding).toMatchObject({ check: 'https-links', pointer: '/blocks/0/people/0/href' });
  });

  it('finds nothing on any page of the site as the server renders it', async () => {
    const { pages } = checkProject({ root: '.', schemaCheck: inProcessSchemaCheck() });
    expect(pages.length).toBeGreaterThan(20);
    const found = [];
    for (const { file, page: p } of pages) {
      const html = [];
      for (const block of p.blocks as Block[]) html.push(await htmlOf(block, p.path));
      found.push(...renderedHealth(p, html).map((f) => ({ file, ...f })));
    }
    expect(found).toEqual([]);
  });
});
