import type { LeadField } from '../../../schema/lead';

/** An e-mail address as erasure and export compare it: trimmed, any case. */
export const personKey = (email: string) => email.trim().toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a lead is the person's own: one of its address fields (type "email") is `email`, any
 * case (decisions.md #77). A lead that only mentions the address elsewhere is someone else's.
 */
export function ownsAddress(email: string): (fields: readonly LeadField[]) => boolean {
  const key = personKey(email);
  return (fields) => fields.some((f) => f.type === 'email' && personKey(f.value) === key);
}

/**
 * Whether a lead's fields hold `email` (any case): as a field's value, or written in one (a
 * message "reply to asha@example.com."), but only as the whole address: a@example.com is not
 * in ba@example.com or a@example.com.au.
 */
export function holdsAddress(email: string): (fields: readonly LeadField[]) => boolean {
  const address = escape(personKey(email));
  // Not inside a longer address: no address character before it, none after it but a full stop
  // that ends a sentence.
  const whole = new RegExp(`(^|[^a-z0-9._%+\\-])${address}($|[^a-z0-9_\\-.]|\\.(?![a-z0-9]))`, 'u');
  return (fields) => fields.some((field) => whole.test(field.value.toLowerCase()));
}
