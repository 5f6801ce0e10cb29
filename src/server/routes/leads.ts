import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { leadFormNames, type LeadFormDeclaration } from '../../forms/declarations';
import { noticeRecorder } from '../forms/lead-notice';
import { formsApi } from '../../schema/api/forms';
import { answer } from '../http/replies';
import { serveEndpoint } from '../http/serve-endpoint';
import { currentSession } from '../auth/sessions';
import { spamReason } from '../forms/spam-signals';
import { asText, entriesFor, parseSubmission } from '../forms/submission';
import { asLeadSource } from '../../forms/lead-source';
import { IdempotencyConflict, type LeadField } from '../storage/types';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';
import { clientOf, isRobot } from '../analytics/page-views';
import type { LeadExperiment } from '../../schema/lead';

/** An Idempotency-Key: 1–255 visible ASCII characters (a UUID, typically). */
const validKey = /^[\x21-\x7e]{1,255}$/;

const fingerprint = (endpoint: string, form: string, fields: LeadField[]) =>
  createHash('sha256')
    .update(JSON.stringify([endpoint, form, fields.map((f) => [f.name, f.value])]))
    .digest('base64url');

/**
 * One POST route per endpoint of the lead forms (/pclinfo, /submitForm; decisions.md #4, #17). A lead is
 * committed to storage before the answer; the answer carries the form's success message.
 */
async function leadRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, outbox, pages, deliverTo, formStamps, spamPolicy } = context;
  const noticeOf = noticeRecorder(context.live);
  /**
   * The versions of the experiments running now that the sender was shown today (decisions.md
   * #103), on any page: the enquiry counts for them, with scripts or without.
   */
  const versionsShown = async (request: FastifyRequest): Promise<LeadExperiment[]> => {
    const agent = request.headers['user-agent'] ?? '';
    const running = new Set(
      (context.live.current()?.pages ?? []).flatMap((p) =>
        p.experiment ? [JSON.stringify([p.path, p.experiment.id])] : [],
      ),
    );
    if (!context.pageCounter || running.size === 0 || isRobot(agent)) return [];
    const seen = await context.pageCounter.versionsSeen(clientOf(request.ip, agent));
    return seen
      .filter((v) => running.has(JSON.stringify([v.path, v.experiment])))
      .map((v) => ({ page: v.path, id: v.experiment, version: v.version }));
  };
  const byEndpoint = new Map<string, [string, LeadFormDeclaration][]>();
  for (const name of leadFormNames) {
    const form = context.site.forms[name];
    byEndpoint.set(form.endpoint, [...(byEndpoint.get(form.endpoint) ?? []), [name, form]]);
  }
  for (const [endpoint, forms] of byEndpoint) {
    const entries = entriesFor(forms);
    serveEndpoint(
      app,
      // Every lead form's endpoint is the contract's lead form call, at the path the config gives.
      { ...formsApi.endpoints.lead, path: endpoint },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        if (key !== undefined && (typeof key !== 'string' || !validKey.test(key)))
          return answer(reply, 400, {
            success: false,
            message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
            errors: {},
          });
        // Pages first: the enquiries read in this turn of the event loop are checked after it,
        // so a page request read in the same turn is answered before their validation runs.
        await nextTurn();
        const parsed = parseSubmission(entries, request.body, reply, pages);
        if (!parsed) return reply;
        const { entry, data } = parsed;
        const page = asText(data.page);
        const subject = asText(data.subject);
        const source = asLeadSource(data.source);
        // Sent while logged in: the visitor finds it on their account page.
        const session = await currentSession(storage, request);
        const fields = entry.form.fields.map((field) => ({
          name: field.name,
          label: field.label,
          type: field.type,
          value: asText(data[field.name]),
        }));
        // Suspected spam is stored aside, with why, and answered as any lead is: a robot
        // learns nothing from the answer about what gave it away.
        const spam = spamReason(fields, await formStamps.age(request), spamPolicy);
        // The notice is the server's own record of what it served; the consent box is the
        // visitor's answer (unticked, or absent from a form post, is no).
        const { notice } = entry.form;
        const consentField = notice.marketingConsentField;
        const experiments = await versionsShown(request);
        const lead = {
          form: entry.name,
          ...(page ? { page } : {}),
          ...(subject ? { subject } : {}),
          fields,
          ...(Object.keys(source).length > 0 ? { source } : {}),
          ...(session ? { userId: session.user.id } : {}),
          ...(spam ? { spamReason: spam } : {}),
          notice: noticeOf(notice),
          ...(consentField ? { marketingConsent: data[consentField] === true } : {}),
          ...(experiments.length > 0 ? { experiments } : {}),
        };
        // The same key with the same submission is the same enquiry: what was checked and
        // stored decides, not the JSON's spacing or key order.
        const idempotency = key
          ? { key, fingerprint: fingerprint(endpoint, entry.name, lead.fields) }
          : undefined;
        try {
          const notify = deliverTo.length > 0;
          await storage.saveLead(lead, { notify, destinations: deliverTo, idempotency });
        } catch (error) {
          if (!(error instanceof IdempotencyConflict)) throw error;
          return answer(reply, 422, {
            success: false,
            message: 'This Idempotency-Key was already used for a different submission.',
            errors: {},
          });
        }
        outbox?.kick();
        return answer(reply, 200, { success: true, message: entry.form.success.message });
      },
      perMinute(context.limits.leads),
    );
  }
}

export default defineRouteGroup({ scope: 'forms', register: leadRoutes });
