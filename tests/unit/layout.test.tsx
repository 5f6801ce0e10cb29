// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/layout/Footer';
import { Header } from '../../src/layout/Header';
import { enhanceMenus } from '../../src/layout/menus';
import { MobileMenu } from '../../src/layout/MobileMenu';
import { renderWithSite, site } from './render';

/** Narrows the window like a phone, where the hamburger menu applies (below 1024 px). */
function usePhoneViewport() {
  const api: unknown = Reflect.get(window, 'happyDOM');
  if (
    typeof api === 'object' &&
    api !== null &&
    'setViewport' in api &&
    typeof api.setViewport === 'function'
  ) {
    api.setViewport({ width: 375, height: 812 });
  }
}

/** The summary whose text is exactly `text` (the menus are native <details>). */
function summary(scope: HTMLElement, text: string): HTMLElement[] {
  return within(scope)
    .getAllByText(text, { exact: true, ignore: false })
    .flatMap((node) => node.closest('summary') ?? []);
}

/** The <details> a summary opens. */
function detailsOf(element: HTMLElement | undefined): HTMLDetailsElement {
  const details = element?.parentElement;
  if (!(details instanceof HTMLDetailsElement)) throw new Error('not a summary of a <details>');
  return details;
}

describe('mobile menu', () => {
  beforeEach(usePhoneViewport);

  it('renders closed native disclosures; sections of one level share a name, so one opens at a time', () => {
    renderWithSite(<MobileMenu items={site.nav} />);
    const panel = screen.getByRole('navigation', { name: 'Main', hidden: true });
    const all = [...document.querySelectorAll('details')];
    expect(all.every((details) => !details.open)).toBe(true);
    const [toggle] = summary(document.body, 'Open menu');
    expect(detailsOf(toggle)).toHaveAttribute('data-menu');
    expect(detailsOf(toggle)).toContainElement(panel);
    const services = detailsOf(summary(panel, 'Services')[0]);
    // Services holds a nested Hosting / Server submenu; a top-level section has the same label.
    const [nested, topLevel] = summary(panel, 'Hosting / Server').map(detailsOf);
    const group = services.getAttribute('name');
    expect(group).toBeTruthy();
    expect(topLevel).toHaveAttribute('name', group);
    expect(nested).toHaveAttribute('name');
    expect(nested).not.toHaveAttribute('name', group);
  });

  it('a chosen link navigates and closes the menu; Escape closes it and focuses the toggle', async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(<Header />);
    // On the site the islands loader runs it on the prerendered header.
    const cleanup = enhanceMenus(container);
    const [toggle] = summary(document.body, 'Open menu');
    const menu = detailsOf(toggle);
    await user.click(toggle!);
    expect(menu.open).toBe(true);
    const panel = within(menu).getByRole('navigation', { name: 'Main' });
    await user.click(summary(panel, 'Services')[0]!);
    await user.click(summary(panel, 'Hosting / Server')[0]!);
    const link = within(panel).getAllByRole('link', { name: 'VPS Hosting' })[0]!;
    expect(link).toHaveAttribute('href', '/vps-hosting');
    await user.click(link);
    expect(menu.open).toBe(false);
    expect(menu.querySelectorAll('details[open]')).toHaveLength(0);

    await user.click(toggle!);
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(toggle).toHaveFocus();
    cleanup();
  });
});

describe('footer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the company contact details, social links and the current year from site config', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T00:00:00Z'));
    renderWithSite(<Footer />);
    expect(screen.getByText(/© 2031 Aruvi Technologies/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.company.email })).toHaveAttribute(
      'href',
      `mailto:${site.company.email}`,
    );
    expect(screen.getByRole('link', { name: site.company.phones[0]!.display })).toHaveAttribute(
      'href',
      `tel:${site.company.phones[0]!.e164}`,
    );
    expect(screen.getByText(/Anna Salai, Chennai/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Social networks' })).getAllByRole('link'),
    ).toHaveLength(3);
    for (const heading of ['About Us', 'Our Services', 'Other Services', 'Contact Us']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

describe('hero carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('advances every interval, wraps to the first slide, pauses on hover and jumps with the dots', async () => {
    vi.useFakeTimers();
    const { default: HeroCarousel } = await import('../../src/blocks/hero-carousel/Block');
    const { default: enhance } = await import('../../src/blocks/hero-carousel/enhance');
    const image = { src: '/images/servers.svg', alt: '', width: 10, height: 10 };
    const slides = ['One', 'Two', 'Three'].map((title) => ({
      title,
      description: `${title} text`,
      image,
      link: { label: `Go ${title}`, href: '/' },
    }));
    const { container } = renderWithSite(
      <HeroCarousel
        index={0}
        block={{ type: 'heroCarousel', label: 'Highlights', intervalMs: 5000, slides }}
      />,
    );
    // As the islands loader does: on the island's root element, which wraps the block.
    const cleanup = enhance(container);
    const visible = () =>
      screen
        .getAllByTestId('carousel-slide')
        .findIndex((s) => s.getAttribute('aria-hidden') === 'false');
    expect(visible()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(visible()).toBe(1);
    act(() => vi.advanceTimersByTime(10000));
    expect(visible()).toBe(0);

    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(visible()).toBe(0);
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Three' }));
    expect(visible()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3: Three' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    cleanup();
  });
});
