import { z } from 'zod';
import type { ProviderConfig } from '../../chat/provider';

const optionalText = z.string().max(4000).optional();

/** What the studio's "Draft a page from a brief" sends. */
export const briefBody = z.strictObject({
  about: z
    .string()
    .max(6000, 'the brief is longer than 6000 characters; keep it to what the page says')
    .refine((text) => text.trim().length > 0, 'write a few sentences about the page'),
  points: optionalText,
  questions: optionalText,
  action: z.string().max(300).optional(),
  /** "rules": draft without the model even when one is configured. */
  mode: z.enum(['auto', 'rules']).default('auto'),
});

/** What the dialog is told before it asks: whether a model drafts, and which. */
export const briefInfo = (provider: ProviderConfig | undefined) => ({
  provider: provider ? { model: provider.model } : null,
});
