import { z } from 'zod';
import type { LeadStatus } from './lead';

const months = (status: LeadStatus) =>
  z
    .number()
    .int()
    .min(1)
    .max(120)
    .describe(`Months after its last change that a "${status}" lead is anonymised.`);

/**
 * How leads are kept (decisions.md #56): per status, how many months after a lead's last change
 * (its arrival, or staff's last status or note change) its personal data is replaced. The
 * privacy policy states these numbers through `{{leads.retention.<status>}}`.
 */
export const leadsSettingsSchema = z
  .strictObject({
    retention: z
      .strictObject({
        new: months('new'),
        contacted: months('contacted'),
        won: months('won'),
        lost: months('lost'),
        spam: months('spam'),
      } satisfies Record<LeadStatus, z.ZodNumber>)
      .describe(
        'Months each status of lead is kept after its last change, then anonymised (the fact of the enquiry stays for counts).',
      ),
  })
  .describe('How long the enquiries stored from the forms are kept.');

export type LeadsSettings = z.infer<typeof leadsSettingsSchema>;
