import { z } from 'zod';
import type { SiteDefinition } from '../site-definition';
import { formatRule } from './zod-problems';

// Strings a pattern is tried against to get its zod message; every pattern we use rejects them.
const probes = ['', ' '];

const cached = new WeakMap<SiteDefinition, Map<string, string>>();

/**
 * The zod message of every regex in the page and site schemas, keyed by the JSON Schema
 * `pattern` it becomes: JSON Schema keeps the regex but drops the message written for people
 * (e.g. 'must be a date like "2026-01-31"'), and a raw regex is no help to a marketer.
 */
export function patternMessages(site: SiteDefinition): Map<string, string> {
  const known = cached.get(site);
  if (known) return known;
  const messages = new Map<string, string>();
  const override = ({
    zodSchema,
    jsonSchema,
  }: {
    zodSchema: z.core.$ZodType;
    jsonSchema: { pattern?: string };
  }) => {
    const pattern = jsonSchema.pattern;
    if (typeof pattern !== 'string' || messages.has(pattern)) return;
    for (const probe of probes) {
      const result = z.safeParse(zodSchema, probe);
      const issue = result.error?.issues.find((i) => i.code === 'invalid_format');
      if (issue?.code === 'invalid_format') {
        const rule = formatRule(issue);
        // A bare regex without a message is no better than the field's description.
        if (!rule.startsWith('does not have')) messages.set(pattern, rule);
        return;
      }
    }
  };
  for (const schema of [site.pageSchema, site.siteSchema]) {
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override });
  }
  cached.set(site, messages);
  return messages;
}
