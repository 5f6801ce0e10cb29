import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { userColumns, toUser } from '../accounts/rows';
import type { Driver } from '../driver';
import { leadColumns, toEvent, toLead } from '../leads/rows';
import { countRow } from '../rows';
import { secretStorage } from '../secrets/storage';
import { personKey } from './person-match';
import { auditColumns, toAuditEntry } from './rows';
import type { PeopleStorage, Person } from './types';
import { personRows } from './writes';

const erasureCounts = z.record(z.string(), z.number());
const emailRow = z.object({ email: z.string() });

/**
 * The rights of the person and the audit log (decisions.md #57, #58), in the SQL both databases
 * understand.
 */
export function peopleStorage(driver: Driver): PeopleStorage {
  const { read, write, dialect } = driver;
  const { secret } = secretStorage(driver);
  const toPerson = (person: Person) =>
    'email' in person
      ? { email: person.email, userId: null }
      : { email: null, userId: person.userId };

  /**
   * What the erasure's entry keeps instead of the address: an HMAC with a key of the site, so
   * the DPO can answer "was my address erased, and when?" for an address they are given, while
   * the log itself names nobody.
   */
  const subjectOf = async (email: string) => {
    const key = await secret('erasure-subject', () => randomBytes(32).toString('base64url'));
    return createHmac('sha256', key).update(personKey(email)).digest('base64url');
  };

  return {
    async audit({ actor, action, leadIds = [], count = 0, detail = {} }) {
      const at = new Date().toISOString();
      const by = { actorId: actor.id, actor: actor.name };
      await write({ kind: 'audit', at, ...by, action, leadIds, count, detail });
    },
    async auditLog({ limit, offset }) {
      const { total } = countRow.parse((await read('SELECT count(*) AS total FROM audit_log'))[0]);
      const rows = await read(
        `SELECT ${auditColumns} FROM audit_log ORDER BY id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return { entries: rows.map(toAuditEntry), total };
    },
    async purgeAudit(before) {
      return Number(await write({ kind: 'purgeAudit', before: before.toISOString() }));
    },
    async personRecords(person) {
      // The same choice of records as the erasure's, as a read: a generator run to its end.
      const steps = personRows(dialect, toPerson(person));
      let next = steps.next();
      while (!next.done) next = steps.next(await read(next.value.sql, next.value.params));
      const { accountId, leadIds, mentionedIds: mentionedIn } = next.value;
      const [account] =
        accountId === null
          ? []
          : await read(`SELECT ${userColumns} FROM users WHERE id = $1`, [accountId]);
      const leads = [];
      for (const id of leadIds) {
        const [row] = await read(`SELECT ${leadColumns.lead} FROM leads WHERE id = $1`, [id]);
        const history = await read(
          `SELECT ${leadColumns.event} FROM lead_events WHERE lead_id = $1 ORDER BY id`,
          [id],
        );
        if (row !== undefined) leads.push({ lead: toLead(row), history: history.map(toEvent) });
      }
      if (account === undefined) return { account: null, leads, mentionedIn };
      const { passwordHash: _hash, ...withoutHash } = toUser(account);
      return { account: withoutHash, leads, mentionedIn };
    },
    async erasePerson(person, actor) {
      const at = new Date().toISOString();
      const target = toPerson(person);
      const [account] =
        target.email === null
          ? await read('SELECT email FROM users WHERE id = $1', [target.userId])
          : [];
      const email = target.email ?? (account === undefined ? '' : emailRow.parse(account).email);
      const subject = await subjectOf(email);
      const counts = await write({
        kind: 'erasePerson',
        at,
        ...target,
        actorId: actor.id,
        actor: actor.name,
        subject,
      });
      return erasureCounts.parse(counts);
    },
  };
}
