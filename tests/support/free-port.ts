import { once } from 'node:events';
import { createServer } from 'node:net';

const given = new Set<number>();

/**
 * A port nothing listens on now, the system's choice, for a server a test starts: a fixed port
 * would be shared with any other run on the machine, and a server already on it would answer for
 * the one under test. Never the same port twice in one test process.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const address = probe.address();
    probe.close();
    if (address === null || typeof address === 'string') throw new Error('no port from the system');
    if (given.has(address.port)) continue;
    given.add(address.port);
    return address.port;
  }
}
