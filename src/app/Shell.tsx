import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DialogHost } from '../layout/DialogHost';
import { FloatingCluster } from '../layout/FloatingCluster';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { GlobalStyle } from '../styles/global';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PageRoutes } from './routes';

/**
 * Scrolls smoothly to the top and moves focus to the content on every route change, unless the
 * visitor has moved focus since activating the link: a route's code may arrive after they have
 * already opened the menu again, and taking focus from there would lose their place.
 */
function useRouteChangeFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // What had focus when the visitor last activated a link.
  const origin = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a'))
        origin.current = document.activeElement;
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    const movedSince = active !== null && active !== document.body && active !== origin.current;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    if (!movedSince) main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** The frame around every page: header, main content, footer and the floating actions. */
export function Shell() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteChangeFocus(main);
  return (
    <DialogHost>
      <GlobalStyle />
      <Header />
      <main id="main" ref={main} tabIndex={-1} style={{ outline: 'none' }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <PageRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <FloatingCluster />
    </DialogHost>
  );
}
