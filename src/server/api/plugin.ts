import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { join, resolve } from 'node:path';
import type { Site } from '../../schema/site';
import { startOutbox } from '../mail/outbox';
import { smtpFromEnv, type SmtpConfig } from '../mail/smtp-config';
import { smtpSender } from '../mail/smtp-sender';
import { openSqliteStorage } from '../storage/sqlite';
import type { Storage } from '../storage/types';
import { authSecret } from './auth-secret';
import { authRoutes } from './auth-routes';
import { clientKey } from './client-key';
import { leadRoutes } from './lead-routes';
import { memoryLoginThrottle, type LoginThrottle } from './login-throttle';
import { passwordContext } from './password-policy';
import { dummyHash } from './passwords';
import { apiErrorHandler } from './replies';
import { loadSite } from './site-config';
import { sitePages } from './site-pages';

export interface ApiOptions {
  /** The build whose site config the forms were made from; see `loadSite`. */
  distDir?: string;
  /** Validated site config; read from the build or site.config.json when absent. */
  site?: Site;
  /** Folder of the database and the token key; default $DATA_DIR, else "data". */
  dataDir?: string;
  /** Storage to use instead of SQLite in `dataDir` (e.g. a PostgreSQL one). */
  storage?: Storage;
  /** SMTP settings; default from SMTP_* variables; `false` sends no mail. */
  smtp?: SmtpConfig | false;
  /** Key that signs tokens; default $AUTH_SECRET, else generated once in `dataDir`. */
  authSecret?: string;
  /** Requests per IP and minute: leads and, stricter, login and sign-up; default 20 and 10,
   * or API_RATE_LIMIT_LEADS and API_RATE_LIMIT_AUTH. */
  limits?: { leads: number; auth: number };
  /** Base delay before a failed e-mail is retried. */
  mailRetryMs?: number;
  /** Failed logins per account; default in memory, for this process. */
  loginThrottle?: LoginThrottle;
  /** Paths of the site's pages, which a form's `page` must be one of; unchecked when absent. */
  pagePaths?: readonly string[];
}

const jsonType = /^application\/json\s*(;|$)/i;

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The API of D4 under its prefix (/api): lead forms, sign-up and login. JSON only, per-IP rate
 * limits, no caching of answers (CORS is set for the whole prefix by the server). Everything registered
 * here stays inside this plugin's scope: hooks and the error handler do not touch the site.
 */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions) {
  const site = options.site ?? loadSite(options.distDir);
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? 'data');
  const storage = options.storage ?? openSqliteStorage(join(dataDir, 'site.db'));
  const smtp = options.smtp ?? smtpFromEnv(process.env);
  const secret = options.authSecret ?? authSecret(dataDir, process.env.AUTH_SECRET);
  const limits = options.limits ?? {
    leads: positive(process.env.API_RATE_LIMIT_LEADS) ?? 20,
    auth: positive(process.env.API_RATE_LIMIT_AUTH) ?? 10,
  };
  // Computed now, so the first failed login is not slower than the next; retried on use if not.
  dummyHash().catch(() => undefined);
  const pages = options.pagePaths ? sitePages(options.pagePaths) : undefined;

  const sender = smtp ? smtpSender(smtp, site.company) : undefined;
  const outbox = sender
    ? startOutbox({ storage, send: sender, log: app.log, retryMs: options.mailRetryMs })
    : undefined;
  app.addHook('onClose', async () => {
    await outbox?.stop();
    sender?.close();
    await storage.close();
  });

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
  });
  app.setErrorHandler(apiErrorHandler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.method === 'POST' && !jsonType.test(request.headers['content-type'] ?? '')) {
      return reply.code(415).send({
        success: false,
        message: 'Send the form as JSON (Content-Type: application/json).',
      });
    }
  });

  const minute = 60_000;
  const { enquiry, contact, application, getInTouch, login, signup } = site.forms;
  await leadRoutes(app, {
    forms: [
      ['enquiry', enquiry],
      ['contact', contact],
      ['application', application],
      ['getInTouch', getInTouch],
    ],
    storage,
    pages,
    notify: sender !== undefined,
    onStored: () => outbox?.kick(),
    rateLimit: { max: limits.leads, timeWindow: minute },
  });
  await authRoutes(app, {
    login,
    signup,
    storage,
    secret,
    rateLimit: { max: limits.auth, timeWindow: minute },
    throttle: options.loginThrottle ?? memoryLoginThrottle(),
    passwordContext: passwordContext(site),
    pages,
  });
}
