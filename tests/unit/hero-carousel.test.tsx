// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import HeroCarousel from '../../src/blocks/hero-carousel/Block';
import enhance from '../../src/blocks/hero-carousel/enhance';
import { heroCarouselSchema, type HeroCarouselBlock } from '../../src/blocks/hero-carousel/schema';
import { site } from './render';

const example = heroCarouselSchema.parse(
  JSON.parse(readFileSync('src/blocks/hero-carousel/example.json', 'utf8')),
);

/** Puts the block's prerendered HTML in the document, as the islands loader will find it. */
function prerender(block: HeroCarouselBlock = example): HTMLElement {
  document.body.innerHTML = renderToString(
    <AppProviders site={site}>
      <MemoryRouter>
        <HeroCarousel block={block} index={0} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('region', { name: block.label });
}

const slides = () => screen.getAllByTestId('carousel-slide');
// By label, not role: the dots are invisible until the script has run (and after its cleanup).
const dot = (n: number) =>
  screen.getByLabelText(new RegExp(`^Show slide ${n}:`), { selector: 'button' });

/** The current slide's index, checked to agree across every attribute the script keeps. */
function current(): number {
  const index = slides().findIndex((slide) => slide.hasAttribute('data-current'));
  slides().forEach((slide, i) => {
    expect(slide).toHaveAttribute('aria-hidden', String(i !== index));
    const link = slide.querySelector('a');
    if (i === index) expect(link).not.toHaveAttribute('tabindex');
    else expect(link).toHaveAttribute('tabindex', '-1');
    expect(dot(i + 1)).toHaveAttribute('aria-pressed', String(i === index));
  });
  return index;
}

const liveRegion = (root: HTMLElement) => root.querySelector('[aria-live]');

let cleanups: (() => void)[] = [];
const enhanced = (root: HTMLElement) => {
  cleanups.push(enhance(root));
  return root;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('hero carousel markup', () => {
  it('prerenders every slide and dot with the first current and no slide hidden from a no-script visitor', () => {
    const root = prerender();
    expect(root).toHaveAttribute('aria-roledescription', 'carousel');
    expect(root).toHaveAttribute('data-interval-ms', String(example.intervalMs));
    expect(slides()).toHaveLength(example.slides.length);
    slides().forEach((slide, i) => {
      expect(slide).toHaveAttribute('aria-label', `${i + 1} of ${example.slides.length}`);
      expect(slide.hasAttribute('data-current')).toBe(i === 0);
      expect(slide).not.toHaveAttribute('aria-hidden');
      expect(slide.querySelector('a')).toHaveAttribute('href', example.slides[i]?.link.href);
      expect(dot(i + 1)).toHaveAttribute('aria-pressed', String(i === 0));
    });
    expect(liveRegion(root)).toHaveAttribute('aria-live', 'off');
    expect(root).not.toHaveAttribute('data-enhanced');
    expect(dot(1)).not.toBeVisible();
  });
});

describe('hero carousel script', () => {
  it('marks the hidden slides for assistive technology and reveals the dots', () => {
    const root = enhanced(prerender());
    expect(current()).toBe(0);
    expect(root).toHaveAttribute('data-enhanced');
    expect(dot(1)).toBeVisible();
  });

  it('advances after the interval the markup carries and wraps to the first slide', () => {
    enhanced(prerender({ ...example, intervalMs: 7000 }));
    vi.advanceTimersByTime(6999);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(7000 * (example.slides.length - 1));
    expect(current()).toBe(0);
  });

  it('pauses while the pointer is over it, announcing changes politely meanwhile', () => {
    const root = enhanced(prerender());
    fireEvent.mouseEnter(root);
    expect(liveRegion(root)).toHaveAttribute('aria-live', 'polite');
    vi.advanceTimersByTime(example.intervalMs * 3);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(root);
    expect(liveRegion(root)).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(example.intervalMs);
    expect(current()).toBe(1);
  });

  it('pauses while focus is inside and resumes when focus leaves it', () => {
    const root = enhanced(prerender());
    const outside = document.body.appendChild(document.createElement('button'));
    fireEvent.focusIn(dot(1));
    expect(liveRegion(root)).toHaveAttribute('aria-live', 'polite');
    fireEvent.focusOut(dot(1), { relatedTarget: dot(2) });
    vi.advanceTimersByTime(example.intervalMs * 3);
    expect(current()).toBe(0);
    fireEvent.focusOut(dot(2), { relatedTarget: outside });
    expect(liveRegion(root)).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(example.intervalMs);
    expect(current()).toBe(1);
  });

  it('shows the slide whose dot is clicked, and gives it a full interval', () => {
    enhanced(prerender());
    vi.advanceTimersByTime(example.intervalMs - 1);
    fireEvent.click(dot(2));
    expect(current()).toBe(1);
    vi.advanceTimersByTime(example.intervalMs - 1);
    expect(current()).toBe(1);
  });

  it('does not rotate when the visitor prefers reduced motion, but the dots still work', () => {
    const query = '(prefers-reduced-motion: reduce)';
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === query,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    enhanced(prerender());
    vi.advanceTimersByTime(example.intervalMs * 3);
    expect(current()).toBe(0);
    fireEvent.click(dot(2));
    expect(current()).toBe(1);
  });

  it('stops rotating and hides the dots again once cleaned up', () => {
    const root = prerender();
    const cleanup = enhance(root);
    cleanup();
    vi.advanceTimersByTime(example.intervalMs * 3);
    expect(current()).toBe(0);
    expect(root).not.toHaveAttribute('data-enhanced');
    fireEvent.click(dot(2));
    expect(current()).toBe(0);
  });
});
