import { useEffect, useState } from 'react';
import { fetchPublishProgress, type PublishProgress } from '../studio-api';

const every = 400;

/**
 * Where a publish is, in the marketer's words: its stage only, since the text is announced
 * (the count of pages is a progress bar beside it, read when asked).
 */
export function progressText(progress: PublishProgress | null): string {
  if (!progress) return 'Publishing…';
  const { stage, pages } = progress;
  if (stage === 'checking') return 'Publishing: checking the page…';
  if (stage === 'saving') return 'Publishing: saving this version…';
  if (stage === 'sending') return 'Publishing: sending it to the live site…';
  return pages && pages.total > 1
    ? 'Publishing: updating every page…'
    : 'Publishing: updating the page…';
}

/**
 * While `active` (the editor's publish is under way on the site), asks the site how far it is
 * a few times a second and says it: a menu change updates every page, which takes a while on a
 * large site.
 */
export function usePublishProgress(active: boolean): PublishProgress | null {
  const [progress, setProgress] = useState<PublishProgress | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      fetchPublishProgress().then(
        (now) => {
          if (!live) return;
          setProgress(now);
          timer = setTimeout(ask, every);
        },
        () => live && (timer = setTimeout(ask, every)),
      );
    timer = setTimeout(ask, every);
    return () => {
      live = false;
      clearTimeout(timer);
      setProgress(null);
    };
  }, [active]);
  return active ? progress : null;
}
