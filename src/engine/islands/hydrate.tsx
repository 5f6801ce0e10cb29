import { createElement, startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import site from 'virtual:site';
import { AppProviders } from '../../app/AppProviders';
import { formStateElementId, readFormPageState } from '../browser/form-state';
import { decodePath } from '../paths';

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

/** What every island renders inside, as the prerender rendered it: site config, theme, path. */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders site={site} path={decodePath(window.location.pathname)} formState={formState}>
        {children}
      </AppProviders>
    </StrictMode>
  );
}

/** Renders nothing of its own; tells when the island around it has hydrated. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * Hydrates one island's prerendered markup as its own React root, with the props and the id
 * prefix the prerender used. In a transition, so React yields to the browser while it works;
 * resolves once the island's handlers are attached.
 */
export function hydrateIsland(
  root: HTMLElement,
  component: (props: never) => ReactNode,
  props: object,
  idPrefix: string,
): Promise<void> {
  // The props are the JSON the prerender wrote for this very component.
  const element = createElement(component as (props: object) => ReactNode, props);
  return new Promise((resolve) => {
    const content = (
      <Hydrated onDone={resolve}>
        <IslandProviders>{element}</IslandProviders>
      </Hydrated>
    );
    startTransition(() => {
      hydrateRoot(root, content, {
        identifierPrefix: idPrefix,
        onRecoverableError(error) {
          console.error('Hydration problem:', error);
        },
      });
    });
  });
}
