import { useCallback, useRef, useState } from 'react';
import { fallbackReply } from './chat-text';
import { sendChat } from './send-chat';

/** A message in the conversation (decisions.md #9). */
export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
}

/**
 * The conversation and its waiting state (decisions.md #9): sending adds the visitor's message, waits
 * for the reply, then appends it, or the fallback message on any failure.
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
      try {
        append(await sendChat(apiBase, message), false);
      } catch (error) {
        console.error('Chat request failed:', error);
        append(fallbackReply, false);
      } finally {
        setWaiting(false);
      }
    },
    [apiBase, append, waiting],
  );

  return { messages, waiting, send };
}
