import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ProviderCall {
  url?: string;
  authorization?: string;
  body: unknown;
}

/** A stand-in OpenAI-compatible provider on 127.0.0.1 that records what it is asked. */
export async function startFakeProvider(
  answer: (call: ProviderCall) => {
    status: number;
    body: unknown;
  },
) {
  const calls: ProviderCall[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text;
  };
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const call = {
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(text),
      };
      calls.push(call);
      const { status, body } = answer(call);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake provider has no port');
  return {
    apiBase: `http://127.0.0.1:${address.port}/v1`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
