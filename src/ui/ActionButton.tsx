import styled, { css } from 'styled-components';
import type { Action, ActionStyle } from '../schema/common';
import { dialogLinkAttributes } from '../engine/browser/dialogs';
import { useSite } from '../engine/browser/site-context';

const looks: Record<ActionStyle, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover {
      background: rgba(127, 127, 127, 0.12);
    }
  `,
  link: css`
    background: none;
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  `,
};

export const buttonStyles = css<{ $look: ActionStyle }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.7rem 1.4rem;
  border: 2px solid;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s ease;
  ${({ $look }) => looks[$look]}
`;

const StyledAnchor = styled.a<{ $look: ActionStyle }>`
  ${buttonStyles}
`;

/**
 * The words a button has for screen readers beside its visible text: they follow it, so its
 * accessible name still starts with what is shown and a voice command naming it works (WCAG 2.2,
 * 2.5.3; decisions.md #105).
 */
function ScreenReaderWords({ words }: { words: string | undefined }) {
  return words ? <span className="visually-hidden">: {words}</span> : null;
}

/** Renders a block action: an internal link, an external link, or a button opening a form dialog. */
export function ActionButton({ action, subject }: { action: Action; subject?: string }) {
  const { dialogPages } = useSite();
  if ('opens' in action) {
    // A link to a page with the same form inline, which the islands loader turns into a dialog
    // button once it runs (decisions.md #25, docs/islands.md).
    return (
      <StyledAnchor
        $look={action.style}
        href={dialogPages[action.opens].href}
        {...dialogLinkAttributes({ name: action.opens, subject })}
      >
        {action.label}
        <ScreenReaderWords words={action.accessibleLabel} />
      </StyledAnchor>
    );
  }
  return (
    <StyledAnchor
      $look={action.style}
      href={action.href}
      {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {action.label}
      <ScreenReaderWords words={action.accessibleLabel} />
      {/* Several "Click here" links on one page need their card's title to tell them apart. */}
      {subject && <span className="visually-hidden">: {subject}</span>}
      {action.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </StyledAnchor>
  );
}

export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: 1.5rem;
`;
