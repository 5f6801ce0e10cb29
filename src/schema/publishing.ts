import { z } from 'zod';

/** Whether `name` is a time zone this runtime knows (IANA names: "Asia/Kolkata", "UTC"). */
const knownTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** The time zone scheduled changes are given in when the config names none. */
export const defaultTimeZone = 'Asia/Kolkata';

/**
 * How the studio on the running site publishes: whether a change needs another editor's review
 * first, and the time zone in which editors give the time of a scheduled change.
 */
export const publishingSchema = z
  .strictObject({
    review: z
      .boolean()
      .optional()
      .describe(
        "true: an editor's publish is a request that another editor approves (or sends back) before the page changes.",
      ),
    timeZone: z
      .string()
      .refine(knownTimeZone, 'must be a time zone name such as "Asia/Kolkata" or "Europe/London"')
      .optional()
      .describe(`The time zone of scheduled publishing (default "${defaultTimeZone}").`),
  })
  .describe('How pages are published from the studio on the running site.');

export type Publishing = z.infer<typeof publishingSchema>;
