import { z } from 'zod';
import { call } from '../studio-api';

/** Whether a model drafts pages from a brief here, and which. */
export const fetchBriefInfo = async () =>
  (await call(z.object({ provider: z.object({ model: z.string() }).nullable() }), 'api/brief'))
    .provider;

/** What the dialog sends: the paragraph, points and questions one a line, the call to action. */
export interface BriefInput {
  about: string;
  points?: string;
  questions?: string;
  action?: string;
  /** "rules": without the model, even when one is configured. */
  mode?: 'auto' | 'rules';
}

const drafted = z.object({
  file: z.string(),
  generated: z.array(z.string()),
  source: z.enum(['model', 'rules']),
});

/**
 * Drafts a new page from a brief: locally its file is written, on the site it is kept as a
 * draft. A refusal (the model's page never validated, the model failed) is an ApiError.
 */
export const draftFromBrief = (input: BriefInput) =>
  call(drafted, 'api/brief', { method: 'POST', body: JSON.stringify(input) });
