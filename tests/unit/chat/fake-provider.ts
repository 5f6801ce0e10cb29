import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ProviderCall {
  url?: string;
  authorization?: string;
  body: unknown;
}

/**
 * What the fake provider does with a call: answer with a status and a JSON body as they are, or
 * write `reply` as a real provider would, in pieces of `pieceSize` characters `gapMs` apart as
 * server-sent events when the call asks for a stream (one JSON message otherwise), after
 * `delayMs`, breaking the connection before the end when `breakAfter` pieces are sent.
 */
export type FakeAnswer =
  | { status: number; body: unknown; delayMs?: number }
  | { reply: string; pieceSize?: number; gapMs?: number; delayMs?: number; breakAfter?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in OpenAI-compatible provider on 127.0.0.1 that records what it is asked. */
export async function startFakeProvider(answer: (call: ProviderCall) => FakeAnswer) {
  const calls: ProviderCall[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text;
  };
  const server: Server = createServer((req, res) => {
    void read(req).then(async (text) => {
      const body: unknown = JSON.parse(text);
      const call = { url: req.url, authorization: req.headers.authorization, body };
      calls.push(call);
      const given = answer(call);
      await sleep(given.delayMs ?? 0);
      if (res.destroyed) return;
      if ('status' in given) {
        res
          .writeHead(given.status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(given.body));
        return;
      }
      const streamed = typeof body === 'object' && body !== null && 'stream' in body;
      if (!streamed) {
        const message = { choices: [{ message: { role: 'assistant', content: given.reply } }] };
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(message));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const size = given.pieceSize ?? 8;
      for (let at = 0, sent = 0; at < given.reply.length; at += size, sent++) {
        if (sent === given.breakAfter) {
          res.destroy();
          return;
        }
        const delta = { content: given.reply.slice(at, at + size) };
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`);
        await sleep(given.gapMs ?? 0);
        if (res.destroyed) return;
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake provider has no port');
  return {
    apiBase: `http://127.0.0.1:${address.port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
