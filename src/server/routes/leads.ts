import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { leadFormNames, type LeadFormDeclaration } from '../../schema/forms';
import { answer } from '../api/replies';
import { currentSession } from '../api/sessions';
import { asText, entriesFor, parseSubmission } from '../api/submission';
import { asLeadSource } from '../../forms/lead-source';

/**
 * One POST route per endpoint of the lead forms (/pclinfo, /submitForm; decisions.md #4, #17). A lead is
 * committed to storage before the answer; the answer carries the form's success message.
 */
export async function leadRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, outbox, pages } = context;
  const byEndpoint = new Map<string, [string, LeadFormDeclaration][]>();
  for (const name of leadFormNames) {
    const form = context.site.forms[name];
    byEndpoint.set(form.endpoint, [...(byEndpoint.get(form.endpoint) ?? []), [name, form]]);
  }
  for (const [endpoint, forms] of byEndpoint) {
    const entries = entriesFor(forms);
    app.post(
      endpoint,
      { config: { rateLimit: { max: context.limits.leads, timeWindow: 60_000 } } },
      async (request, reply) => {
        const parsed = parseSubmission(entries, request.body, reply, pages);
        if (!parsed) return reply;
        const { entry, data } = parsed;
        const page = asText(data.page);
        const subject = asText(data.subject);
        const source = asLeadSource(data.source);
        // Sent while logged in: the visitor finds it on their account page.
        const session = await currentSession(storage, request);
        await storage.saveLead(
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
            ...(Object.keys(source).length > 0 ? { source } : {}),
            ...(session ? { userId: session.user.id } : {}),
          },
          { notify: outbox !== undefined },
        );
        outbox?.kick();
        return answer(reply, 200, { success: true, message: entry.form.success.message });
      },
    );
  }
}
