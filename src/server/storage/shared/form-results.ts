import { randomBytes } from 'node:crypto';
import type { FormPageState } from '../../../engine/browser/form-state';

/** A refused form post, kept until the page it redirects to shows it. */
export type FormResult = Extract<FormPageState, { outcome: 'refused' }>;

/** A result's id: random, so no one finds another visitor's values by guessing. */
export const newResultId = () => randomBytes(18).toString('base64url');

/** How long a refused post waits for its page. */
export const formResultTtlMs = 15 * 60_000;

/** Where refused form posts wait for their page: by a random id, never by what was typed. */
export interface FormResults {
  /** Keeps a result and gives the id to put in the redirect URL. */
  put(result: FormResult): Promise<string>;
  /** The result of an id, while it has not expired. */
  get(id: string): Promise<FormResult | undefined>;
}
