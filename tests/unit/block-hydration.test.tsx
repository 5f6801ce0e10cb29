// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { blockFolder } from '../../src/blocks/folders';
import { islandStrategies } from '../../src/engine/block-definition';
import { blockRegistry } from '../../src/blocks';
import { blockSchema, blockTypes, type BlockType } from '../../src/blocks';
import { loadBlockRenderers, RenderBlocks } from '../../src/blocks/rendering';
import { site } from './render';

/** Controls that do nothing, or only submit natively, until the page's code has run. */
const scriptedControls = 'button, input, select, textarea, form';

/** Elements with a React event handler, except links: a link with an href works without script. */
function elementsWithHandlers(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element instanceof HTMLAnchorElement && element.getAttribute('href')) continue;
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    const props: unknown = propsKey ? Reflect.get(element, propsKey) : undefined;
    if (typeof props !== 'object' || props === null) continue;
    const handlers = Object.entries(props).filter(
      ([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function',
    );
    if (handlers.length > 0)
      found.push(`<${element.tagName.toLowerCase()}> ${handlers.map(([n]) => n).join(', ')}`);
  }
  return found;
}

async function example(type: BlockType) {
  const file = `src/blocks/${blockFolder(type)}/example.json`;
  const block = blockSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  await loadBlockRenderers([block]);
  return (
    <AppProviders site={site}>
      <RenderBlocks blocks={[block]} />
    </AppProviders>
  );
}

/**
 * Markup with attributes in name order and text joined, so server HTML and the DOM React built
 * compare by content. Comments (React's text markers) and the image preload React hoists into
 * the head are left out.
 */
function canonical(node: Node): string {
  if (node instanceof Text) return node.data;
  if (!(node instanceof Element)) return [...node.childNodes].map(canonical).join('');
  if (node.matches('link[rel="preload"]')) return '';
  const attributes = [...node.attributes]
    .map((a) => ` ${a.name}="${a.value}"`)
    .sort()
    .join('');
  const tag = node.tagName.toLowerCase();
  return `<${tag}${attributes}>${[...node.childNodes].map(canonical).join('')}</${tag}>`;
}

function parsed(html: string): Node {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function clientRender(ui: ReactNode) {
  return render(ui).container;
}

/**
 * A block's example rendered both ways: the browser's DOM after mount and effects, its markup,
 * and the prerendered markup in the same form (inside the container's div).
 */
async function renderedBothWays(type: BlockType) {
  const ui = await example(type);
  const prerendered = `<div>${canonical(parsed(renderToString(ui)))}</div>`;
  const container = clientRender(ui);
  return { container, mounted: canonical(container), prerendered };
}

const kindOf = (type: BlockType) => {
  const { hydrate } = blockRegistry[type];
  if (hydrate === 'static') return 'static';
  return 'script' in hydrate ? 'script' : 'island';
};
const staticTypes = blockTypes.filter((type) => kindOf(type) === 'static');
const islandTypes = blockTypes.filter((type) => kindOf(type) === 'island');
const scriptTypes = blockTypes.filter((type) => kindOf(type) === 'script');

describe('block hydration declarations', () => {
  it('says for every block type whether it is static, a React island or a script, and when', () => {
    for (const type of blockTypes) {
      const { hydrate } = blockRegistry[type];
      if (hydrate === 'static') continue;
      const strategy = 'script' in hydrate ? hydrate.script : hydrate.island;
      expect(islandStrategies, type).toContain(strategy);
    }
    expect(staticTypes.length + islandTypes.length + scriptTypes.length).toBe(blockTypes.length);
  });

  it.each(staticTypes.map((type) => [type]))(
    'static %s: its prerendered HTML is all a visitor gets, with nothing that waits for script',
    async (type) => {
      const { container, mounted, prerendered } = await renderedBothWays(type);
      expect(container.querySelectorAll(scriptedControls)).toHaveLength(0);
      expect(elementsWithHandlers(container)).toEqual([]);
      // After mount and effects the browser shows exactly the prerendered markup.
      expect(mounted).toBe(prerendered);
    },
  );

  it.each(scriptTypes.map((type) => [type]))(
    'script %s: React renders its markup once, with no handlers; its script brings it to life',
    async (type) => {
      const { container, mounted, prerendered } = await renderedBothWays(type);
      expect(elementsWithHandlers(container)).toEqual([]);
      expect(mounted).toBe(prerendered);
      const { hydrate } = blockRegistry[type];
      if (hydrate === 'static' || !('script' in hydrate)) throw new Error('not a script');
      expect(typeof (await hydrate.enhance()).default).toBe('function');
    },
  );

  it.each(islandTypes.map((type) => [type]))(
    'island %s: it has a control or handler that needs its code, or its code changes its markup',
    async (type) => {
      const { container, mounted, prerendered } = await renderedBothWays(type);
      const interactive =
        container.querySelectorAll(scriptedControls).length +
        elementsWithHandlers(container).length;
      const upgraded = mounted !== prerendered;
      expect(interactive > 0 || upgraded).toBe(true);
    },
  );
});

describe('the code of each island block', () => {
  it('is listed for every block that is not static, with the code its registry entry declares', async () => {
    const { islandSources } = await import('../../src/engine/tooling/vite-plugin-island-code');
    const { siteDefinition } = await import('../../src/app/site-definition');
    const sources = islandSources(siteDefinition);
    const blockIslandSources: Record<string, string> = Object.fromEntries(
      Object.entries(sources).filter(([name]) => !(name in siteDefinition.shellIslands)),
    );
    const islands = blockTypes.filter((type) => blockRegistry[type].hydrate !== 'static');
    expect(Object.keys(blockIslandSources).sort()).toEqual([...islands].sort());
    for (const type of islands) {
      const { hydrate, load } = blockRegistry[type];
      const file = blockIslandSources[type];
      if (hydrate === 'static' || !file) continue;
      const declared = 'script' in hydrate ? await hydrate.enhance() : await load();
      const listed: unknown = await import(/* @vite-ignore */ `../../${file}`);
      expect(listed, type).toBe(declared);
    }
  });
});
