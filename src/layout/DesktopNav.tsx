import { ChevronDown, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { usePagePath } from '../engine/browser/page-path';
import { linkKey } from '../engine/paths';
import type { NavItem, NavLink, NavSubmenu } from '../schema/site';
import { media } from '../styles/theme';
import { isLink } from './nav-model';

const Nav = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
  }
`;

const Bar = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: 0.25rem;
  align-items: center;
`;

const itemStyle = `
  display: inline-flex; align-items: center; gap: 0.3rem;
  min-height: 44px; padding: 0.5rem 0.85rem; border-radius: 8px;
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
  background: none; border: 0;
`;

const TopLink = styled.a`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// Native <details> hold the open state, so the menus work without script; menus.ts adds hover,
// Escape and outside clicks through the data-menu / data-submenu / data-hover attributes.
const markerless = `
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const TopSummary = styled.summary`
  ${itemStyle}
  ${markerless}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  details[open] > & {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    transition: transform 0.15s ease;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`;

const Item = styled.li`
  position: relative;
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  min-width: 18rem;
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 18px 40px rgba(15, 35, 70, 0.14);
  /* Bridges the gap to the summary, so a pointer crossing it stays inside the hovered menu. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 100%;
    height: 0.25rem;
  }
`;

const SubPanel = styled(Panel)`
  top: 0;
  left: calc(100% + 0.25rem);
  &::before {
    top: 0;
    bottom: 0;
    left: auto;
    right: 100%;
    width: 0.25rem;
    height: auto;
  }
`;

const PanelLink = styled.a`
  display: block;
  padding: 0.6rem 0.8rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const PanelSummary = styled.summary`
  ${markerless}
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.6rem 0.8rem;
  border-radius: 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  details[open] > & {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

function Submenu({ submenu }: { submenu: NavSubmenu }) {
  return (
    <Item>
      <details data-submenu data-hover>
        <PanelSummary>
          {submenu.label} <ChevronRight size={16} aria-hidden="true" />
        </PanelSummary>
        <SubPanel>
          {submenu.items.map((link) => (
            <li key={link.href}>
              <PanelLink href={link.href}>{link.label}</PanelLink>
            </li>
          ))}
        </SubPanel>
      </details>
    </Item>
  );
}

function Menu({ label, items }: { label: string; items: (NavLink | NavSubmenu)[] }) {
  // `name` makes the dropdowns exclusive natively: opening one closes the others.
  return (
    <Item>
      <details name="desktop-nav" data-menu data-hover>
        <TopSummary>
          {label} <ChevronDown size={16} aria-hidden="true" />
        </TopSummary>
        <Panel>
          {items.map((entry) =>
            isLink(entry) ? (
              <li key={entry.href}>
                <PanelLink href={entry.href}>
                  {entry.label}
                  {entry.description && <small>{entry.description}</small>}
                </PanelLink>
              </li>
            ) : (
              <Submenu key={entry.label} submenu={entry} />
            ),
          )}
        </Panel>
      </details>
    </Item>
  );
}

/** The desktop navigation bar (from 1024 px): links and dropdowns with a nested submenu. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const path = usePagePath();
  return (
    <Nav aria-label="Main">
      <Bar>
        {items.map((item) =>
          isLink(item) ? (
            <Item key={item.href}>
              <TopLink
                href={item.href}
                aria-current={linkKey(item.href) === linkKey(path) ? 'page' : undefined}
              >
                {item.label}
              </TopLink>
            </Item>
          ) : (
            <Menu key={item.label} label={item.label} items={item.items} />
          ),
        )}
      </Bar>
    </Nav>
  );
}
