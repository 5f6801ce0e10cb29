import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { NewLead, RetentionMonths, Storage } from '../../../../src/server/storage/types';

/**
 * What every storage must do for a lead's notice and consent and for the retention job
 * (decisions.md #56). `open` gives a fresh, empty storage; the suite closes it.
 */
export function retentionContract(name: string, open: () => Promise<Storage> | Storage) {
  const withStorage = (test: (storage: Storage) => Promise<void>) => async () => {
    const storage = await open();
    try {
      await test(storage);
    } finally {
      await storage.close();
    }
  };

  const notice = {
    purposes: 'We use these details only to reply.',
    policy: { path: '/privacy-policy', version: 'a1b2c3', updated: '2026-11-27' },
  };
  const lead = (person: string, extra: Partial<NewLead> = {}): NewLead => ({
    form: 'contact',
    page: '/contact-info',
    subject: 'ERP',
    fields: [
      { name: 'fname', label: 'First Name', type: 'text', value: person },
      { name: 'email', label: 'Email', type: 'email', value: `${person}@example.com` },
      { name: 'service', label: 'Service', type: 'select', value: 'ERP' },
      { name: 'newsletter', label: 'News by e-mail', type: 'checkbox', value: 'yes' },
    ],
    source: { referrer: 'https://news.example/story?reader=asha', utm_source: 'newsletter' },
    notice,
    ...extra,
  });
  const months: RetentionMonths = { new: 36, contacted: 36, won: 36, lost: 12, spam: 12 };
  /** The same moment `n` months later. */
  const later = (from: Date, n: number) => {
    const then = new Date(from);
    then.setUTCMonth(then.getUTCMonth() + n);
    return then;
  };
  const dayAfter = (date: Date) => new Date(date.getTime() + 86_400_000);

  describe(`${name}: notice, consent and retention`, () => {
    it(
      'keeps the notice a lead was sent with and its marketing answer, yes, no or not asked',
      withStorage(async (storage) => {
        const yes = await storage.saveLead(lead('asha', { marketingConsent: true }), {
          notify: false,
        });
        const no = await storage.saveLead(lead('ravi', { marketingConsent: false }), {
          notify: false,
        });
        const { notice: _notice, ...unasked } = lead('meena');
        const old = await storage.saveLead(unasked, { notify: false });
        const read = async (id: number) => (await storage.getLead(id))?.lead;
        expect(await read(yes.id)).toMatchObject({ notice, marketingConsent: true });
        expect(await read(no.id)).toMatchObject({ notice, marketingConsent: false });
        const before = await read(old.id);
        expect(before?.notice).toBeUndefined();
        expect(before?.marketingConsent).toBeUndefined();
        expect((await storage.listLeads()).map((l) => l.marketingConsent)).toEqual([
          true,
          false,
          undefined,
        ]);
      }),
    );

    it(
      'anonymises the leads past their status’s months once, keeps them for counts, and cancels their deliveries',
      withStorage(async (storage) => {
        const open = await storage.saveLead(lead('asha'), {
          notify: true,
          destinations: ['email'],
        });
        const spam = await storage.saveLead(lead('bot', { spamReason: 'Too fast.' }), {
          notify: true,
        });
        const lost = await storage.saveLead(lead('ravi'), {
          notify: true,
          destinations: ['email'],
        });
        await storage.updateLead(
          lost.id,
          { status: 'lost', note: 'Ravi chose a cheaper firm.' },
          's@x.in',
        );
        const now = new Date();

        // A year and a day on: the spam and the lost lead (12 months) are due, the new one (36) not.
        const run = later(dayAfter(now), 12);
        expect(await storage.runRetention(run, months, dayAfter(run))).toEqual({
          new: 0,
          contacted: 0,
          won: 0,
          lost: 1,
          spam: 1,
        });
        const gone = (await storage.getLead(lost.id))!;
        expect(gone.lead).toMatchObject({
          form: 'contact',
          page: '/contact-info',
          subject: 'ERP',
          status: 'lost',
          receivedAt: lost.receivedAt,
          note: '',
          notice,
          anonymisedAt: run.toISOString(),
          source: { referrer: 'https://news.example', utm_source: 'newsletter' },
        });
        // Typed values are gone; the form's own choices stay.
        expect(gone.lead.fields.map((f) => [f.name, f.value])).toEqual([
          ['fname', ''],
          ['email', ''],
          ['service', 'ERP'],
          ['newsletter', 'yes'],
        ]);
        expect(gone.history.map((e) => [e.change, e.from, e.to])).toEqual([
          ['status', 'new', 'lost'],
          ['note', '', ''],
        ]);
        expect((await storage.getLead(spam.id))?.lead).toMatchObject({
          status: 'spam',
          anonymisedAt: run.toISOString(),
        });
        expect((await storage.getLead(open.id))?.lead.fields[0]?.value).toBe('asha');
        expect((await storage.getLead(open.id))?.lead.anonymisedAt).toBeUndefined();
        // Search no longer finds them; the counts still do.
        const query = { limit: 10, offset: 0 };
        expect((await storage.queryLeads({ ...query, text: 'ravi' })).total).toBe(0);
        expect((await storage.queryLeads({ ...query, text: 'asha' })).total).toBe(1);
        expect((await storage.queryLeads(query)).total).toBe(3);
        expect((await storage.queryLeads({ ...query, status: 'lost' })).total).toBe(1);
        // The lost lead's undelivered job is cancelled; the open lead's is still due.
        const jobs = await storage.dueMail(later(run, 1), 10);
        expect(jobs.map((job) => job.lead.id)).toEqual([open.id]);

        // Not due again the same day, whoever asks; a day later it runs and finds nothing new.
        expect(await storage.runRetention(run, months, dayAfter(run))).toBeUndefined();
        const next = await storage.runRetention(dayAfter(run), months, dayAfter(dayAfter(run)));
        expect(next).toEqual({ new: 0, contacted: 0, won: 0, lost: 0, spam: 0 });
        expect((await storage.getLead(lost.id))?.lead.anonymisedAt).toBe(run.toISOString());
        // Three years on, the new lead goes too.
        const third = await storage.runRetention(later(run, 24), months, later(run, 25));
        expect(third).toMatchObject({ new: 1, lost: 0, spam: 0 });
      }),
    );

    it(
      'counts a lead’s months from staff’s last change, not from its arrival',
      withStorage(async (storage) => {
        const worked = await storage.saveLead(lead('asha'), { notify: false });
        const closed = await storage.saveLead(lead('ravi'), { notify: false });
        await storage.updateLead(closed.id, { status: 'lost' }, 's@x.in');
        await sleep(20);
        const between = new Date();
        await sleep(20);
        await storage.updateLead(worked.id, { status: 'lost' }, 's@x.in');
        // Twelve months after `between`: both arrived before it, but one was changed after it.
        const run = await storage.runRetention(later(between, 12), months, later(between, 13));
        expect(run?.lost).toBe(1);
        expect((await storage.getLead(closed.id))?.lead.anonymisedAt).toBeDefined();
        expect((await storage.getLead(worked.id))?.lead.fields[0]?.value).toBe('asha');
      }),
    );
  });
}
