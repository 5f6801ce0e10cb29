import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import { AppProviders } from './app/AppProviders';
import { entryFor, loadPage } from './app/page-store';
import { Shell } from './app/Shell';
import { formStateElementId, readFormPageState } from './engine/browser/form-state';

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

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const app = (
    <StrictMode>
      <AppProviders site={site} formState={embeddedFormState()}>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // Load the prerendered page's data and renderers first (the HTML modulepreloads them), so the
  // first client render matches the server's. A failed load hydrates anyway and shows the error screen.
  await loadPage(entryFor(window.location.pathname)).catch(() => undefined);
  // In a transition React hydrates in slices and yields to the browser between them, so the
  // page stays responsive (no long task) on slow phones.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        console.error('Hydration problem:', error);
      },
    });
  });
}

void start();
