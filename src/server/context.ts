import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Site } from '../app/site-schema';
import { memoryFormResults } from './forms/form-results';
import type { FormResults } from './storage/shared/form-results';
import { formStamps, type FormStamps } from './forms/form-stamp';
import { defaultSpamPolicy, type SpamPolicy } from './forms/spam-signals';
import { memoryLoginThrottle } from './auth/login-throttle';
import type { LoginThrottle } from './storage/shared/login-throttle';
import { passwordContext, type PasswordContext } from './auth/password-policy';
import { secondFactorRolesFromEnv, type SecondFactorRole } from './auth/second-factor';
import { auditRetentionFromEnv, startAuditRetention } from './audit/retention';
import { startWaitingPurges } from './studio/waiting-purges';
import { dummyHash } from './auth/passwords';
import { sitePages, type SitePages } from './forms/site-pages';
import type { SiteContent } from './chat/content';
import { startRetention, type Retention } from './lead-retention';
import { liveContent, type LiveContent } from './live-content';
import { cloneInto, remoteFromEnv, type RemoteSettings } from './publish/content-remote';
import { createPublisher, type Publisher } from './publish/publisher';
import type { RenderThreads } from './publish/site-renderer';
import { providerFromEnv, type ProviderConfig } from './chat/provider';
import { deliveryFromEnv, type DeliveryConfig } from './delivery/destinations-config';
import { httpSenders } from './delivery/senders';
import { startOutbox, type Outbox, type SendLead } from './mail/outbox';
import { smtpFromEnv, type SmtpConfig } from './mail/smtp-config';
import { smtpSender } from './mail/smtp-sender';
import { mailLeaseFromEnv, openStorage } from './storage/open';
import type { Storage } from './storage/types';
import { pageCounter, type PageCounter } from './analytics/counter';
import { defaultTimeZone } from '../schema/publishing';

export interface ApiOptions {
  /** The content's folder (pages/, site.config.json, public/images/) that /studio edits and
   * publishes from; default $CONTENT_DIR, else the working directory. `false`: no studio. */
  contentRoot?: string | false;
  /** Validated site config; read from the build or site.config.json when absent. */
  site?: Site;
  /** Folder of the SQLite database; default $DATA_DIR, else "data". */
  dataDir?: string;
  /** A postgres:// URL to store in PostgreSQL instead; default $DATABASE_URL. */
  databaseUrl?: string;
  /** PostgreSQL: how long an instance holds a mail job it took; default MAIL_LEASE_MS or 5 min. */
  mailLeaseMs?: number;
  /** Storage to use as it is, instead of opening one. */
  storage?: Storage;
  /** SMTP settings; default from SMTP_* variables; `false` sends no mail. */
  smtp?: SmtpConfig | false;
  /** Requests per client and minute: leads, login and sign-up, chat messages; default 20, 10
   * and 20, or API_RATE_LIMIT_LEADS, API_RATE_LIMIT_AUTH and CHAT_RATE_LIMIT. */
  limits?: { leads: number; auth: number; chat?: number };
  /** Base delay before a failed delivery (e-mail, webhook…) is retried; default
   * DELIVERY_RETRY_MS or a minute. */
  mailRetryMs?: number;
  /** Webhook, Slack and Teams destinations; default from LEAD_* variables; `false`: none. */
  delivery?: DeliveryConfig | false;
  /** What makes a lead suspected spam; the minimum fill time defaults to SPAM_MIN_FILL_MS. */
  spam?: Partial<SpamPolicy>;
  /** Failed logins per account; default the database's when shared (PostgreSQL), else memory. */
  loginThrottle?: LoginThrottle;
  /** Paths of the site's pages, which a form's `page` must be one of; default the build's. */
  pagePaths?: readonly string[];
  /** The chat's language-model provider; default from CHAT_API_BASE, CHAT_MODEL, CHAT_API_KEY. */
  chatProvider?: ProviderConfig;
  /** Where refused form posts (no JavaScript) wait for their page; default the database's when
   * shared (PostgreSQL), else memory. */
  formResults?: FormResults;
  /** The content's git remote that publishing pushes to and every instance follows; default
   * CONTENT_REMOTE, CONTENT_BRANCH and CONTENT_FETCH_MS; `false`: none. */
  contentRemote?: RemoteSettings | false;
  /** Threads rendering a publish of `from` pages or more (a menu change renders every page);
   * default RENDER_THREADS (else one per core; 0: none) and RENDER_THREADS_FROM (else 40). */
  renderThreads?: RenderThreads;
  /** Roles that must sign in with a second factor; default TWO_FACTOR_REQUIRED, else editor and
   * staff (decisions.md #83). */
  twoFactorRequired?: readonly SecondFactorRole[];
  /** Whether page views are counted (decisions.md #100, #102); default the site config's
   * `analytics.countPageViews` (itself true by default), and false when COUNT_PAGE_VIEWS is "off". */
  countPageViews?: boolean;
  /** How often counted page views are added to the database; default ANALYTICS_FLUSH_MS or 5 s. */
  analyticsFlushMs?: number;
}

