import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake provider behaves: the cases the studio must handle. */
export type Variant = 'valid' | 'repaired' | 'never-valid' | 'slow' | 'failing';

let made = 0;

/** A page the validator accepts, its title and description its own on every call. */
function validPage() {
  made += 1;
  return {
    title: `Kubernetes Hosting Plan ${made} | {{company.name}}`,
    description: `Managed Kubernetes clusters for growing teams, set up, watched and patched by our engineers. Plan ${made}.`,
    blocks: [
      {
        type: 'hero',
        heading: 'Managed Kubernetes Hosting',
        text: 'Clusters set up, watched and patched for you.',
        actions: [{ label: 'Send an enquiry', opens: 'enquiry' }],
      },
      {
        type: 'featureGrid',
        heading: 'What every plan includes',
        cards: [{ title: 'Nightly backups', description: 'Kept for thirty days.' }],
      },
      {
        type: 'cta',
        heading: 'Ready to move?',
        text: 'Call {{company.phones.0.display}} or send an enquiry.',
        actions: [
          { label: 'Send an enquiry', opens: 'enquiry' },
          // A link the model chose, to a site nobody named in the brief.
          { label: 'Compare the plans', href: 'https://plans.example.com/kubernetes' },
        ],
      },
    ],
  };
}

/** The same page with an empty hero heading and a call to action without a button. */
function invalidPage() {
  const page = validPage();
  return {
    ...page,
    blocks: [
      { ...page.blocks[0], heading: '' },
      page.blocks[1],
      { ...page.blocks[2], actions: [] },
    ],
  };
}

const completion = (content: string) => ({
  id: 'fake',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 12_000, completion_tokens: 900 },
});

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
};

/**
 * An OpenAI-compatible chat-completions endpoint on a random local port, for tests only: it
 * answers as its variant says and keeps every request it was sent.
 */
export async function startFakeModel() {
  let variant: Variant = 'valid';
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    void bodyOf(req).then(async (body) => {
      requests.push(body);
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url !== '/v1/chat/completions') return send(404, { error: 'not found' });
      if (variant === 'failing') return send(500, { error: { message: 'internal error' } });
      if (variant === 'slow') await new Promise((done) => setTimeout(done, 3000));
      const first = requests.length === 1;
      const page =
        variant === 'never-valid' || (variant === 'repaired' && first)
          ? invalidPage()
          : validPage();
      if (!res.destroyed) send(200, completion(JSON.stringify(page)));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    use(next: Variant) {
      variant = next;
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
