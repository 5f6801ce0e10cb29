import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * What the studio shows when a screen fails (the router's error element): words for the
 * marketer and the way back; the error itself goes to the browser's console, for developers.
 */
export function StudioError() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the marketer: the heading takes the focus, so it is read out.
  useEffect(() => {
    document.title = 'Something went wrong · Page studio';
    heading.current?.focus();
  }, []);
  return (
    <main className="studio studio-error">
      <h1 ref={heading} tabIndex={-1}>
        Something went wrong
      </h1>
      <p>
        The studio could not show this screen. Pages already saved are not affected. Go back to the
        list of pages and try again; if it happens again, tell the people who look after the site.
      </p>
      <p>
        <Link to="/" className="back-to-pages">
          <span aria-hidden="true">←</span>All pages
        </Link>
      </p>
    </main>
  );
}
