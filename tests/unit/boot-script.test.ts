// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import {
  bootScript,
  bootScriptHash,
  bootTag,
  extractEntry,
  settleMs,
} from '../../src/engine/tooling/boot-script';

const template = `<head>
    <!--head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head>`;

/** Runs the boot script as the page's tag would, recording what it adds instead of fetching it. */
function runBootScript(): Element[] {
  document.head.innerHTML = '';
  const tag = document.createElement('script');
  tag.setAttribute('data-entry', '/assets/index-A.js');
  tag.setAttribute('data-preload', '/assets/react-B.js /assets/page-C.js');
  document.head.appendChild(tag);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  const added: Element[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    if (node instanceof Element) added.push(node);
    return node;
  });
  new Function(bootScript)();
  return added;
}

const describeAll = (elements: Element[]) =>
  elements.map((el) => [
    el.tagName,
    el.getAttribute('rel') ?? el.getAttribute('type'),
    el.getAttribute('href') ?? el.getAttribute('src'),
  ]);

/** A browser that reports largest contentful paints (Chromium, Firefox), driven by the test. */
function fakeLargestContentfulPaint() {
  let callback: ((list: { getEntries: () => { startTime: number }[] }) => void) | null = null;
  const buffered: { startTime: number }[] = [];
  const paints = {
    observing: false,
    report(startTime: number) {
      buffered.push({ startTime });
      if (paints.observing) callback?.({ getEntries: () => [{ startTime }] });
    },
  };
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(observe: typeof callback) {
      callback = observe;
    }
    observe(options: { type: string; buffered?: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      paints.observing = true;
      if (buffered.length > 0) callback?.({ getEntries: () => [...buffered] });
    }
    disconnect() {
      paints.observing = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return paints;
}

describe('boot script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('takes the entry script and its preloads out of the template', () => {
    const { template: stripped, entry, preloads } = extractEntry(template);
    expect(entry).toBe('/assets/index-A.js');
    expect(preloads).toEqual(['/assets/react-B.js']);
    expect(stripped).not.toMatch(/<script|modulepreload/);
  });

  it('loads the preloads and then the entry at load where paints are not reported', () => {
    const added = runBootScript();
    expect(added).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(describeAll(added)).toEqual([
      ['LINK', 'modulepreload', '/assets/react-B.js'],
      ['LINK', 'modulepreload', '/assets/page-C.js'],
      ['SCRIPT', 'module', '/assets/index-A.js'],
    ]);
  });

  it('waits after load for the largest paint still on its way to the screen', () => {
    const paints = fakeLargestContentfulPaint();
    const added = runBootScript();
    paints.report(5);
    window.dispatchEvent(new Event('load'));
    // The logo painted before load is already on screen; the hero's frame is not yet.
    expect(paints.observing).toBe(true);
    expect(added).toEqual([]);
    paints.report(performance.now() + 80);
    expect(paints.observing).toBe(false);
    expect(describeAll(added).map(([tag]) => tag)).toEqual(['LINK', 'LINK', 'SCRIPT']);
  });

  it('starts a moment after load when no later paint comes', () => {
    vi.useFakeTimers();
    const paints = fakeLargestContentfulPaint();
    const added = runBootScript();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(settleMs - 1);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(describeAll(added).map(([tag]) => tag)).toEqual(['LINK', 'LINK', 'SCRIPT']);
    expect(paints.observing).toBe(false);
    paints.report(performance.now());
    expect(added).toHaveLength(3);
  });

  it('writes an inline tag listing each chunk once, admitted by one CSP hash', () => {
    expect(bootTag('/assets/index-A.js', ['/a.js', '/a.js', '/b.js'])).toBe(
      `<script data-entry="/assets/index-A.js" data-preload="/a.js /b.js">${bootScript}</script>`,
    );
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(bootScriptHash()).toBe(`'sha256-${hash}'`);
  });
});
