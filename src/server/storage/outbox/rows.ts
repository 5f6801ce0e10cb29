import { z } from 'zod';
import { toLead } from '../leads/rows';
import { time } from '../rows';
import type { OutboxItem } from './types';

const outboxRow = z.object({
  outbox_id: z.number(),
  attempts: z.number(),
  destination: z.string(),
});
/** A destination whose jobs fail: since the first failed try of one still waiting. */
export const troubleRow = z.object({
  destination: z.string(),
  since: time,
  waiting: z.coerce.number(),
});

/** A mail job from a row of `outbox_id`, `attempts` and the lead's columns. */
export function toOutbox(row: unknown): OutboxItem {
  const { outbox_id, attempts, destination } = outboxRow.parse(row);
  return { id: outbox_id, attempts, destination, lead: toLead(row) };
}
