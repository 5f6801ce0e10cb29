/**
 * Scrolls the frame so the block's top shows just under the sticky site header. The frame's own
 * window scrolls, not `scrollIntoView`, which would also scroll the studio around the frame.
 */
export function revealBlock(index: number): void {
  const block = document.querySelector(`[data-studio-block="${index}"]`);
  if (!block) return;
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const top = block.getBoundingClientRect().top + window.scrollY - header - 16;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
}
