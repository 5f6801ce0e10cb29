import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';

const Box = styled.dialog`
  width: min(40rem, calc(100vw - 1.5rem));
  max-height: calc(100dvh - 1.5rem);
  overflow: auto;
  overscroll-behavior: contain;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 24px 60px rgba(11, 31, 58, 0.35);
  &::backdrop {
    background: rgba(11, 31, 58, 0.7);
  }
`;

const Panel = styled.div`
  position: relative;
  padding: 1.5rem 1.25rem;
  @media (min-width: 640px) {
    padding: 2rem;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Title = styled.h2`
  font-size: 1.5rem;
  margin-right: 2.5rem;
`;

const focusable =
  'a[href], button:not([disabled]), input:not([tabindex="-1"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (native <dialog> with showModal: the page behind is inert). Closed by Escape,
 * the close button or a click on the dark backdrop; Tab cycles inside; the first field gets
 * focus. The host returns focus to the button that opened it.
 */
export function Dialog({
  title,
  intro,
  onClose,
  children,
}: {
  title: string;
  intro?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
    return () => dialog.close();
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (el) => !el.closest('[aria-hidden="true"]'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault(); // Escape: React decides, so state and DOM agree
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        // Only a press and release both on the backdrop closes: not a text selection that
        // ends outside the panel.
        if (event.target === ref.current && pressedOnBackdrop.current) onClose();
      }}
    >
      <Panel>
        <Title id={titleId}>{title}</Title>
        {intro}
        {children}
        <Close type="button" aria-label="Close" onClick={onClose}>
          <X aria-hidden="true" />
        </Close>
      </Panel>
    </Box>
  );
}
