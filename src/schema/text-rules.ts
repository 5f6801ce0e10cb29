// zod/mini: the forms, the API's contracts and the server check typed text with the same rules.
import * as z from 'zod/mini';
import { hasLoneSurrogate, normaliseText } from './normalise-input';

/** Refuses a broken character before anything else is checked; the message names the field. */
export const wellFormed = (label: string) =>
  z.refine<string>((v: string) => !hasLoneSurrogate(v), {
    error: `${label} contains a character that could not be read. Please type it again.`,
    abort: true,
  });

/** One-line text: invisible and control characters removed, line breaks made spaces. */
export const oneLine = (v: string) => normaliseText(v, { multiline: false });
/** Multi-line text: the same, line breaks kept. */
export const multiLine = (v: string) => normaliseText(v, { multiline: true });

/**
 * Text people type into the back office, normalised as visitors' text is (decisions.md #19, #37)
 * before it is checked, searched for or stored: control and invisible characters go, a broken
 * character is refused.
 */
export const typedText = (label: string, max: number, normalise = oneLine) =>
  z
    .string()
    .check(
      wellFormed(label),
      z.overwrite(normalise),
      z.trim(),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    );
