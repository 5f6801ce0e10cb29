// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/layout/Footer';
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

describe('mobile menu', () => {
  beforeEach(usePhoneViewport);
  it('opens, keeps one section and one sub-section open, and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithSite(<MobileMenu items={site.nav} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const services = screen.getByRole('button', { name: 'Services' });
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    // Services holds a nested Hosting / Server submenu; a top-level section has the same label.
    const [nested, topLevel] = screen.getAllByRole('button', { name: 'Hosting / Server' });
    await user.click(nested!);
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    await user.click(topLevel!);
    expect(topLevel).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(nested).not.toBeVisible();

    const panel = screen.getByRole('navigation', { name: 'Main' });
    const link = within(panel).getAllByRole('link', { name: 'VPS Hosting' }).at(-1)!;
    expect(link).toHaveAttribute('href', '/vps-hosting');
    await user.click(link);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithSite(<MobileMenu items={site.nav} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
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
    const image = { src: '/images/servers.svg', alt: '', width: 10, height: 10 };
    const slides = ['One', 'Two', 'Three'].map((title) => ({
      title,
      description: `${title} text`,
      image,
      link: { label: `Go ${title}`, href: '/' },
    }));
    renderWithSite(
      <HeroCarousel
        index={0}
        block={{ type: 'heroCarousel', label: 'Highlights', intervalMs: 5000, slides }}
      />,
    );
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
  });
});
