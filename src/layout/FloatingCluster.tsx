import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Bot, MessageCircle, Phone, X } from 'lucide-react';
import styled from 'styled-components';
import { loadChunk } from '../engine/browser/load-chunk';
import { useSite } from '../engine/browser/site-context';
import { cluster, fabSize, media } from '../styles/theme';

// The buttons enter from under the first screen's fold and then keep to the window's bottom
// edge: the landmark spans the page from the fold (100svh) to its end, and the buttons are sticky
// at its foot. Content moves up as fast as they come in, so nothing the first screen showed is
// ever under them; at the end they rest over the band the footer reserves. A page too short for
// that has them at its end from the start. The landmark lets taps through to the page beside
// the buttons.
const Cluster = styled.aside`
  position: absolute;
  top: 100vh;
  top: min(100svh, 100% - ${cluster.wide.height} - ${cluster.wide.inset});
  bottom: 0;
  right: ${cluster.wide.inset};
  z-index: 40;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  padding-bottom: ${cluster.wide.inset};
  pointer-events: none;
  ${media.belowSm} {
    top: min(100svh, 100% - ${cluster.phone.height} - ${cluster.phone.inset});
    right: ${cluster.phone.inset};
    padding-bottom: ${cluster.phone.inset};
  }
`;

// A column from `sm`; on phones one row along the bottom edge, which reaches less far up.
const Buttons = styled.div`
  position: sticky;
  bottom: ${cluster.wide.inset};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${cluster.wide.gap};
  & > * {
    pointer-events: auto;
  }
  ${media.belowSm} {
    bottom: ${cluster.phone.inset};
    flex-direction: row;
    gap: ${cluster.phone.gap};
  }
  /* While the chat is open, or a button has the focus, they stay put wherever the page is: the
     toggle under the panel, the focused button in view. */
  &[data-pinned],
  &:focus-within {
    position: fixed;
    right: ${cluster.wide.inset};
    ${media.belowSm} {
      right: ${cluster.phone.inset};
    }
  }
`;

// The white ring keeps each button's edge visible where it rests over the dark footer, whose
// colour the call button shares; over the light page the filled disc is the edge.
const fab = `
  display: grid; place-items: center; width: ${fabSize}; height: ${fabSize}; border-radius: 50%;
  border: 2px solid #ffffff; cursor: pointer; box-shadow: 0 8px 20px rgba(15, 35, 70, 0.25);
`;

/** A link button in `$tone`, or in the site's dark colour. */
const Fab = styled.a<{ $tone?: string }>`
  ${fab}
  background: ${({ $tone, theme }) => $tone ?? theme.colors.dark};
  color: #ffffff;
`;

const ChatFab = styled.button`
  ${fab}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  /* The assistant needs its code: without scripts the phone and messaging links remain. */
  @media (scripting: none) {
    display: none;
  }
`;

// The chat code loads on first use (or when the pointer or focus reaches the toggle), never
// with the page.
const importChat = () => import('../chat/ChatPanel');
const ChatPanel = lazy(() => loadChunk(importChat));

/** Floating actions on every page: messaging-app chat, phone call and the chat assistant. */
export function FloatingCluster() {
  const site = useSite();
  const [chatOpen, setChatOpen] = useState(false);
  const [chatRequested, setChatRequested] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [phone] = site.company.phones;
  const closeChat = useCallback(() => {
    setChatOpen(false);
    toggle.current?.focus();
  }, []);
  const prefetch = () => void importChat().catch(() => undefined);

  return (
    <>
      {chatRequested && (
        <Suspense fallback={null}>
          <ChatPanel open={chatOpen} onClose={closeChat} />
        </Suspense>
      )}
      <Cluster aria-label="Quick contact">
        <Buttons data-pinned={chatOpen ? '' : undefined}>
          {/* Hidden while the chat is open: the panel takes their place above the toggle. */}
          {!chatOpen && (
            <Fab
              $tone="#12813f"
              href={site.company.messagingApp.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Message us on ${site.company.messagingApp.name} (opens in a new tab)`}
            >
              <MessageCircle aria-hidden="true" />
            </Fab>
          )}
          {!chatOpen && phone && (
            <Fab href={`tel:${phone.e164}`} aria-label={`Call us at ${phone.display}`}>
              <Phone aria-hidden="true" />
            </Fab>
          )}
          <ChatFab
            ref={toggle}
            type="button"
            id="chat-toggle"
            aria-expanded={chatOpen}
            aria-controls={chatOpen ? 'chat-panel' : undefined}
            aria-label={chatOpen ? 'Close chat assistant' : 'Chat with our AI assistant'}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => {
              setChatRequested(true);
              setChatOpen((o) => !o);
            }}
          >
            {chatOpen ? <X aria-hidden="true" /> : <Bot aria-hidden="true" />}
          </ChatFab>
        </Buttons>
      </Cluster>
    </>
  );
}

export default FloatingCluster;
