import { ChevronDown, Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { NavItem, NavLink, NavSubmenu } from '../schema/site';
import { media } from '../styles/theme';
import { isLink } from './nav-model';

// Native <details> hold the open state (no React state), so the menu works without script;
// menus.ts adds Escape and outside clicks through the data-menu / data-submenu attributes.
const markerless = `
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const Wrap = styled.details`
  ${media.lg} {
    display: none;
  }
`;

// The toggle's name and icon follow the open state through CSS: text under display: none is not
// part of the accessible name, so it reads "Open menu" or "Close menu" without script.
const Toggle = styled.summary`
  ${markerless}
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  details[open] > & .when-closed,
  details:not([open]) > & .when-open {
    display: none;
  }
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  max-height: calc(100vh - 4rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 18px 30px rgba(15, 35, 70, 0.12);
  padding: 0.5rem 1.25rem 1.25rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: 1rem;
  }
`;

const rowStyle = `
  display: flex; width: 100%; align-items: center; justify-content: space-between;
  min-height: 48px; padding: 0.5rem 0; border: 0; background: none;
  font: inherit; font-weight: 600; text-align: left; text-decoration: none; cursor: pointer;
`;

const Row = styled.a`
  ${rowStyle}
  color: ${({ theme }) => theme.colors.text};
`;

const SectionSummary = styled.summary`
  ${rowStyle}
  ${markerless}
  color: ${({ theme }) => theme.colors.text};
  svg {
    transition: transform 0.15s ease;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`;

/** A section that opens in place; `group` names its exclusive set (one open at a time). */
function Accordion({
  group,
  label,
  children,
}: {
  group: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <details name={group} data-submenu>
        <SectionSummary>
          {label} <ChevronDown size={18} aria-hidden="true" />
        </SectionSummary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

const link = (entry: NavLink) => (
  <li key={entry.href}>
    <Row href={entry.href}>{entry.label}</Row>
  </li>
);

const subsection = (entry: NavSubmenu) => (
  <Accordion key={entry.label} group="mobile-subsection" label={entry.label}>
    {entry.items.map(link)}
  </Accordion>
);

/** The hamburger menu below 1024 px: accordion sections, at most one section and one sub-section open. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  return (
    <Wrap data-menu>
      <Toggle>
        <span className="visually-hidden when-closed">Open menu</span>
        <span className="visually-hidden when-open">Close menu</span>
        <Menu className="when-closed" aria-hidden="true" />
        <X className="when-open" aria-hidden="true" />
      </Toggle>
      <Panel id="mobile-menu" aria-label="Main">
        <ul>
          {items.map((item) =>
            isLink(item) ? (
              link(item)
            ) : (
              <Accordion key={item.label} group="mobile-section" label={item.label}>
                {item.items.map((entry) => (isLink(entry) ? link(entry) : subsection(entry)))}
              </Accordion>
            ),
          )}
        </ul>
      </Panel>
    </Wrap>
  );
}
