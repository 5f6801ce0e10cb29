import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { startApi, validEnquiry } from './api-server';
import { smtpSink } from './smtp-sink';
import { eventually } from './eventually';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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

  it('sends a backlog left from before a restart at once, not one batch a minute', async () => {
    const sink = await smtpSink();
    cleanups.push(sink.close);
    const dir = mkdtempSync(join(tmpdir(), 'aruvi-backlog-'));
    const storage = openSqliteStorage(join(dir, 'site.db'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const fields = [{ name: 'message', label: 'Message', type: 'textarea', value: 'Waiting' }];
    for (let i = 0; i < 45; i++)
      await storage.saveLead({ form: 'contact', fields }, { notify: true });
    const api = await startApi({
      storage,
      smtp: { host: '127.0.0.1', port: sink.port, secure: false, from: 'website@aruvi.example' },
    });
    cleanups.push(() => api.app.close());
    await eventually(() => sink.received.length === 45);
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
