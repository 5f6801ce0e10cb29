import { Island } from '../engine/islands/Island';
import { shellIslands } from '../engine/islands/island-names';
import { FloatingCluster } from '../layout/FloatingCluster';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { Toast } from '../layout/Toast';
import { GlobalStyle } from '../styles/global';
import type { ReactNode } from 'react';

/**
 * The frame around the site's public pages (`"layout": "site"`), as prerendered: header, the
 * main content, footer, the floating actions (an island) and the toast region. Nothing here hydrates as a whole; only islands do,
 * each on its own root (docs/islands.md).
 */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <Island mark={{ name: 'menus', ...shellIslands.menus }}>
        <Header />
      </Island>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </main>
      <Footer />
      <Island mark={{ name: 'floatingCluster', ...shellIslands.floatingCluster }}>
        <FloatingCluster />
      </Island>
      <Toast />
    </>
  );
}
