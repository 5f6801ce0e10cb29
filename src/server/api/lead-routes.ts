import type { FastifyInstance } from 'fastify';
import type { LeadFormDeclaration } from '../../schema/forms';
import type { Storage } from '../storage/types';
import { answer } from './replies';
import type { SitePages } from './site-pages';
import { asText, entriesFor, parseSubmission } from './submission';

export interface LeadRoutesOptions {
  forms: [string, LeadFormDeclaration][];
  storage: Storage;
  /** The site's pages, when known: a lead's `page` must be one of them. */
  pages?: SitePages;
  notify: boolean;
  /** Called after a lead is stored, to send its e-mail in the background. */
  onStored: () => void;
  rateLimit: { max: number; timeWindow: number };
}

/**
 * One POST route per endpoint of the lead forms (D4: /pclinfo, /submitForm). A lead is
 * committed to storage before the answer; the answer carries the form's success message.
 */
export async function leadRoutes(app: FastifyInstance, options: LeadRoutesOptions) {
  const byEndpoint = new Map<string, [string, LeadFormDeclaration][]>();
  for (const entry of options.forms) {
    const list = byEndpoint.get(entry[1].endpoint) ?? [];
    list.push(entry);
    byEndpoint.set(entry[1].endpoint, list);
  }
  for (const [endpoint, forms] of byEndpoint) {
    const entries = entriesFor(forms);
    app.post(endpoint, { config: { rateLimit: options.rateLimit } }, async (request, reply) => {
      const parsed = parseSubmission(entries, request.body, reply, options.pages);
      if (!parsed) return reply;
      const { entry, data } = parsed;
      const page = asText(data.page);
      const subject = asText(data.subject);
      await options.storage.saveLead(
        {
          form: entry.name,
          ...(page ? { page } : {}),
          ...(subject ? { subject } : {}),
          fields: entry.form.fields.map((field) => ({
            name: field.name,
            label: field.label,
            type: field.type,
            value: asText(data[field.name]),
          })),
        },
        { notify: options.notify },
      );
      options.onStored();
      return answer(reply, 200, { success: true, message: entry.form.success.message });
    });
  }
}
