import { lazy, Suspense, useState } from 'react';
import { Bot, MessageCircle, Phone } from 'lucide-react';
import styled from 'styled-components';
import { useSite } from '../engine/site-context';

const Cluster = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.6rem;
`;

const fab = `
  display: grid; place-items: center; width: 52px; height: 52px; border-radius: 50%;
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
`;

const ChatPanel = lazy(() => import('../chat/ChatPanel'));

/** Floating actions on every page: chat assistant toggle, messaging-app chat and phone call. */
export function FloatingCluster() {
  const site = useSite();
  const [chatOpen, setChatOpen] = useState(false);
  const [chatRequested, setChatRequested] = useState(false);
  const [phone] = site.company.phones;
  return (
    <>
      {chatRequested && (
        <Suspense fallback={null}>
          <ChatPanel open={chatOpen} onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
      <Cluster>
        <ChatFab
          type="button"
          id="chat-toggle"
          aria-expanded={chatOpen}
          aria-label={chatOpen ? 'Close chat assistant' : 'Chat with our AI assistant'}
          onClick={() => {
            setChatRequested(true);
            setChatOpen((o) => !o);
          }}
        >
          <Bot aria-hidden="true" />
        </ChatFab>
        <Fab
          $tone="#12813f"
          href={site.company.messagingApp.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Message us on ${site.company.messagingApp.name} (opens in a new tab)`}
        >
          <MessageCircle aria-hidden="true" />
        </Fab>
        {phone && (
          <Fab
            $tone="#0b1f3a"
            href={`tel:${phone.e164}`}
            aria-label={`Call us at ${phone.display}`}
          >
            <Phone aria-hidden="true" />
          </Fab>
        )}
      </Cluster>
    </>
  );
}
