import { describe, expect, it } from 'vitest';
import { IdempotencyConflict, type Storage } from '../../../../src/server/storage/types';
import { contractSupport, type OpenStorage } from './support';

/**
 * What every storage must do for the leads inbox and idempotency keys, whatever database is behind it.
 */
export function leadsContract(name: string, open: OpenStorage) {
  const { withStorage, lead } = contractSupport(open);

  describe(`${name}: the leads inbox`, () => {
    const fill = async (storage: Storage) => {
      const first = await storage.saveLead(
        lead('Meena', 'meena@example.com', 'We need an ERP for our mills', {
          source: { utm_source: 'newsletter', utm_campaign: 'nov', referrer: 'https://x.example/' },
        }),
        { notify: false },
      );
      const second = await storage.saveLead(
        lead('Ravi', 'ravi@example.org', 'Mobile app quote please', {
          page: '/mobile-app-development',
        }),
        { notify: false },
      );
      const third = await storage.saveLead(lead('Zoë', 'zoe@example.com', 'Ünïcode ERP question'), {
        notify: false,
      });
      return { first, second, third };
    };

    it(
      'keeps where a lead came from, and starts it as new with no note',
      withStorage(async (storage) => {
        const { first } = await fill(storage);
        const stored = await storage.getLead(first.id);
        expect(stored?.lead).toMatchObject({
          status: 'new',
          note: '',
          source: { utm_source: 'newsletter', utm_campaign: 'nov', referrer: 'https://x.example/' },
        });
        expect(stored?.history).toEqual([]);
      }),
    );

    it(
      'pages newest first with the total, and filters by status, page, dates and text',
      withStorage(async (storage) => {
        const { first, second, third } = await fill(storage);
        const all = await storage.queryLeads({ limit: 2, offset: 0 });
        expect(all.total).toBe(3);
        expect(all.leads.map((l) => l.id)).toEqual([third.id, second.id]);
        expect((await storage.queryLeads({ limit: 2, offset: 2 })).leads.map((l) => l.id)).toEqual([
          first.id,
        ]);
        const page = await storage.queryLeads({
          page: '/mobile-app-development',
          limit: 10,
          offset: 0,
        });
        expect(page.leads.map((l) => l.id)).toEqual([second.id]);

        const ids = async (text: string) =>
          (await storage.queryLeads({ text, limit: 10, offset: 0 })).leads.map((l) => l.id);
        expect(await ids('erp')).toEqual([third.id, first.id]);
        expect(await ids('RAVI@EXAMPLE')).toEqual([second.id]);
        expect(await ids('ünïcode')).toEqual([third.id]);
        // Shorter than the index's three characters: still found.
        expect(await ids('zo')).toEqual([third.id]);
        // Wildcards are text like any other.
        expect(await ids('%')).toEqual([]);
        expect(await ids('_')).toEqual([]);
        expect(await ids('"quoted"')).toEqual([]);

        const future = new Date(Date.now() + 60_000);
        expect((await storage.queryLeads({ from: future, limit: 10, offset: 0 })).total).toBe(0);
        expect((await storage.queryLeads({ to: future, limit: 10, offset: 0 })).total).toBe(3);
      }),
    );

    it(
      'records each status and note change with who made it, and filters by the new status',
      withStorage(async (storage) => {
        const { first } = await fill(storage);
        await storage.updateLead(first.id, { status: 'contacted' }, 'ravi@example.com');
        const updated = await storage.updateLead(
          first.id,
          { status: 'won', note: 'Signed on 20 Nov' },
          'anu@example.com',
        );
        expect(updated).toMatchObject({ status: 'won', note: 'Signed on 20 Nov' });
        // Saving what is already there records nothing.
        await storage.updateLead(first.id, { status: 'won' }, 'anu@example.com');
        const stored = await storage.getLead(first.id);
        expect(
          stored?.history.map(({ actor, change, from, to }) => [actor, change, from, to]),
        ).toEqual([
          ['ravi@example.com', 'status', 'new', 'contacted'],
          ['anu@example.com', 'status', 'contacted', 'won'],
          ['anu@example.com', 'note', '', 'Signed on 20 Nov'],
        ]);
        const won = await storage.queryLeads({ status: 'won', limit: 10, offset: 0 });
        expect(won.leads.map((l) => l.id)).toEqual([first.id]);
        expect(
          await storage.updateLead(999_999, { status: 'spam' }, 'x@example.com'),
        ).toBeUndefined();
      }),
    );
  });

  describe(`${name}: idempotency keys`, () => {
    it(
      'stores a retried submission once and gives back the first lead; other content is refused',
      withStorage(async (storage) => {
        const claim = { key: 'retry-7f3a', fingerprint: 'hash of the body' };
        const first = await storage.saveLead(lead('Asha', 'asha@example.com', 'ERP please'), {
          notify: true,
          idempotency: claim,
        });
        const again = await storage.saveLead(lead('Asha', 'asha@example.com', 'ERP please'), {
          notify: true,
          idempotency: claim,
        });
        expect(again.id).toBe(first.id);
        expect(again.receivedAt).toBe(first.receivedAt);
        await expect(
          storage.saveLead(lead('Asha', 'asha@example.com', 'Something else'), {
            notify: true,
            idempotency: { key: claim.key, fingerprint: 'another body' },
          }),
        ).rejects.toBeInstanceOf(IdempotencyConflict);
        const other = await storage.saveLead(lead('Ravi', 'ravi@example.com', 'Hosting'), {
          notify: true,
          idempotency: { key: 'another-key', fingerprint: 'hash of the body' },
        });
        expect(other.id).not.toBe(first.id);
        expect((await storage.listLeads()).map((l) => l.id)).toEqual([first.id, other.id]);
        // One e-mail per lead, not per request.
        expect((await storage.dueMail(new Date(Date.now() + 1000), 10)).length).toBe(2);
      }),
    );
  });
}
