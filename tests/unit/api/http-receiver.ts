import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** What the receiver did with it. */
  answered: 'ok' | 'failed' | 'hung';
}

/**
 * A webhook receiver on 127.0.0.1 that keeps every request it gets. `state.mode` says how it
 * answers: "ok" (204), "fail" (503) or "hang" (never; the sender's time-out ends it).
 */
export async function httpReceiver() {
  const deliveries: Delivery[] = [];
  const state: { mode: 'ok' | 'fail' | 'hang' } = { mode: 'ok' };
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { mode } = state;
      const answered = mode === 'ok' ? 'ok' : mode === 'fail' ? 'failed' : 'hung';
      deliveries.push({ path: request.url ?? '', headers: request.headers, body, answered });
      if (mode === 'ok') response.writeHead(204).end();
      else if (mode === 'fail') response.writeHead(503).end('busy, try later');
      else {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    deliveries,
    state,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
