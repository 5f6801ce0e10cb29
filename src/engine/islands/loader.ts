/**
 * The only script a page runs by itself (the boot script starts it after the page has loaded):
 * it finds the page's islands and wakes each at its moment, and turns dialog links into dialog
 * buttons. It imports no React: a page whose islands all wait for a visitor downloads React only
 * when one does (docs/islands.md).
 */
import { rememberLanding } from '../browser/landing';
import { loadChunk } from '../browser/load-chunk';
import type { ReactNode } from 'react';
import type { Enhancer, IslandStrategy } from '../block-definition';
import { islandAttributes, toastId } from './island-names';
import { replayActions, scriptButton } from './replay';

const interactionEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** Calls `wake` once, at the moment the island's strategy names. */
function schedule(root: HTMLElement, strategy: IslandStrategy, wake: () => void) {
  if (strategy === 'load') return wake();
  if (strategy === 'idle') {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(wake, { timeout: 2000 });
    else setTimeout(wake, 200);
    return;
  }
  if (strategy === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        wake();
      },
      { rootMargin: '200px' },
    );
    // The root is `display: contents` (no box): watch its children.
    for (const child of root.children) observer.observe(child);
    return;
  }
  // interaction: the first pointer or focus inside it, or now if the visitor is already there.
  if (root.contains(document.activeElement) || root.matches(':hover')) return wake();
  const once = () => {
    for (const type of interactionEvents) root.removeEventListener(type, once);
    wake();
  };
  for (const type of interactionEvents) root.addEventListener(type, once, { passive: true });
}

/**
 * Says in the toast region that code could not load (decisions.md #11), with a retry: a module
 * that failed to load stays failed in this document, so the retry reloads the page.
 */
function sayChunkFailed() {
  const region = document.getElementById(toastId);
  if (!region) return;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  region.setAttribute('data-tone', 'error');
  region.replaceChildren('Loading chunk failed. ', retry);
}

/** Asks for the chunks an island's code imports, so they download beside it, not after it. */
function preload(root: HTMLElement) {
  for (const href of (root.getAttribute(islandAttributes.preload) ?? '').split(' ')) {
    if (!href || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// An island's module, from the URL the prerender wrote on its root: a plain-DOM script or a
// React component (the registry's declaration of the block says which; the root shows it).
const importScript = (src: string) => (): Promise<{ default: Enhancer }> =>
  import(/* @vite-ignore */ src);
const importComponent = (src: string) => (): Promise<{ default: (props: never) => ReactNode }> =>
  import(/* @vite-ignore */ src);

async function wake(root: HTMLElement, clicked: HTMLButtonElement | null = null) {
  const src = root.getAttribute(islandAttributes.module);
  if (!src) return;
  const replay = replayActions(root, clicked);
  preload(root);
  try {
    // A React island's root carries the id prefix it was rendered with; a script's does not.
    if (!root.hasAttribute(islandAttributes.ids)) {
      (await loadChunk(importScript(src))).default(root);
    } else {
      const [runtime, component] = await Promise.all([
        loadChunk(() => import('./hydrate')),
        loadChunk(importComponent(src)),
      ]);
      const props: unknown = JSON.parse(root.getAttribute(islandAttributes.props) ?? '{}');
      await runtime.hydrateIsland(
        root,
        component.default,
        typeof props === 'object' && props !== null ? props : {},
        root.getAttribute(islandAttributes.ids) ?? '',
      );
    }
    root.setAttribute('data-awake', '');
    replay(true);
  } catch (error) {
    // The prerendered markup stays: its links and forms work as they do without scripts. A
    // visitor who clicked is told; a click later tries again.
    if (replay(false)) sayChunkFailed();
    root.setAttribute('data-awake', 'failed');
    console.error('An island could not start:', error);
    root.addEventListener('click', (event) => void wake(root, scriptButton(event.target)), {
      once: true,
    });
  }
}

const dialogLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-opens]') : null;

// The site's form dialogs, named by the build (vite.config.ts): the engine does not import them.
const importDialogs = () => loadChunk(() => import('virtual:dialogs'));

/**
 * Links carrying `data-opens` open their form in a dialog instead of going to its page; if the
 * dialog code cannot load, the link is followed (the page has the same form).
 */
function wireDialogLinks() {
  for (const link of document.querySelectorAll('a[data-opens]'))
    link.setAttribute('aria-haspopup', 'dialog');
  const prefetch = (event: Event) => {
    if (dialogLink(event.target)) void importDialogs().catch(() => undefined);
  };
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
  document.addEventListener('click', (event) => {
    const link = dialogLink(event.target);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const name = link.getAttribute('data-opens') ?? '';
    const subject = link.getAttribute('data-subject') ?? undefined;
    importDialogs().then(
      ({ openDialog }) => {
        if (!openDialog(name, subject, link)) window.location.assign(link.href);
      },
      () => window.location.assign(link.href),
    );
  });
}

function start() {
  for (const root of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const when = root.getAttribute(islandAttributes.when);
    const strategy: IslandStrategy =
      when === 'load' || when === 'idle' || when === 'visible' ? when : 'interaction';
    schedule(root, strategy, () => void wake(root));
  }
  wireDialogLinks();
  rememberLanding();
  document.documentElement.setAttribute('data-islands', 'ready');
}

start();
