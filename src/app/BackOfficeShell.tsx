import { Island } from '../engine/islands/Island';
import { shellIslands } from '../engine/islands/island-names';
import { BackOfficeHeader } from '../layout/back-office/BackOfficeHeader';
import { Toast } from '../layout/Toast';
import { GlobalStyle } from '../styles/global';
import type { ReactNode } from 'react';

/**
 * The frame around a staff page (`"layout": "backOffice"`): the staff area's header and
 * navigation (a script island), the main content and the toast region. None of the public
 * site's header, footer or floating buttons, and none of their code.
 */
export function BackOfficeShell({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <Island mark={{ name: 'backOffice', ...shellIslands.backOffice }}>
        <BackOfficeHeader />
      </Island>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </main>
      <Toast />
    </>
  );
}
