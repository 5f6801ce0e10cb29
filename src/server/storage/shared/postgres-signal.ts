import type pg from 'pg';
import type { ContentSignal } from './types';

const channel = 'content_published';

/**
 * LISTEN/NOTIFY on one connection of the pool, held while listening: a notification arrives
 * within milliseconds of the publishing instance's commit and costs no query while nothing
 * happens. A lost connection is opened again after a second.
 */
export function postgresContentSignal(pool: pg.Pool): ContentSignal {
  return {
    async notify(revision) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, revision]);
    },
    listen(heard) {
      let stopped = false;
      let client: pg.PoolClient | undefined;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        if (stopped) return;
        try {
          const held = await pool.connect();
          held.on('notification', (message) => {
            // Once stopped, nothing more is heard: the connection may still hand over what it
            // had received before it closes.
            if (stopped) return;
            if (message.channel === channel && message.payload) heard(message.payload);
          });
          held.on('error', () => {
            if (client !== held) return;
            client = undefined;
            held.release(true);
            retry = setTimeout(() => void connect(), 1_000);
          });
          await held.query(`LISTEN ${channel}`);
          if (stopped) held.release(true);
          else client = held;
        } catch {
          if (!stopped) retry = setTimeout(() => void connect(), 1_000);
        }
      };
      void connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const held = client;
        client = undefined;
        // Released as broken: the connection is closed, not handed out still listening.
        held?.release(true);
      };
    },
  };
}
