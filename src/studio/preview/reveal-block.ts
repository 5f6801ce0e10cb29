/**
 * Scrolls the frame so the block's top shows just under the sticky site header. The frame's own
 * window scrolls, not `scrollIntoView`, which would also scroll the studio around the frame.
 *
 * Blocks away from the view are not laid out (content-visibility), so a far block's position is
 * an estimate until the blocks before it are drawn: the scroll is corrected over a few frames
 * until the block stays put. It jumps rather than glides, since a glide aimed at an estimate
 * would end in the wrong place.
 */
export function revealBlock(index: number): void {
  const block = document.querySelector(`[data-studio-block="${index}"]`);
  if (!block) return;
  let tries = 0;
  const step = () => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const offset = block.getBoundingClientRect().top - header - 16;
    const top = Math.max(0, window.scrollY + offset);
    if (tries > 0 && Math.abs(top - window.scrollY) < 2) return;
    if (tries++ > 8) return;
    window.scrollTo({ top, behavior: 'instant' });
    requestAnimationFrame(step);
  };
  step();
}
