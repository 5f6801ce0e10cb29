import { describe, expect, it } from 'vitest';
import { type NewPageChange } from '../../../../src/server/storage/types';
import { contractSupport, type OpenStorage } from './support';

/**
 * What every storage must do for scheduled and reviewed page changes, whatever database is behind it.
 */
export function changesContract(name: string, open: OpenStorage) {
  const { withStorage, created } = contractSupport(open);

  describe(`${name}: scheduled and reviewed page changes`, () => {
    const change = (
      author: { id: number; username: string; email: string },
      extra: Partial<NewPageChange> = {},
    ): NewPageChange => ({
      file: 'pages/vps-hosting.json',
      action: 'publish',
      content: { path: '/vps-hosting', title: 'VPS hosting' },
      baseVersion: 'v1',
      redirectFrom: null,
      message: 'New prices',
      publishAt: new Date(Date.now() + 60_000),
      state: 'scheduled',
      userId: author.id,
      author: author.username,
      authorEmail: author.email,
      ...extra,
    });
    const later = (ms: number) => new Date(Date.now() + ms);

    it(
      'hands a scheduled change out once its time has come, once, and records how it ended',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const made = await storage.createChange(change(meena));
        expect(made).toMatchObject({ state: 'scheduled', author: 'meena', claimedUntil: null });
        expect(made.events.map((e) => [e.step, e.actor])).toEqual([['scheduled', 'meena']]);
        // Not before its time.
        expect(await storage.claimDueChange(new Date(), later(300_000))).toBeUndefined();
        const lease = later(360_000);
        const taken = await storage.claimDueChange(later(61_000), lease);
        expect(taken).toMatchObject({ id: made.id, state: 'publishing' });
        expect(taken?.content).toEqual(made.content);
        // Taken: not handed out again while its lease runs.
        expect(await storage.claimDueChange(later(62_000), later(400_000))).toBeUndefined();
        // Only its holder records the end.
        const finished = {
          state: 'published',
          outcome: { commit: 'abc' },
          actor: 'meena',
        } as const;
        expect(
          await storage.finishChange(made.id, new Date(0).toISOString(), {
            ...finished,
            userId: null,
          }),
        ).toBe(false);
        expect(
          await storage.finishChange(made.id, taken!.claimedUntil!, { ...finished, userId: null }),
        ).toBe(true);
        const done = await storage.getChange(made.id);
        expect(done).toMatchObject({ state: 'published', outcome: { commit: 'abc' } });
        expect(done?.events.map((e) => e.step)).toEqual(['scheduled', 'published']);
        expect(await storage.claimDueChange(later(600_000), later(900_000))).toBeUndefined();
        expect(lease.getTime()).toBeGreaterThan(Date.now());
      }),
    );

    it(
      'hands a change out again when the instance publishing it died (its lease ran out)',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const made = await storage.createChange(change(meena, { publishAt: new Date() }));
        const first = await storage.claimDueChange(later(1000), later(5000));
        expect(first?.id).toBe(made.id);
        const again = await storage.claimDueChange(later(6000), later(60_000));
        expect(again?.id).toBe(made.id);
        // The first holder's late report is ignored; the second's is kept.
        const failed = { state: 'failed', actor: 'meena', userId: null } as const;
        const outcome = { message: 'pages/vps-hosting.json has problems', problems: [] };
        expect(
          await storage.finishChange(made.id, first!.claimedUntil!, { ...failed, outcome }),
        ).toBe(false);
        expect(
          await storage.finishChange(made.id, again!.claimedUntil!, { ...failed, outcome }),
        ).toBe(true);
        const done = await storage.getChange(made.id);
        expect(done).toMatchObject({ state: 'failed', outcome });
        expect(done?.events.at(-1)).toMatchObject({ step: 'failed', comment: outcome.message });
      }),
    );

    it(
      'takes a review through comments, sending back and approval by another editor only',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const ravi = await created(storage, 'ravi@example.com');
        const lease = later(60_000);
        const by = (u: typeof meena) => ({ userId: u.id, actor: u.username, leaseUntil: lease });
        const asked = await storage.createChange(
          change(meena, { state: 'review', publishAt: null }),
        );
        expect(asked.state).toBe('review');
        // A change on review is not published by time alone.
        expect(await storage.claimDueChange(later(1000), lease)).toBeUndefined();
        const own = await storage.actOnChange(asked.id, {
          kind: 'approve',
          comment: '',
          ...by(meena),
        });
        expect(own).toMatchObject({ refused: 'own', change: { state: 'review' } });
        await storage.actOnChange(asked.id, { kind: 'comment', comment: 'Price?', ...by(ravi) });
        const back = await storage.actOnChange(asked.id, {
          kind: 'sendBack',
          comment: 'The price is wrong',
          ...by(ravi),
        });
        expect(back).toMatchObject({ change: { state: 'sent_back' } });
        // Sent back: nobody approves it until it is asked for again (as a new request).
        expect(
          await storage.actOnChange(asked.id, { kind: 'approve', comment: '', ...by(ravi) }),
        ).toMatchObject({ refused: 'state' });
        const again = await storage.createChange(
          change(meena, { state: 'review', publishAt: null, message: 'Fixed the price' }),
        );
        const approved = await storage.actOnChange(again.id, {
          kind: 'approve',
          comment: 'Good',
          ...by(ravi),
        });
        // Due now: taken for publishing by the approver's instance, nobody else's.
        expect(approved).toMatchObject({ change: { state: 'publishing' } });
        expect(await storage.claimDueChange(later(1000), later(2000))).toBeUndefined();
        const steps = (await storage.getChange(asked.id))?.events.map((e) => [
          e.step,
          e.actor,
          e.comment,
        ]);
        expect(steps).toEqual([
          ['requested', 'meena', 'New prices'],
          ['commented', 'ravi', 'Price?'],
          ['sent_back', 'ravi', 'The price is wrong'],
        ]);
        expect(
          await storage.actOnChange(9999, { kind: 'cancel', comment: '', ...by(ravi) }),
        ).toEqual({
          refused: 'missing',
        });
      }),
    );

    it(
      'schedules an approved change whose time is still ahead; cancels before publishing only',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const ravi = await created(storage, 'ravi@example.com');
        const by = { userId: ravi.id, actor: 'ravi', leaseUntil: later(60_000), comment: '' };
        const asked = await storage.createChange(
          change(meena, { state: 'review', publishAt: later(3_600_000) }),
        );
        expect(await storage.actOnChange(asked.id, { kind: 'approve', ...by })).toMatchObject({
          change: { state: 'scheduled', claimedUntil: null },
        });
        expect(await storage.actOnChange(asked.id, { kind: 'cancel', ...by })).toMatchObject({
          change: { state: 'cancelled' },
        });
        expect(await storage.claimDueChange(later(7_200_000), later(7_300_000))).toBeUndefined();
        const due = await storage.createChange(change(meena, { publishAt: new Date() }));
        await storage.claimDueChange(later(1000), later(60_000));
        expect(await storage.actOnChange(due.id, { kind: 'cancel', ...by })).toMatchObject({
          refused: 'state',
          change: { state: 'publishing' },
        });
        // Listed: the open ones and those finished since, newest first, without their content.
        const listed = await storage.listChanges(new Date(Date.now() - 60_000));
        expect(listed.map((c) => [c.id, c.state])).toEqual([
          [due.id, 'publishing'],
          [asked.id, 'cancelled'],
        ]);
        expect(listed[1]?.content).toBeNull();
        expect(listed[1]?.events.map((e) => e.step)).toEqual([
          'requested',
          'approved',
          'cancelled',
        ]);
        expect((await storage.listChanges(later(60_000))).map((c) => c.id)).toEqual([due.id]);
      }),
    );
  });
}
