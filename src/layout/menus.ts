// Plain DOM on purpose: the header is static HTML and its menus are native <details>, which open
// and close without script. This adds what <details> cannot do alone; it imports nothing so the
// islands loader can ship it on its own (docs/islands.md step 5).
//
// Markup contract: `data-menu` marks a top-level menu (a desktop dropdown, the hamburger),
// `data-submenu` a menu nested in one, `data-hover` one that opens on mouse hover.

const TOP = 'details[data-menu]';

const canHover = () => matchMedia('(hover: hover)').matches;

/** Closes a menu and every menu inside it, so it opens again from the top. */
function close(menu: HTMLDetailsElement) {
  menu.open = false;
  menu.querySelectorAll('details').forEach((inner) => (inner.open = false));
}

/**
 * Adds Escape, outside-click, one-dropdown-at-a-time, hover and close-on-link to the native
 * `<details>` menus under `root`; returns a cleanup that removes every listener.
 */
export function enhanceMenus(root: HTMLElement): () => void {
  const openMenus = () => [...root.querySelectorAll<HTMLDetailsElement>(`${TOP}[open]`)];
  const menuOf = (node: EventTarget | null) =>
    node instanceof Element ? node.closest<HTMLDetailsElement>(TOP) : null;

  const onKey = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Escape') return;
    const open = openMenus();
    const menu = open.find((m) => m.contains(document.activeElement)) ?? open[0];
    if (!menu) return;
    close(menu);
    menu.querySelector('summary')?.focus();
  };
  const onPointerDown = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!menu.contains(target)) close(menu);
  };
  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    const menu = menuOf(link);
    if (menu) return close(menu);
    // Hover opened it already: a mouse click must not close it under the pointer. A keyboard
    // "click" (detail 0) toggles as usual.
    const details = event.target.closest('summary')?.parentElement;
    const hovered =
      details instanceof HTMLDetailsElement && details.open && details.hasAttribute('data-hover');
    if (hovered && event.detail > 0 && canHover()) event.preventDefault();
  };
  const onToggle = (event: Event) => {
    const opened = event.target;
    // `name` already makes top-level dropdowns exclusive in Chromium; this covers the rest.
    if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches(TOP)) return;
    for (const menu of openMenus()) if (menu !== opened) close(menu);
  };
  const onHover = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute('data-hover')) return;
    if (!canHover()) return;
    if (event.type === 'mouseenter') details.open = true;
    else close(details);
  };

  const removers: (() => void)[] = [];
  function listen(
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    capture = false,
  ) {
    target.addEventListener(type, listener, capture);
    removers.push(() => target.removeEventListener(type, listener, capture));
  }
  listen(document, 'keydown', onKey);
  listen(document, 'pointerdown', onPointerDown);
  listen(root, 'click', onClick);
  // toggle, mouseenter and mouseleave do not bubble: capture them on the way down.
  listen(root, 'toggle', onToggle, true);
  listen(root, 'mouseenter', onHover, true);
  listen(root, 'mouseleave', onHover, true);
  return () => removers.forEach((remove) => remove());
}

export default enhanceMenus;
