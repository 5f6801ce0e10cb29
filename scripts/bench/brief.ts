/**
 * `npm run bench:brief`: how long "Draft a page from a brief" takes without a model, from the
 * request to the page written and answered (drafted, checked by the validator as `npm run
 * validate` checks it, saved), through the local studio's API on a copy of the project. The
 * first draft includes compiling the validator, as the first one after a start does. Target:
 * well under 10 s. It also prints what a model would be sent per call (the schema, the blocks,
 * the facts, two example pages), in tokens estimated at four characters a token. A benchmark,
 * not a test: it prints figures and never fails on timing.
 *
 *   npm run bench:brief [-- --tries 5]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { readProject } from '../../src/server/new-page/project';
import { createStudioApi } from '../../src/server/studio/api';
import { draftMessages, draftSchema } from '../../src/server/studio/brief/model-prompt';
import { tempProject } from '../temp-project';

const { values } = parseArgs({ options: { tries: { type: 'string', default: '5' } } });
const tries = Number(values.tries);

const briefs = [
  'We offer managed Kubernetes hosting for growing companies in India. Our engineers set up each cluster, watch it day and night and keep it patched. Backups run every night and are kept for thirty days. You pay one fixed monthly price per cluster, with no surprises on the bill. Moving your applications to us takes about a week, and we do the work.',
  'We are hiring a senior React developer for our Chennai office. You will build web applications for clients in India and abroad. The role needs three years of React and TypeScript. We offer mentoring, a training budget and weekends off. Send your CV with a few lines about a project you are proud of.',
  'We design logos and brand guides for small shops and start-ups. A designer works with you from the first sketch to the final files. Every project includes three rounds of changes. You receive the files for print and for the web. Most brand projects take three to four weeks.',
];

const project = tempProject('bench-brief');
const allowedHosts: string[] = [];
const api = createStudioApi({ root: project.dir, allowedHosts });
const server = createServer((req, res) => api(req, res, () => res.writeHead(404).end()));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address: AddressInfo | string | null = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
allowedHosts.push(`127.0.0.1:${port}`);

const times: number[] = [];
try {
  for (let i = 0; i < tries; i += 1) {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/brief`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ about: briefs[i % briefs.length], mode: 'rules' }),
    });
    const body: unknown = await response.json();
    times.push(performance.now() - start);
    if (response.status !== 201) throw new Error(`draft ${i + 1}: ${JSON.stringify(body)}`);
  }
  const [first = 0, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? first;
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`Brief → valid draft page, without a model (${tries} drafts; target under 10 s):`);
  console.log(`  first (validator compiling): ${ms(first)}`);
  console.log(`  after:  median ${ms(median)}, worst ${ms(sorted.at(-1) ?? first)}`);

  const facts = readProject(project.dir);
  const schema = draftSchema();
  const messages = draftMessages({
    brief: briefs[0] ?? '',
    path: '/bench',
    intent: 'hosting',
    facts,
    schema,
  });
  const sent = JSON.stringify(schema).length + messages.reduce((n, m) => n + m.content.length, 0);
  const tokens = Math.round(sent / 4);
  console.log('With a model, per call (estimated at 4 characters a token):');
  console.log(
    `  prompt ≈ ${tokens} tokens (schema ${Math.round(JSON.stringify(schema).length / 4)})`,
  );
  console.log(
    `  a draft: one call, plus one per repair round (at most 2), each resending the prompt`,
  );
} finally {
  server.close();
  project.remove();
}
