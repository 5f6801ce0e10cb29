import { useCallback, useRef, useState } from 'react';
import { ChevronDown, Menu, X } from 'lucide-react';
import styled from 'styled-components';
import type { NavItem, NavLink, NavSubmenu } from '../schema/site';
import { media } from '../styles/theme';
import { isLink } from './nav-model';
import { useDismiss } from './use-dismiss';

const Wrap = styled.div`
  ${media.lg} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
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
  &[hidden] {
    display: none;
  }
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

const SectionButton = styled.button`
  ${rowStyle}
  color: ${({ theme }) => theme.colors.text};
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

function Accordion({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <li>
      <SectionButton type="button" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {label} <ChevronDown size={18} aria-hidden="true" />
      </SectionButton>
      <ul id={id} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

/** The hamburger menu below 1024 px: accordion sections, at most one section and one sub-section open. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const [subsection, setSubsection] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((reason?: 'escape' | 'outside') => {
    setOpen(false);
    setSection(null);
    setSubsection(null);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(ref, open, close);

  const link = (entry: NavLink) => (
    <li key={entry.href}>
      <Row href={entry.href} onClick={() => close()}>
        {entry.label}
      </Row>
    </li>
  );
  const sub = (entry: NavSubmenu, parent: string) => {
    const key = `${parent}/${entry.label}`;
    return (
      <Accordion
        key={key}
        id={`mobile-${key.replace(/\W+/g, '-')}`}
        label={entry.label}
        open={subsection === key}
        onToggle={() => setSubsection((s) => (s === key ? null : key))}
      >
        {entry.items.map(link)}
      </Accordion>
    );
  };

  return (
    <Wrap ref={ref}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Toggle>
      <Panel id="mobile-menu" aria-label="Main" hidden={!open}>
        <ul>
          {items.map((item) =>
            isLink(item) ? (
              link(item)
            ) : (
              <Accordion
                key={item.label}
                id={`mobile-${item.label.replace(/\W+/g, '-')}`}
                label={item.label}
                open={section === item.label}
                onToggle={() => {
                  setSection((s) => (s === item.label ? null : item.label));
                  setSubsection(null);
                }}
              >
                {item.items.map((entry) => (isLink(entry) ? link(entry) : sub(entry, item.label)))}
              </Accordion>
            ),
          )}
        </ul>
      </Panel>
    </Wrap>
  );
}