/** What the route groups share: the site, its content, storage and the services around them. */
export interface ServerContext {
  distDir: string;
  /** The content folder the studio edits, when this server has one. */
  contentRoot?: string;
  site: Site;
  /** The build's validated content (pages and config), when the build has it. */
  content?: SiteContent;
  /** The content served now: the build's, then each published change. */
  live: LiveContent;
  /** The site's pages, when known: a form's `page` must be one of them (kept current). */
  pages?: SitePages;
  storage: Storage;
  /** Delivers each stored lead in the background; absent without any destination. */
  outbox?: Outbox;
  /** The destinations each new lead gets a job for ("email", "webhook", "slack", "teams"). */
  deliverTo: string[];
  /** When each browser was first served a page, for the forms' minimum fill time. */
  formStamps: FormStamps;
  spamPolicy: SpamPolicy;
  limits: { leads: number; auth: number; chat: number };
  loginThrottle: LoginThrottle;
  /** Roles that must sign in with a second factor (decisions.md #83). */
  secondFactorRoles: readonly SecondFactorRole[];
  passwordContext: PasswordContext;
  chatProvider?: ProviderConfig;
  /** Refused form posts, by the random id of the page that shows them. */
  formResults: FormResults;
  /** Publishes the content folder's changes (the studio) and follows the content remote. */
  publisher?: Publisher;
  /** The daily anonymising of leads past their retention; absent without `leads.retention`. */
  retention?: Retention;
  /** Counts the site's page views; absent when counting is off. */
  pageCounter?: PageCounter;
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** RENDER_THREADS (whole, 0 for none) and RENDER_THREADS_FROM; unset keeps the defaults. */
function renderThreadsFromEnv(env: NodeJS.ProcessEnv): RenderThreads {
  const count = Number(env.RENDER_THREADS);
  return {
    count: env.RENDER_THREADS && Number.isInteger(count) && count >= 0 ? count : undefined,
    from: positive(env.RENDER_THREADS_FROM),
  };
}

/** SPAM_MIN_FILL_MS: whole milliseconds (0 turns the check off); unset keeps the default. */
export function spamMinFillFromEnv(value: string | undefined): { minFillMs?: number } {
  if (value === undefined || value === '') return {};
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SPAM_MIN_FILL_MS must be a whole number of milliseconds, not "${value}"`);
  return { minFillMs: ms };
}

/** Whether the site counts page views: its config says so (by default) and the environment
 * does not turn it off. */
export const countsPageViews = (site: Site, env: NodeJS.ProcessEnv) =>
  site.analytics?.countPageViews !== false && env.COUNT_PAGE_VIEWS !== 'off';

/**
 * Opens what the routes need, from the options or else the environment, and closes it with the
 * server (the outbox finishes its round, the database its writes).
 */
export async function createContext(
  app: FastifyInstance,
  { distDir, site, content }: { distDir: string; site: Site; content?: SiteContent },
  options: ApiOptions,
): Promise<ServerContext> {
  // A wrong setting stops the start before anything is opened.
  const auditDays = auditRetentionFromEnv(process.env.AUDIT_RETENTION_DAYS);
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? 'data');
  const storage =
    options.storage ??
    (await openStorage({
      databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
      dataDir,
      mailLeaseMs: options.mailLeaseMs ?? mailLeaseFromEnv(process.env),
    }));
  const smtp = options.smtp ?? smtpFromEnv(process.env);
  const sender = smtp ? smtpSender(smtp, site.company) : undefined;
  const delivery = options.delivery ?? deliveryFromEnv(process.env);
  const senders = new Map<string, SendLead>([
    ...(sender ? ([['email', sender]] as const) : []),
    ...(delivery ? httpSenders(delivery, site.company.name) : []),
  ]);
  const outbox =
    senders.size > 0
      ? startOutbox({
          storage,
          senders,
          log: app.log,
          retryMs: options.mailRetryMs ?? positive(process.env.DELIVERY_RETRY_MS),
        })
      : undefined;
  const retention = site.leads
    ? startRetention({ storage, settings: site.leads, log: app.log })
    : undefined;
  if (!retention)
    app.log.warn('site.config.json sets no leads.retention: leads are kept as they are');
  // Computed now, so the first failed login is not slower than the next; retried on use if not.
  dummyHash().catch(() => undefined);
  const env = process.env;
  const pagePaths = options.pagePaths ?? content?.pages.map((page) => page.path);
  const live = liveContent(content);
  const pages = pagePaths ? new Map(sitePages(pagePaths)) : undefined;
  // A published page can be sent from at once; a removed one no longer.
  live.onReplace((now) => {
    if (!pages || options.pagePaths) return;
    pages.clear();
    for (const [key, path] of sitePages(now.pages.map((page) => page.path))) pages.set(key, path);
  });
  const contentFolder =
    options.contentRoot === false
      ? undefined
      : resolve(options.contentRoot ?? env.CONTENT_DIR ?? '.');
  const remote =
    options.contentRemote === false ? undefined : (options.contentRemote ?? remoteFromEnv(env));
  // An instance may start from the remote alone: an empty content folder is cloned from it.
  if (remote && contentFolder) await cloneInto(contentFolder, remote);
  const isContent = (dir: string) =>
    existsSync(join(dir, 'site.config.json')) && existsSync(join(dir, 'pages'));
  const contentRoot = contentFolder && isContent(contentFolder) ? contentFolder : undefined;
  if (remote && !contentRoot)
    app.log.warn('CONTENT_REMOTE is set but the content folder has no content: not followed');
  const publisher = contentRoot
    ? createPublisher({
        root: contentRoot,
        distDir,
        live,
        log: app.log,
        committer: {
          name: `${site.company.name} website`,
          email: `studio@${new URL(site.url).hostname}`,
        },
        remote,
        signal: storage.shared?.contentSignal,
        threads: options.renderThreads ?? renderThreadsFromEnv(env),
      })
    : undefined;
  const counter =
    (options.countPageViews ?? countsPageViews(site, env))
      ? pageCounter({
          storage,
          timeZone: site.publishing?.timeZone ?? defaultTimeZone,
          flushMs: options.analyticsFlushMs ?? positive(env.ANALYTICS_FLUSH_MS),
          log: app.log,
        })
      : undefined;
  const stopAuditRetention = startAuditRetention(storage, auditDays, app.log);
  const stopWaitingPurges = publisher ? startWaitingPurges(storage, app.log) : undefined;
  app.addHook('onClose', async () => {
    stopAuditRetention();
    stopWaitingPurges?.();
    await publisher?.close();
    await retention?.stop();
    await outbox?.stop();
    await counter?.stop();
    sender?.close();
    await storage.close();
  });
  return {
    distDir,
    ...(contentRoot ? { contentRoot } : {}),
    ...(publisher ? { publisher } : {}),
    site,
    content,
    live,
    pages,
    storage,
    outbox,
    ...(retention ? { retention } : {}),
    ...(counter ? { pageCounter: counter } : {}),
    deliverTo: [...senders.keys()],
    formStamps: formStamps(storage),
    spamPolicy: {
      ...defaultSpamPolicy,
      ...spamMinFillFromEnv(env.SPAM_MIN_FILL_MS),
      ...options.spam,
    },
    limits: {
      leads: options.limits?.leads ?? positive(env.API_RATE_LIMIT_LEADS) ?? 20,
      auth: options.limits?.auth ?? positive(env.API_RATE_LIMIT_AUTH) ?? 10,
      chat: options.limits?.chat ?? positive(env.CHAT_RATE_LIMIT) ?? 20,
    },
    loginThrottle: options.loginThrottle ?? storage.shared?.loginThrottle ?? memoryLoginThrottle(),
    secondFactorRoles:
      options.twoFactorRequired ?? secondFactorRolesFromEnv(env.TWO_FACTOR_REQUIRED),
    passwordContext: passwordContext(site),
    chatProvider: options.chatProvider ?? providerFromEnv(),
    formResults: options.formResults ?? storage.shared?.formResults ?? memoryFormResults(),
  };
}
