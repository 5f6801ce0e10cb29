import { z } from 'zod';
import { domains } from './domains';

/** Every domain's write operations. */
const ops = domains.flatMap((domain): readonly z.ZodObject[] => domain.ops);

/** A change to the database, as the request path hands it over. Times are ISO 8601. */
export type WriteOp = z.infer<(typeof domains)[number]['ops'][number]>;

/** Operations in a message to SQLite's writer thread, checked before they reach SQL. */
export const writeOpsSchema = z.array(
  z.discriminatedUnion('kind', ops as [z.ZodObject, ...z.ZodObject[]]),
) as unknown as z.ZodType<WriteOp[]>;
