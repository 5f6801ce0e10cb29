import type { Driver } from '../driver';
import { leadColumns } from '../leads/rows';
import { qualified } from '../rows';
import { toOutbox, troubleRow } from './rows';
import type { OutboxStorage } from './types';

/** The delivery jobs, in the SQL both databases understand. */
export function outboxStorage(driver: Driver): OutboxStorage {
  const { read, write } = driver;
  const sql = {
    dueMail: `SELECT outbox.id AS outbox_id, outbox.attempts, outbox.destination,
        ${qualified('leads', leadColumns.lead)}
      FROM outbox JOIN leads ON leads.id = outbox.lead_id
      WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= $1
        AND ($3 = 0 OR ${driver.dialect.oneOf('outbox.destination', '$4')})
      ORDER BY outbox.id LIMIT $2`,
    trouble: `SELECT destination, min(failing_since) AS since, count(*) AS waiting FROM outbox
      WHERE sent_at IS NULL AND failing_since IS NOT NULL
      GROUP BY destination ORDER BY destination`,
  };
  return {
    async dueMail(now, limit, destinations) {
      if (driver.dueMail) return driver.dueMail(now, limit, destinations);
      const only = destinations ? 1 : 0;
      const list = driver.dialect.list(destinations ?? []);
      return (await read(sql.dueMail, [now.toISOString(), limit, only, list])).map(toOutbox);
    },
    async markMailSent(id, at) {
      await write({ kind: 'markMailSent', id, at: at.toISOString() });
    },
    async markMailFailed(id, error, retryAt) {
      const at = new Date().toISOString();
      await write({ kind: 'markMailFailed', id, error, retryAt: retryAt.toISOString(), at });
    },
    async deliveryTrouble() {
      return (await read(sql.trouble)).map((row) => troubleRow.parse(row));
    },
  };
}
