// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceMenus } from '../../src/layout/menus';

/** A header with two top-level menus, the first holding a nested submenu. */
function renderFixture() {
  document.body.innerHTML = `
    <header>
      <details data-menu id="first">
        <summary>First</summary>
        <a href="#one">One</a>
        <details data-submenu id="nested"><summary>Nested</summary><a href="#two">Two</a></details>
      </details>
      <details data-menu id="second"><summary>Second</summary><a href="#three">Three</a></details>
    </header>
    <main><button type="button">Elsewhere</button></main>`;
  const menu = (id: string) => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLDetailsElement)) throw new Error(`no details #${id}`);
    return element;
  };
  const header = document.querySelector('header');
  if (!header) throw new Error('no header');
  return { header, first: menu('first'), nested: menu('nested'), second: menu('second') };
}

const pressEscape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

const pointerDown = (target: Element) =>
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

describe('enhanceMenus', () => {
  let cleanup: () => void = () => {};
  let fixture: ReturnType<typeof renderFixture>;
  beforeEach(() => {
    fixture = renderFixture();
    cleanup = enhanceMenus(fixture.header);
  });
  afterEach(() => cleanup());

  it('closes the menu holding focus on Escape, with its submenus, and focuses its summary', () => {
    const { first, nested } = fixture;
    first.open = true;
    nested.open = true;
    nested.querySelector('a')?.focus();
    pressEscape();
    expect(first.open).toBe(false);
    expect(nested.open).toBe(false);
    expect(document.activeElement).toBe(first.querySelector('summary'));
  });

  it('closes the open menu on Escape when focus is outside it', () => {
    const { second } = fixture;
    second.open = true;
    pressEscape();
    expect(second.open).toBe(false);
    expect(document.activeElement).toBe(second.querySelector('summary'));
  });

  it('closes an open menu on a press outside it without moving focus', () => {
    const { first } = fixture;
    first.open = true;
    const elsewhere = document.querySelector('main button');
    if (!(elsewhere instanceof HTMLElement)) throw new Error('no button');
    elsewhere.focus();
    pointerDown(elsewhere);
    expect(first.open).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('keeps a menu open on a press inside it', () => {
    const { first, nested } = fixture;
    first.open = true;
    pointerDown(nested);
    expect(first.open).toBe(true);
  });

  it('closes the menu when a link inside it is chosen', () => {
    const { first } = fixture;
    first.open = true;
    first.querySelector('a')?.click();
    expect(first.open).toBe(false);
  });

  it('removes its listeners on cleanup: Escape and outside presses no longer close', () => {
    const { first } = fixture;
    cleanup();
    first.open = true;
    pressEscape();
    expect(first.open).toBe(true);
    pointerDown(document.body);
    expect(first.open).toBe(true);
  });
});
