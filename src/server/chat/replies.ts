import { contactLink, emailLink, phoneList, type ContactFacts } from './facts';
import type { Intent } from './intents';
import { mdLink } from './links';

/** The first sentences of a text, up to about `max` characters, cut at a word if need be. */
export function firstSentences(text: string, max = 260): string {
  const sentences = text.trim().split(/(?<=[.!?])\s+/);
  let out = sentences[0] ?? '';
  for (const s of sentences.slice(1)) {
    if (out.length + s.length + 1 > max) break;
    out = `${out} ${s}`;
  }
  if (out.length <= max) return out;
  return `${out.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);

/** Direct answers to small talk and questions about the company's contact facts. */
export function intentReply(intent: Intent, facts: ContactFacts): string {
  const messaging = mdLink(facts.messaging.name, facts.messaging.url);
  switch (intent) {
    case 'greeting':
      return `Hello! Ask me anything about ${facts.company}: our services, how we work or how to reach us.`;
    case 'thanks':
      return "You're welcome! Is there anything else I can help you with?";
    case 'goodbye':
      return `Thank you for visiting. If you need us later, call ${phoneList(facts)} or e-mail ${emailLink(facts)}.`;
    case 'secret':
      return `I can't share private information such as passwords, keys or other people's details. For anything else, call ${phoneList(facts)}, e-mail ${emailLink(facts)}, or send a message from our ${contactLink(facts)} page.`;
    case 'social': {
      const profiles = facts.social.map((s) => mdLink(s.label, s.url)).join(', ');
      return `You can follow ${facts.company} on ${profiles}.`;
    }
    case 'hours':
      return `Our business hours are ${facts.hours.map((h) => h.replace(/\.$/, '')).join('; ')}.`;
    case 'phone':
      return `You can call us on ${phoneList(facts)}, or message us on ${messaging}.`;
    case 'email':
      return `Write to us at ${emailLink(facts)}.`;
    case 'address':
      return `Our office is at ${sentence(facts.address)}`;
    case 'quote':
      return `Every project is priced to its scope, so we do not publish fixed rates. Describe what you need in the enquiry form on our ${contactLink(facts)} page, e-mail ${emailLink(facts)} or call ${phoneList(facts)}, and we will send you a quote.`;
    case 'contact':
      return `You can call ${phoneList(facts)}, e-mail ${emailLink(facts)}, message us on ${messaging}, or send a message from our ${contactLink(facts)} page.`;
  }
}

/**
 * The honest answer when no passage answers a question well enough, with every way to ask a
 * person: better than the nearest service page.
 */
export function unknownReply(facts: ContactFacts): string {
  return `I'm sorry, I don't know the answer to that from our website, and I would rather not guess. Our team will be glad to help: call ${phoneList(facts)}, e-mail ${emailLink(facts)}, or describe what you need in the enquiry form on our ${contactLink(facts)} page.`;
}

/** A pointer to the page with every contact detail, unless the reply already links there. */
export function withContactPage(reply: string, facts: ContactFacts): string {
  if (reply.includes(`](${facts.contactPage.path})`)) return reply;
  return `${reply} All our contact details are on our ${contactLink(facts)} page.`;
}

/** The answer to a message that tries to instruct the assistant instead of asking it something. */
export function instructionReply(facts: ContactFacts): string {
  return `I can only answer questions about ${facts.company} and its services, from what our website says. For anything else, our team will be glad to help: call ${phoneList(facts)}, e-mail ${emailLink(facts)}, or send a message from our ${contactLink(facts)} page.`;
}
