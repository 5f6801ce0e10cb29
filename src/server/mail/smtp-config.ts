/** SMTP settings read from the environment; without SMTP_HOST the site sends no mail. */
export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** Sender address; defaults to the company address. */
  from?: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
}

/** SMTP_HOST, SMTP_PORT (default 587), SMTP_USER, SMTP_PASS, SMTP_FROM. */
export function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const port = Number(env.SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`);
  return {
    host,
    port,
    secure: port === 465,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
    ...(env.SMTP_FROM ? { from: env.SMTP_FROM } : {}),
  };
}
