import { StrictMode, type ReactNode } from 'react';
import site from 'virtual:site';
import { formStateElementId, readFormPageState } from '../engine/browser/form-state';
import { decodePath } from '../engine/paths';
import { AppProviders } from './AppProviders';

/** The state of a form post the server rendered this page for, if it did (see entry-server). */
function embeddedFormState() {
  const text = document.getElementById(formStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return readFormPageState(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const formState = embeddedFormState();

/**
 * What every island renders inside in the browser, as the prerender rendered it: site config,
 * theme, path. The engine's hydration is given it by the build (`virtual:island-providers`).
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders site={site} path={decodePath(window.location.pathname)} formState={formState}>
        {children}
      </AppProviders>
    </StrictMode>
  );
}
