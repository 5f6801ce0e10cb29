import { describe, expect, it } from 'vitest';
import { type LeadQuery } from '../../../../src/server/storage/types';
import { contractSupport, type OpenStorage } from './support';

/**
 * What every storage must do for delivery to several destinations, and spam kept aside, whatever database is behind it.
 */
export function outboxContract(name: string, open: OpenStorage) {
  const { withStorage, lead } = contractSupport(open);

  describe(`${name}: delivery to several destinations, and spam kept aside`, () => {
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

    it(
      'gives a lead a job per destination, each retried and told apart',
      withStorage(async (storage) => {
        const first = await storage.saveLead(lead('Asha', 'asha@example.com', 'One'), {
          notify: true,
          destinations: ['email', 'webhook'],
        });
        const email = await storage.dueMail(at(1), 10, ['email']);
        expect(email.map((job) => [job.destination, job.lead.id])).toEqual([['email', first.id]]);
        const [hook] = await storage.dueMail(at(1), 10, ['webhook']);
        if (!hook) throw new Error('no webhook job');
        expect(hook.lead.id).toBe(first.id);

        // The webhook fails: staff can be told since when, and it waits out its back-off…
        await storage.markMailFailed(hook.id, 'answered 503', at(3600));
        expect(await storage.deliveryTrouble()).toEqual([
          { destination: 'webhook', since: expect.any(String), waiting: 1 },
        ]);
        const second = await storage.saveLead(lead('Ravi', 'ravi@example.com', 'Two'), {
          notify: true,
          destinations: ['webhook'],
        });
        const due = await storage.dueMail(at(2), 10, ['webhook']);
        expect(due.map((job) => job.lead.id)).toEqual([second.id]);
        // …until it takes a lead again: then what waited for it is due at once.
        await storage.markMailSent(due[0]!.id, new Date());
        const retried = await storage.dueMail(at(3), 10, ['webhook']);
        expect(retried.map((job) => [job.id, job.attempts])).toEqual([[hook.id, 1]]);
        await storage.markMailSent(hook.id, new Date());
        expect(await storage.deliveryTrouble()).toEqual([]);
      }),
    );

    it(
      'stores suspected spam with its reason and delivers it only once staff say it is not',
      withStorage(async (storage) => {
        const spamReason = 'Sent 0.4 s after the page opened.';
        const spam = await storage.saveLead(
          { ...lead('Bot', 'bot@example.com', 'Cheap backlinks'), spamReason },
          { notify: true, destinations: ['webhook'] },
        );
        expect(spam).toMatchObject({ status: 'spam', spamReason });
        expect((await storage.getLead(spam.id))?.lead).toMatchObject({
          status: 'spam',
          spamReason,
        });
        expect(await storage.dueMail(at(1), 10)).toEqual([]);
        const real = await storage.saveLead(lead('Asha', 'asha@example.com', 'A shop'), {
          notify: false,
        });
        const page = { limit: 10, offset: 0 };
        const ids = async (query: Partial<LeadQuery>) =>
          (await storage.queryLeads({ ...page, ...query })).leads.map((l) => l.id);
        expect(await ids({ notStatus: 'spam' })).toEqual([real.id]);
        expect(await ids({ status: 'spam' })).toEqual([spam.id]);

        const deliverTo = ['webhook', 'slack'];
        await storage.updateLead(spam.id, { status: 'new' }, 'ravi@example.com', { deliverTo });
        const jobs = await storage.dueMail(at(2), 10);
        expect(jobs.map((job) => [job.lead.id, job.destination])).toEqual([
          [spam.id, 'webhook'],
          [spam.id, 'slack'],
        ]);
        // Spam again and back: it has its jobs already, so it is not delivered twice.
        await storage.updateLead(spam.id, { status: 'spam' }, 'ravi@example.com');
        await storage.updateLead(spam.id, { status: 'won' }, 'ravi@example.com', { deliverTo });
        // An hour on (past any instance's hold), the same two jobs are all there is.
        const later = await storage.dueMail(at(3600), 10);
        expect(later.map((job) => job.id)).toEqual(jobs.map((job) => job.id));
        expect((await storage.getLead(spam.id))?.lead.spamReason).toBe(spamReason);
      }),
    );

    it(
      'keeps a secret made once, whoever asks',
      withStorage(async (storage) => {
        expect(await storage.secret('form-stamp', () => 'first')).toBe('first');
        expect(await storage.secret('form-stamp', () => 'second')).toBe('first');
        expect(await storage.secret('other', () => 'third')).toBe('third');
      }),
    );
  });
}
