// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import {
  bootScript,
  bootScriptHash,
  bootTag,
  extractEntry,
} from '../../src/engine/build/boot-script';

const template = `<head>
    <!--head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head>`;

describe('boot script', () => {
  it('takes the entry script and its preloads out of the template', () => {
    const { template: stripped, entry, preloads } = extractEntry(template);
    expect(entry).toBe('/assets/index-A.js');
    expect(preloads).toEqual(['/assets/react-B.js']);
    expect(stripped).not.toMatch(/<script|modulepreload/);
  });

  it('loads the preloads and then the entry once the page has loaded', () => {
    document.head.innerHTML = '';
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/index-A.js');
    tag.setAttribute('data-preload', '/assets/react-B.js /assets/page-C.js');
    document.head.appendChild(tag);
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    // Record what the script adds instead of letting the test DOM fetch it.
    const added: Element[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof Element) added.push(node);
      return node;
    });
    new Function(bootScript)();
    expect(added).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(
      added.map((el) => [
        el.tagName,
        el.getAttribute('rel') ?? el.getAttribute('type'),
        el.getAttribute('href') ?? el.getAttribute('src'),
      ]),
    ).toEqual([
      ['LINK', 'modulepreload', '/assets/react-B.js'],
      ['LINK', 'modulepreload', '/assets/page-C.js'],
      ['SCRIPT', 'module', '/assets/index-A.js'],
    ]);
    vi.restoreAllMocks();
  });

  it('writes an inline tag listing each chunk once, admitted by one CSP hash', () => {
    expect(bootTag('/assets/index-A.js', ['/a.js', '/a.js', '/b.js'])).toBe(
      `<script data-entry="/assets/index-A.js" data-preload="/a.js /b.js">${bootScript}</script>`,
    );
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(bootScriptHash()).toBe(`'sha256-${hash}'`);
  });
});
