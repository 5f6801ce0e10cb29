import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderedFinding } from '../../../src/studio/editor-parts/preview-frame';
import {
  renderedWarnings,
  withRenderedWarnings,
} from '../../../src/studio/health/rendered-warnings';
import { createRenderedCheck } from '../../../src/studio/preview/rendered-health';

const hero = { type: 'hero', heading: 'Welcome' };
const faint = { type: 'richText', tone: 'surface', eyebrow: 'Faint' };
const faq = { type: 'faq', items: [] };
const finding = (block: number, check: RenderedFinding['check'] = 'contrast') => ({
  block,
  check,
  message: `finding in ${block}`,
});

describe('the preview’s findings as the editor’s warnings', () => {
  const shown = { path: '/offer', blocks: [hero, faint, faq] };
  const health = { page: shown, findings: [finding(1), finding(2, 'link-text')] };

  it('are warnings at their blocks, with their check', () => {
    expect(renderedWarnings(shown, health)).toEqual([
      { pointer: '/blocks/1', message: 'finding in 1', severity: 'warning', check: 'contrast' },
      { pointer: '/blocks/2', message: 'finding in 2', severity: 'warning', check: 'link-text' },
    ]);
  });

  it('follow their block when blocks move or one is added above', () => {
    const now = { ...shown, blocks: [{ type: 'cta' }, faq, hero, faint] };
    expect(renderedWarnings(now, health).map((w) => w.pointer)).toEqual(['/blocks/3', '/blocks/1']);
  });

  it('leave out a block edited since it was checked, until it is checked again', () => {
    const now = { ...shown, blocks: [hero, { ...faint, tone: 'plain' }, faq] };
    expect(renderedWarnings(now, health).map((w) => w.pointer)).toEqual(['/blocks/2']);
  });

  it('leave out a check the page records as an exception', () => {
    const now = { ...shown, healthExceptions: [{ check: 'contrast', reason: 'Brand colours.' }] };
    expect(renderedWarnings(now, health).map((w) => w.check)).toEqual(['link-text']);
  });

  it('are the variant’s when the preview showed a tested block’s variant', () => {
    const variant = { ...faint, eyebrow: 'Fainter' };
    const page = { ...shown, experiment: { id: 't', block: 1, variant } };
    const showing = { page: { ...page, blocks: [hero, variant, faq] }, findings: [finding(1)] };
    expect(renderedWarnings(page, showing).map((w) => w.pointer)).toEqual(['/experiment/variant']);
  });
});

describe('the preview’s warnings beside the server’s', () => {
  it('add only what the server did not tell of the block already', () => {
    const server = [
      {
        pointer: '/blocks/1/cards/0/title',
        message: 'vague',
        severity: 'warning' as const,
        check: 'link-text',
      },
    ];
    const preview = [
      {
        pointer: '/blocks/1',
        message: 'no name',
        severity: 'warning' as const,
        check: 'link-text',
      },
      { pointer: '/blocks/1', message: 'faint', severity: 'warning' as const, check: 'contrast' },
      {
        pointer: '/blocks/2',
        message: 'no name',
        severity: 'warning' as const,
        check: 'link-text',
      },
    ];
    expect(withRenderedWarnings(server, preview).map((w) => `${w.check} ${w.pointer}`)).toEqual([
      'link-text /blocks/1/cards/0/title',
      'contrast /blocks/1',
      'link-text /blocks/2',
    ]);
    expect(withRenderedWarnings(server, [])).toBe(server);
  });
});

describe('checking the page as rendered', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    vi.useFakeTimers();
    const runs: { resolve: (findings: RenderedFinding[] | undefined) => void }[] = [];
    const audit = vi.fn(
      () =>
        new Promise<readonly RenderedFinding[] | undefined>((resolve) => runs.push({ resolve })),
    );
    const report = vi.fn();
    const check = createRenderedCheck({ audit, report, delayMs: 1000 });
    return { check, audit, report, runs };
  }

  it('runs once the page has settled, not on every change', async () => {
    const { check, audit, report, runs } = setup();
    for (const page of [{ n: 1 }, { n: 2 }, { n: 3 }]) {
      check.settled(page);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(audit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(audit).toHaveBeenCalledTimes(1);
    runs[0]!.resolve([finding(0)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledWith({ page: { n: 3 }, findings: [finding(0)] });
  });

  it('runs one at a time, drops a run the page changed during, and checks the new page after', async () => {
    const { check, audit, report, runs } = setup();
    const first = { n: 1 };
    const second = { n: 2 };
    check.settled(first);
    await vi.advanceTimersByTimeAsync(1000);
    check.settled(second);
    await vi.advanceTimersByTimeAsync(1000);
    // The first run is still going: no second at the same time.
    expect(audit).toHaveBeenCalledTimes(1);
    runs[0]!.resolve([finding(0)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(audit).toHaveBeenCalledTimes(2);
    runs[1]!.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledExactlyOnceWith({ page: second, findings: [] });
  });

  it('does not check a page again for a new selection, nor while the frame is not shown', async () => {
    const { check, audit, report, runs } = setup();
    const page = { n: 1 };
    check.settled(page);
    await vi.advanceTimersByTimeAsync(1000);
    runs[0]!.resolve(undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(audit).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
    check.recheck();
    await vi.advanceTimersByTimeAsync(1000);
    runs[1]!.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledTimes(1);
    check.settled(page);
    await vi.advanceTimersByTimeAsync(5000);
    expect(audit).toHaveBeenCalledTimes(2);
  });
});
