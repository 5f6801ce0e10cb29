// The carousel's behaviour in plain DOM, so the page needs no React for it: the prerendered markup
// holds all slides and dots, and the current one is marked by attributes that its CSS keys off.

/**
 * Rotates a prerendered hero carousel every `data-interval-ms`, pauses it while pointed at or
 * focused, lets its dots choose a slide; no rotation for reduced motion. Returns a cleanup.
 */
export default function enhance(island: HTMLElement): () => void {
  // The islands loader passes the island's root, which wraps the carousel.
  const root = island.matches('[data-interval-ms]')
    ? island
    : (island.querySelector<HTMLElement>('[data-interval-ms]') ?? island);
  // Queried on each change, not once, so markup re-rendered in place stays in step.
  const slides = () => root.querySelectorAll<HTMLElement>('[data-slide]');
  const dots = () => [...root.querySelectorAll<HTMLElement>('[data-dot]')];
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const intervalMs = Number(root.dataset.intervalMs) || 5000;
  let current = Math.max(
    0,
    [...slides()].findIndex((s) => s.hasAttribute('data-current')),
  );
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const show = (index: number) => {
    const all = slides();
    current = all.length > 0 ? index % all.length : 0;
    all.forEach((slide, i) => {
      const on = i === current;
      slide.toggleAttribute('data-current', on);
      slide.setAttribute('aria-hidden', String(!on));
      for (const link of slide.querySelectorAll('a')) {
        if (on) link.removeAttribute('tabindex');
        else link.tabIndex = -1;
      }
    });
    dots().forEach((dot, i) => dot.setAttribute('aria-pressed', String(i === current)));
  };

  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    const paused = hovered || focused;
    // Announce slide changes only when the visitor caused them, not on every automatic turn.
    root.querySelector('[aria-live]')?.setAttribute('aria-live', paused ? 'polite' : 'off');
    if (!paused && !reducedMotion.matches && slides().length > 1)
      timer = window.setInterval(() => show(current + 1), intervalMs);
  };

  const on = (type: string, listener: (event: Event) => void) => {
    root.addEventListener(type, listener);
    return () => root.removeEventListener(type, listener);
  };
  const pause = (set: () => void) => () => {
    set();
    schedule();
  };
  const removers = [
    on(
      'mouseenter',
      pause(() => (hovered = true)),
    ),
    on(
      'mouseleave',
      pause(() => (hovered = false)),
    ),
    on(
      'focusin',
      pause(() => (focused = true)),
    ),
    on('focusout', (event) => {
      const next = event instanceof FocusEvent ? event.relatedTarget : null;
      if (!(next instanceof Node && root.contains(next))) pause(() => (focused = false))();
    }),
    on('click', (event) => {
      const dot = event.target instanceof Element ? event.target.closest('[data-dot]') : null;
      const index = dot instanceof HTMLElement ? dots().indexOf(dot) : -1;
      if (index < 0) return;
      show(index);
      schedule();
    }),
  ];
  reducedMotion.addEventListener('change', schedule);

  show(current);
  schedule();
  root.toggleAttribute('data-enhanced', true);
  return () => {
    window.clearInterval(timer);
    for (const remove of removers) remove();
    reducedMotion.removeEventListener('change', schedule);
    // Dots that no longer work are hidden again.
    root.removeAttribute('data-enhanced');
  };
}
