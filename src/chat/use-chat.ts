import { useCallback, useRef, useState } from 'react';
import { fallbackReply } from './chat-text';
import { sendChat } from './send-chat';

/** A message in the conversation (decisions.md #9). */
export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
  /** A reply still being written: shown as it grows, announced once it is whole. */
  writing?: boolean;
}

/**
 * The conversation and its waiting state (decisions.md #9): sending adds the visitor's message, waits
 * for the reply, then appends it, or the fallback message on any failure. A reply that arrives in
 * pieces is shown as it grows, in one message that the whole reply then replaces.
 */
export function useChat(apiBase: string, greeting: string) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, text: greeting, isUser: false },
  ]);
  const [waiting, setWaiting] = useState(false);

  const append = useCallback((text: string, isUser: boolean) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { id, text, isUser }]);
  }, []);

  const send = useCallback(
    async (raw: string) => {
      const message = raw.trim();
      if (!message || waiting) return;
      append(message, true);
      setWaiting(true);
      let writing: number | undefined;
      const show = (text: string, done: boolean) => {
        if (writing === undefined) {
          writing = nextId.current++;
          const id = writing;
          setMessages((list) => [...list, { id, text, isUser: false, writing: !done }]);
        } else {
          const id = writing;
          setMessages((list) =>
            list.map((m) => (m.id === id ? { ...m, text, writing: !done } : m)),
          );
        }
      };
      try {
        const reply = await sendChat(apiBase, message, (soFar) => show(soFar, false));
        show(reply, true);
      } catch (error) {
        console.error('Chat request failed:', error);
        show(fallbackReply, true);
      } finally {
        setWaiting(false);
      }
    },
    [apiBase, append, waiting],
  );

  return { messages, waiting, send };
}
