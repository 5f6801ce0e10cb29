import type pg from 'pg';
import { z } from 'zod';
import { readFormPageState } from '../../../engine/browser/form-state';
import { formResultTtlMs, newResultId } from './form-results';
import { forgetFailuresAfterMs, throttleDelay } from './login-throttle';
import type { SharedState } from './types';

const windowRow = z.object({ count: z.number(), ttl_ms: z.coerce.number() });
const waitRow = z.object({ wait_ms: z.coerce.number() });
const failuresRow = z.object({ failures: z.number() });
const resultRow = z.object({
  result: z.object({ form: z.string(), outcome: z.literal('refused') }).loose(),
});

/** Old windows and failures go now and then (on about one hit in a thousand). */
const sweepEvery = 1000;

/**
 * Rate-limit windows and failed logins in PostgreSQL, timed by the database's clock so every
 * instance agrees. One statement per hit: the row lock makes concurrent hits count one by one.
 */
export function postgresSharedState(pool: pg.Pool): SharedState {
  const query = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows;
  let hits = 0;
  const sweep = () =>
    pool
      .query(
        `DELETE FROM rate_limits WHERE window_start < now() - interval '1 day';
         DELETE FROM login_failures WHERE last_failure < now() - interval '1 day'
           AND locked_until < now();
         DELETE FROM form_results WHERE expires_at < now()`,
      )
      .catch(() => undefined);

  return {
    async hit(key, windowMs) {
      if (++hits % sweepEvery === 0) void sweep();
      const [row] = await query(
        `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           window_start = CASE WHEN r.window_start + $2 * interval '1 millisecond' <= now()
             THEN now() ELSE r.window_start END,
           count = CASE WHEN r.window_start + $2 * interval '1 millisecond' <= now()
             THEN 1 ELSE r.count + 1 END
         RETURNING count, greatest(0, ceil(extract(epoch FROM
           window_start + $2 * interval '1 millisecond' - now()) * 1000)) AS ttl_ms`,
        [key, windowMs],
      );
      const { count, ttl_ms } = windowRow.parse(row);
      return { count, ttlMs: ttl_ms };
    },
    async peek(key, windowMs) {
      const [row] = await query(
        `SELECT count, greatest(0, ceil(extract(epoch FROM
           window_start + $2 * interval '1 millisecond' - now()) * 1000)) AS ttl_ms
         FROM rate_limits WHERE key = $1 AND window_start + $2 * interval '1 millisecond' > now()`,
        [key, windowMs],
      );
      if (row === undefined) return { count: 0, ttlMs: 0 };
      const { count, ttl_ms } = windowRow.parse(row);
      return { count, ttlMs: ttl_ms };
    },
    loginThrottle: {
      async check(key) {
        const [row] = await query(
          `SELECT greatest(0, ceil(extract(epoch FROM locked_until - now()) * 1000)) AS wait_ms
           FROM login_failures WHERE key = $1`,
          [key],
        );
        return row === undefined ? 0 : waitRow.parse(row).wait_ms;
      },
      async fail(key) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query(
            `INSERT INTO login_failures AS f (key, failures, last_failure, locked_until)
             VALUES ($1, 1, now(), now())
             ON CONFLICT (key) DO UPDATE SET
               failures = CASE WHEN f.last_failure <= now() - $2 * interval '1 millisecond'
                 THEN 1 ELSE f.failures + 1 END,
               last_failure = now()
             RETURNING failures`,
            [key, forgetFailuresAfterMs],
          );
          const { failures } = failuresRow.parse(rows[0]);
          await client.query(
            `UPDATE login_failures SET locked_until = now() + $2 * interval '1 millisecond'
             WHERE key = $1`,
            [key, throttleDelay(failures)],
          );
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      async succeed(key) {
        await pool.query('DELETE FROM login_failures WHERE key = $1', [key]);
      },
      async failures(key) {
        const [row] = await query(
          `SELECT failures FROM login_failures
           WHERE key = $1 AND last_failure > now() - $2 * interval '1 millisecond'`,
          [key, forgetFailuresAfterMs],
        );
        return row === undefined ? 0 : failuresRow.parse(row).failures;
      },
    },
    formResults: {
      async put(result) {
        if (++hits % sweepEvery === 0) void sweep();
        const id = newResultId();
        await pool.query(
          `INSERT INTO form_results (id, result, expires_at)
           VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
          [id, JSON.stringify(result), formResultTtlMs],
        );
        return id;
      },
      async get(id) {
        const [row] = await query(
          'SELECT result FROM form_results WHERE id = $1 AND expires_at > now()',
          [id],
        );
        const state =
          row === undefined ? undefined : readFormPageState(resultRow.parse(row).result);
        return state?.outcome === 'refused' ? state : undefined;
      },
    },
  };
}
