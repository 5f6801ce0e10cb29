import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DialogHost } from '../layout/DialogHost';
import { FloatingCluster } from '../layout/FloatingCluster';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { GlobalStyle } from '../styles/global';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PageRoutes } from './routes';

/** Scrolls smoothly to the top and moves focus to the content on every route change. */
function useRouteChangeFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    main.current?.focus({ preventScroll: true });
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
