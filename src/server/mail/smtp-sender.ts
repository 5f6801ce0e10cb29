import nodemailer from 'nodemailer';
import type { Lead } from '../storage/types';
import { leadEmail } from './lead-email';
import type { SendLead } from './outbox';
import type { SmtpConfig } from './smtp-config';

/** Sends each lead to the company address over SMTP, as plain text. */
export function smtpSender(
  smtp: SmtpConfig,
  company: { name: string; email: string },
): SendLead & { close: () => void } {
  // Pooled: a backlog (after a restart, or when mail was down) goes over kept connections instead
  // of one connection and handshake per lead (about 0.1 s each).
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = async (lead: Lead) => {
    const replyTo = lead.fields.find((f) => f.type === 'email')?.value;
    const mail = leadEmail(lead, company.name, replyTo || undefined);
    await transport.sendMail({
      from: smtp.from ?? company.email,
      to: company.email,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
