import { useEffect, useId, useRef, useState } from 'react';
import { Send, X } from 'lucide-react';
import { useSite } from '../engine/browser/site-context';
import { greeting, maxMessageLength } from './chat-text';
import {
  Bubble,
  Composer,
  Dots,
  Header,
  IconButton,
  Log,
  Panel,
  SendButton,
} from './ChatPanel.styles';
import { MessageText } from './MessageText';
import { useChat } from './use-chat';

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Escape closes the panel, unless it belongs to a modal dialog open over the page. */
function useEscape(open: boolean, onClose: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const inModal =
        event.target instanceof Element && event.target.closest('[aria-modal="true"]');
      if (event.key === 'Escape' && !inModal) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
}

/**
 * The chat assistant (decisions.md #9): greeting, conversation, typing indicator, and a message box.
 * It stays mounted while closed so the conversation survives closing and reopening.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const site = useSite();
  const company = site.company.name;
  const { messages, waiting, send } = useChat(site.apiBase, greeting(company));
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEscape(open, onClose);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, waiting, open]);

  if (!open) return null;
  const canSend = draft.trim().length > 0 && !waiting;

  return (
    <Panel role="dialog" aria-modal="false" aria-labelledby={titleId} id="chat-panel">
      <Header>
        <h2 id={titleId}>{company} AI Assistant</h2>
        <IconButton type="button" onClick={onClose} aria-label="Close chat">
          <X aria-hidden="true" />
        </IconButton>
      </Header>
      <Log ref={log} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        {messages.map((m) => (
          // A reply being written is busy: screen readers announce it once, when it is whole.
          <Bubble key={m.id} $user={m.isUser} aria-busy={m.writing ? true : undefined}>
            <span className="visually-hidden">{m.isUser ? 'You: ' : 'Assistant: '}</span>
            {m.isUser ? m.text : <MessageText text={m.text} />}
          </Bubble>
        ))}
        {waiting && !messages.at(-1)?.writing && (
          <Bubble $user={false} data-testid="chat-typing">
            <span className="visually-hidden">The assistant is typing…</span>
            <Dots aria-hidden="true">
              <span />
              <span />
              <span />
            </Dots>
          </Bubble>
        )}
      </Log>
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSend) return;
          void send(draft);
          setDraft('');
        }}
      >
        <label htmlFor={`${titleId}-input`} className="visually-hidden">
          Your message
        </label>
        <input
          ref={input}
          id={`${titleId}-input`}
          type="text"
          autoComplete="off"
          placeholder="Type your message…"
          maxLength={maxMessageLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <SendButton type="submit" disabled={!canSend} aria-label="Send message">
          <Send aria-hidden="true" size={20} />
        </SendButton>
      </Composer>
    </Panel>
  );
}
