import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Bot, MessageCircle, Phone, X } from 'lucide-react';
import styled from 'styled-components';
import { loadChunk } from '../engine/browser/load-chunk';
import { useSite } from '../engine/browser/site-context';
import { fabSize, media } from '../styles/theme';

const Cluster = styled.aside`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.6rem;
  /* On phones the buttons sit in one row along the bottom edge, so they do not cover the
     first screen's buttons (a column of three reaches up into the hero). */
  ${media.belowSm} {
    flex-direction: row;
    align-items: flex-end;
    right: 0.75rem;
    bottom: 0.75rem;
    gap: 0.5rem;
  }
`;

const fab = `
  display: grid; place-items: center; width: ${fabSize}; height: ${fabSize}; border-radius: 50%;
  border: 0; cursor: pointer; box-shadow: 0 8px 20px rgba(15, 35, 70, 0.25);
`;

const Fab = styled.a<{ $tone: string }>`
  ${fab}
  background: ${({ $tone }) => $tone};
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
          <Fab
            $tone="#0b1f3a"
            href={`tel:${phone.e164}`}
            aria-label={`Call us at ${phone.display}`}
          >
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
      </Cluster>
    </>
  );
}

export default FloatingCluster;
