/** Placeholder until the chat feature lands: the panel is its own issue. */
export default function ChatPanel({ open }: { open: boolean; onClose: () => void }) {
  return open ? null : null;
}
