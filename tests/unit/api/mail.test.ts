import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startApi, validEnquiry } from './api-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP sink on 127.0.0.1 that keeps what it receives, or refuses while `refusing`. */
async function smtpSink() {
  const received: Received[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) return callback(new Error('mailbox unavailable, try later'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { received, state, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Waits until `check` holds, polling; fails after 10 s. */
async function eventually(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

describe('lead e-mail to the company', () => {
  it('e-mails each stored lead as plain text to the company address', async () => {
    const sink = await smtpSink();
    cleanups.push(sink.close);
    const api = await startApi({
      smtp: { host: '127.0.0.1', port: sink.port, secure: false, from: 'website@aruvi.example' },
    });
    cleanups.push(() => api.app.close());
    const message = 'Budget approved <script>alert("x")</script> =1+1';
    const res = await api.post('/pclinfo', { ...validEnquiry, message, page: '/web-design' });
    expect(res.statusCode).toBe(200);
    await eventually(() => sink.received.length === 1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual(['hello@aruvi.example']);
    expect(mail?.from).toBe('website@aruvi.example');
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail?.raw).not.toMatch(/text\/html/i);
    expect(mail?.raw).toMatch(/^Reply-To: asha@example\.com/im);
    expect(mail?.raw).toMatch(/^Subject: New website lead: Asha Raman \(enquiry\)/im);
    expect(mail?.raw).toContain('Page: /web-design');
    expect(mail?.raw).toContain('<script>alert("x")</script>');
  });

  it('keeps the lead when mail fails, and sends it on a later try', async () => {
    const sink = await smtpSink();
    cleanups.push(sink.close);
    sink.state.refusing = true;
    const api = await startApi({
      smtp: { host: '127.0.0.1', port: sink.port, secure: false },
      mailRetryMs: 200,
    });
    cleanups.push(() => api.app.close());
    const res = await api.post('/pclinfo', validEnquiry);
    expect(res.statusCode).toBe(200);
    expect(await api.storedLeads()).toHaveLength(1);
    // The failure is recorded in the outbox for the next try.
    const { default: Database } = await import('better-sqlite3');
    const { join } = await import('node:path');
    const outbox = () => {
      const db = new Database(join(api.dataDir, 'site.db'), { readonly: true });
      try {
        return db.prepare('SELECT attempts, last_error, sent_at FROM outbox').all();
      } finally {
        db.close();
      }
    };
    await eventually(() => JSON.stringify(outbox()).includes('mailbox unavailable'));
    sink.state.refusing = false;
    await eventually(() => sink.received.length === 1);
    await eventually(() => JSON.stringify(outbox()).includes('"sent_at":"2'));
  });

  it('answers 200 and keeps the lead when the mail server is not there at all', async () => {
    const sink = await smtpSink();
    const port = sink.port;
    await sink.close();
    const api = await startApi({ smtp: { host: '127.0.0.1', port, secure: false } });
    cleanups.push(() => api.app.close());
    expect((await api.post('/pclinfo', validEnquiry)).statusCode).toBe(200);
    expect(await api.storedLeads()).toHaveLength(1);
  });
});
