import { useCallback, useRef, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { usePagePath } from '../engine/browser/page-path';
import { linkKey } from '../engine/paths';
import type { NavItem, NavLink, NavSubmenu } from '../schema/site';
import { media } from '../styles/theme';
import { isLink } from './nav-model';
import { useDismiss } from './use-dismiss';

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

const TopButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
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
  &[hidden] {
    display: none;
  }
`;

const SubPanel = styled(Panel)`
  top: 0;
  left: calc(100% + 0.25rem);
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

const PanelButton = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  padding: 0.6rem 0.8rem;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * A pointer already opened the menu on hover, so its click must not close it again; a keyboard
 * "click" (detail 0) toggles.
 */
const toggleOnClick = (open: boolean, detail: number) => (detail === 0 ? !open : true);

function Submenu({ submenu, onNavigate }: { submenu: NavSubmenu; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Item onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <PanelButton
        type="button"
        aria-expanded={open}
        onClick={(event) => setOpen((o) => toggleOnClick(o, event.detail))}
      >
        {submenu.label} <ChevronRight size={16} aria-hidden="true" />
      </PanelButton>
      <SubPanel hidden={!open}>
        {submenu.items.map((link) => (
          <li key={link.href}>
            <PanelLink href={link.href} onClick={onNavigate}>
              {link.label}
            </PanelLink>
          </li>
        ))}
      </SubPanel>
    </Item>
  );
}

function Dropdown({ label, items }: { label: string; items: (NavLink | NavSubmenu)[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((reason?: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(ref, open, close);
  return (
    <Item ref={ref} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <TopButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        onClick={(event) => setOpen((o) => toggleOnClick(o, event.detail))}
      >
        {label} <ChevronDown size={16} aria-hidden="true" />
      </TopButton>
      <Panel hidden={!open}>
        {items.map((entry) =>
          isLink(entry) ? (
            <li key={entry.href}>
              <PanelLink href={entry.href} onClick={() => close()}>
                {entry.label}
                {entry.description && <small>{entry.description}</small>}
              </PanelLink>
            </li>
          ) : (
            <Submenu key={entry.label} submenu={entry} onNavigate={() => close()} />
          ),
        )}
      </Panel>
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
            <Dropdown key={item.label} label={item.label} items={item.items} />
          ),
        )}
      </Bar>
    </Nav>
  );
}
