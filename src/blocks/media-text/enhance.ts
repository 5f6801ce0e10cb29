// The player in plain DOM, so the page needs no React for it: the prerendered poster links to the
// video, and this turns the link into a button that puts the player in its place.

/** The element that plays a video: a <video> for a file of the site, a frame for an embed. */
function player(href: string, title: string): HTMLElement {
  if (new URL(href, window.location.href).origin === window.location.origin) {
    const video = document.createElement('video');
    video.src = href;
    video.controls = true;
    video.autoplay = true;
    video.setAttribute('aria-label', title);
    return video;
  }
  const frame = document.createElement('iframe');
  frame.src = href;
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  return frame;
}

/**
 * Swaps a media-text block's poster for the player when its play link is used, and moves focus to
 * the player so keyboard and screen-reader users land where the video is. Returns a cleanup.
 */
export default function enhance(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[data-play-video]');
    const frame = link?.closest<HTMLElement>('[data-video-frame]');
    if (!link || !frame) return;
    // A click with a modifier opens the file or player in a tab, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const element = player(link.href, link.dataset.videoTitle ?? link.textContent);
    element.tabIndex = 0;
    frame.replaceChildren(element);
    element.focus();
  };
  root.addEventListener('click', onClick);
  // Tells tests (and styles, should they want) that a click now opens the player in place.
  for (const link of root.querySelectorAll('a[data-play-video]'))
    link.setAttribute('data-ready', '');
  return () => root.removeEventListener('click', onClick);
}
