// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import Tabs from '../../src/blocks/tabs/Block';
import enhance from '../../src/blocks/tabs/enhance';
import { tabsSchema, type TabsBlock } from '../../src/blocks/tabs/schema';
import { site } from './render';

const example = tabsSchema.parse(JSON.parse(readFileSync('src/blocks/tabs/example.json', 'utf8')));
// Three tabs, so moving with the arrows is told apart from toggling between two.
const block: TabsBlock = {
  ...example,
  tabs: [
    ...example.tabs,
    { label: 'Third', heading: 'Third panel', paragraphs: ['Text.'], list: [] },
  ],
};

/** Puts the block's prerendered HTML in the document, as the islands loader will find it. */
function prerender(): HTMLElement {
  document.body.innerHTML = renderToString(
    <AppProviders site={site}>
      <Tabs block={block} index={2} />
    </AppProviders>,
  );
  const root = document.querySelector<HTMLElement>('[data-tabs]');
  if (!root) throw new Error('no tabs root');
  return root;
}

// By selector, not role: the tab row is invisible until the script has run.
const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const tab = (n: number) => tabs()[n] ?? document.body;
const panels = () => screen.getAllByTestId('tab-panel');

/** The selected tab's index, checked to agree across every attribute the script keeps. */
function selected(): number {
  const index = tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true');
  tabs().forEach((t, i) => {
    expect(t).toHaveAttribute('aria-selected', String(i === index));
    expect(t).toHaveAttribute('tabindex', i === index ? '0' : '-1');
    const panel = panels()[i];
    expect(t).toHaveAttribute('aria-controls', panel?.id);
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', t.id);
    expect(panel?.hidden).toBe(i !== index);
  });
  return index;
}

let cleanups: (() => void)[] = [];
const enhanced = (root: HTMLElement) => {
  cleanups.push(enhance(root));
  return root;
};
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.body.innerHTML = '';
});

describe('tabs markup', () => {
  it('prerenders every panel under its heading, as plain sections a no-script visitor reads in turn', () => {
    const root = prerender();
    expect(panels()).toHaveLength(block.tabs.length);
    panels().forEach((panel, i) => {
      expect(panel).not.toHaveAttribute('role');
      expect(panel.hidden).toBe(false);
      expect(panel.querySelector('h3')).toHaveTextContent(block.tabs[i]?.heading ?? '');
    });
    expect(root.querySelector('[role="tablist"]')).toHaveAttribute('aria-label', block.label);
    expect(tab(0)).toHaveAttribute('aria-selected', 'true');
    expect(root).not.toHaveAttribute('data-enhanced');
  });
});

describe('tabs script', () => {
  it('gives the panels their tab roles, shows the first and puts only its tab in the Tab order', () => {
    const root = enhanced(prerender());
    expect(selected()).toBe(0);
    expect(root).toHaveAttribute('data-enhanced');
    expect(screen.getByRole('tablist', { name: block.label })).toBeVisible();
  });

  it('selects a clicked tab and shows its panel', () => {
    enhanced(prerender());
    fireEvent.click(tab(2));
    expect(selected()).toBe(2);
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends', () => {
    enhanced(prerender());
    tab(0).focus();
    fireEvent.keyDown(tab(0), { key: 'ArrowRight' });
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(tab(1));
    fireEvent.keyDown(tab(1), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab(0), { key: 'ArrowLeft' });
    expect(selected()).toBe(2);
    expect(document.activeElement).toBe(tab(2));
    fireEvent.keyDown(tab(2), { key: 'ArrowRight' });
    expect(selected()).toBe(0);
  });

  it('goes to the first tab with Home and the last with End', () => {
    enhanced(prerender());
    fireEvent.keyDown(tab(0), { key: 'End' });
    expect(selected()).toBe(2);
    expect(document.activeElement).toBe(tab(2));
    fireEvent.keyDown(tab(2), { key: 'Home' });
    expect(selected()).toBe(0);
    expect(document.activeElement).toBe(tab(0));
  });

  it('leaves other keys alone', () => {
    enhanced(prerender());
    const event = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    });
    tab(0).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(selected()).toBe(0);
  });

  it('stops reacting and hides the tab row again once cleaned up', () => {
    const root = prerender();
    const cleanup = enhance(root);
    cleanup();
    expect(root).not.toHaveAttribute('data-enhanced');
    fireEvent.click(tab(1));
    expect(tab(1)).toHaveAttribute('aria-selected', 'false');
  });
});
