import { createElement, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The site's providers, named by the build (vite.config.ts): the engine does not import the site.
import { IslandProviders } from 'virtual:island-providers';

import { islandAttributes } from './island-names';

// Re-exported so the dialogs island shares this chunk instead of splitting the providers off.
export { IslandProviders };

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
  // The props are the JSON the prerender wrote for this very component. Development builds check
  // them against the block's schema (the check and zod are dropped from production builds).
  if (import.meta.env.DEV) {
    const name = root.getAttribute(islandAttributes.name) ?? '';
    void import('virtual:island-props-check').then(({ checkIslandProps }) =>
      checkIslandProps(name, props),
    );
  }
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
