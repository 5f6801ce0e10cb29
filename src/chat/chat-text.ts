/** Shown when a reply cannot be had, whatever the reason (decisions.md #9). */
export const fallbackReply =
  "I apologize, but I'm having trouble connecting to the server. Please try again later.";

/** "Aruvi Technologies" → "Aruvi Technologies'", "Aruvi" → "Aruvi's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** The assistant's first message, with the company's name. */
export function greeting(company: string): string {
  return `Hello! I'm ${possessive(company)} AI assistant. How can I help you today?`;
}

/** Longest message the input accepts; the server rejects longer ones. */
export const maxMessageLength = 1000;
