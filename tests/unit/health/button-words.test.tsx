// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionButton } from '../../../src/ui/ActionButton';
import { renderWithSite } from '../render';

describe('a button’s words for screen readers', () => {
  it('follow its visible text in its accessible name, which still starts with what is shown', () => {
    renderWithSite(
      <ActionButton
        action={{
          label: 'Click here',
          accessibleLabel: 'see our VPS hosting plans',
          href: '/vps-hosting',
          newTab: false,
          style: 'primary',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: /^Click here ?: see our VPS hosting plans$/ });
    expect(link).toHaveAttribute('href', '/vps-hosting');
  });

  it('name a button that opens a form the same way', () => {
    renderWithSite(
      <ActionButton
        action={{
          label: 'Read more',
          accessibleLabel: 'ask about hosting',
          opens: 'enquiry',
          style: 'primary',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: /^Read more ?: ask about hosting$/ })).toBeTruthy();
  });
});
