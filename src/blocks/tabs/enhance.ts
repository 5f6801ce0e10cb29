// The tabs' behaviour in plain DOM, so the page needs no React for it: the prerendered markup holds
// the tab row and every panel, and the current one is marked by attributes that its CSS keys off.

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Makes prerendered tabs work as the ARIA tab pattern: clicking a tab or moving to it with the
 * arrow keys, Home or End selects it and shows its panel (automatic activation), and only the
 * selected tab is in the Tab order. Returns a cleanup.
 */
export default function enhance(island: HTMLElement): () => void {
  // The islands loader passes the island's root, which wraps the tabs.
  const root = island.matches('[data-tabs]')
    ? island
    : (island.querySelector<HTMLElement>('[data-tabs]') ?? island);
  const tabs = () => [...root.querySelectorAll<HTMLElement>('[data-tab]')];
  const panels = () => [...root.querySelectorAll<HTMLElement>('[data-panel]')];
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');

  const select = (index: number) => {
    tabs().forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
    });
    panels().forEach((panel, i) => {
      panel.toggleAttribute('data-current', i === index);
      panel.hidden = i !== index;
    });
  };

  panels().forEach((panel, i) => {
    panel.setAttribute('role', 'tabpanel');
    const tab = tabs()[i];
    if (tab) panel.setAttribute('aria-labelledby', tab.id);
    // A panel may hold no link or control, so it takes focus itself, as the pattern advises.
    panel.tabIndex = 0;
  });
  const current = tabs().findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  select(Math.max(0, current));

  const onClick = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest('[data-tab]') : null;
    const index = tab instanceof HTMLElement ? tabs().indexOf(tab) : -1;
    if (index >= 0) select(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    const all = tabs();
    const from = event.target instanceof HTMLElement ? all.indexOf(event.target) : -1;
    if (!move || from < 0) return;
    event.preventDefault();
    const to = move(from, all.length);
    select(to);
    all[to]?.focus();
  };
  tablist?.addEventListener('click', onClick);
  tablist?.addEventListener('keydown', onKeyDown);
  root.toggleAttribute('data-enhanced', true);

  return () => {
    tablist?.removeEventListener('click', onClick);
    tablist?.removeEventListener('keydown', onKeyDown);
    // A tab row that no longer works is hidden again.
    root.removeAttribute('data-enhanced');
  };
}
