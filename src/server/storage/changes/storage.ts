import { z } from 'zod';
import type { Driver } from '../driver';
import { changeColumns, toChange, toChangeEvent } from './rows';
import type { ChangeEvent, ChangeStorage, PageChange } from './types';

const changeResult = z.object({
  row: z.unknown().optional(),
  refused: z.enum(['missing', 'state', 'own']).optional(),
});

const sql = {
  changes: `SELECT ${changeColumns.changeHead} FROM page_changes
    WHERE state IN ('review', 'sent_back', 'scheduled', 'publishing') OR updated_at >= $1
    ORDER BY id DESC LIMIT 200`,
  change: `SELECT ${changeColumns.changeHead}, content FROM page_changes WHERE id = $1`,
  anyDue: `SELECT id FROM page_changes
    WHERE (state = 'scheduled' AND publish_at <= $1) OR (state = 'publishing' AND claimed_until <= $1)
    LIMIT 1`,
  changeEvents: `SELECT ${changeColumns.changeEvent} FROM page_change_events
    WHERE change_id >= $1 AND change_id <= $2 ORDER BY id`,
};

/** Page changes and their steps, in the SQL both databases understand. */
export function changeStorage({ read, write }: Driver): ChangeStorage {
  /** The changes of `rows` with their events, read in one query. */
  const withEvents = async (rows: unknown[]): Promise<PageChange[]> => {
    const changes = rows.map((row) => toChange(row));
    if (changes.length === 0) return [];
    const ids = changes.map((c) => c.id);
    const events = new Map<number, ChangeEvent[]>();
    for (const row of await read(sql.changeEvents, [Math.min(...ids), Math.max(...ids)])) {
      const { changeId, event } = toChangeEvent(row);
      events.set(changeId, [...(events.get(changeId) ?? []), event]);
    }
    return changes.map((c) => ({ ...c, events: events.get(c.id) ?? [] }));
  };
  const changeFrom = async (row: unknown) => (await withEvents([row]))[0]!;
  const current = async (id: number) => (await read(sql.change, [id]))[0];

  return {
    async createChange(change) {
      const at = new Date().toISOString();
      const { row } = changeResult.parse(
        await write({
          kind: 'createChange',
          ...change,
          content: change.content === null ? null : JSON.stringify(change.content),
          publishAt: change.publishAt?.toISOString() ?? null,
          at,
        }),
      );
      return changeFrom(row);
    },
    async listChanges(since) {
      return withEvents(await read(sql.changes, [since.toISOString()]));
    },
    async getChange(id) {
      const row = await current(id);
      return row === undefined ? undefined : changeFrom(row);
    },
    async actOnChange(id, { kind, leaseUntil, ...by }) {
      const at = new Date().toISOString();
      const result = changeResult.parse(
        await write({
          kind: 'actOnChange',
          id,
          action: kind,
          ...by,
          at,
          leaseUntil: leaseUntil.toISOString(),
        }),
      );
      if (result.refused) {
        const now = await current(id);
        return {
          refused: result.refused,
          ...(now === undefined ? {} : { change: await changeFrom(now) }),
        };
      }
      return { change: await changeFrom(result.row) };
    },
    async claimDueChange(now, leaseUntil) {
      // Instances look every few seconds: a read, with a write only when something is due.
      if ((await read(sql.anyDue, [now.toISOString()])).length === 0) return undefined;
      const { row } = changeResult.parse(
        await write({
          kind: 'claimDueChange',
          at: now.toISOString(),
          leaseUntil: leaseUntil.toISOString(),
        }),
      );
      return row === undefined ? undefined : changeFrom(row);
    },
    async finishChange(id, heldUntil, { state, outcome, actor, userId }) {
      const at = new Date().toISOString();
      const op = { id, heldUntil, state, outcome: JSON.stringify(outcome), actor, userId, at };
      return (await write({ kind: 'finishChange', ...op })) === true;
    },
  };
}
