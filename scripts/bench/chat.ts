/**
 * `npm run bench:chat`: how well the chat assistant answers, and how fast, without a language
 * model. Validates the project's pages and site config as the build does, builds the assistant
 * over them with no provider, asks every question of `tests/chat/questions.json` `--runs` times
 * (default 5), timing each reply, and judges the first answer of each (scripts/bench/chat-judge.ts).
 * Prints accuracy overall and per category, how many answers linked a wrong page, said "I don't
 * know" (not found) or lacked a fact or link (incomplete), latency p50/p95/max over every reply,
 * and every miss. It exits non-zero when any answer links a wrong page: sending a visitor to the
 * wrong page is worse than any other miss.
 *
 *   npm run bench:chat [-- --runs 5] [--questions tests/chat/questions.json]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { validatedContent } from '../../src/app/project';
import { createAssistant, type Reply } from '../../src/server/chat/assistant';
import type { SiteContent } from '../../src/server/chat/content';
import { contactFacts } from '../../src/server/chat/facts';
import {
  benchFileSchema,
  judge,
  percentile,
  valueAt,
  outcomeOf,
  type BenchQuestion,
  type JudgeContext,
  type Verdict,
} from './chat-judge';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    questions: { type: 'string', default: 'tests/chat/questions.json' },
  },
});
const runs = Math.max(1, Number(values.runs));

const content: SiteContent = validatedContent(process.cwd());
const { questions, hubs } = benchFileSchema.parse(
  JSON.parse(readFileSync(values.questions, 'utf8')),
);

// A question that names a page or fact the site no longer has is a broken benchmark, not a miss.
const paths = new Set(content.pages.map((p) => p.path));
const fact = (key: string): string => {
  const value = valueAt(content.site, key);
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`${key} is not a text or number in the site config`);
  }
  return String(value);
};
for (const [hub, presented] of Object.entries(hubs)) {
  const unknown = [hub, ...presented].filter((p) => !paths.has(p));
  if (unknown.length > 0) throw new Error(`hub ${hub} names pages the site lacks: ${unknown}`);
}
for (const q of questions) {
  const named = [...(q.pages ?? []), ...(q.mayLink ?? []), ...(q.mustNotLink ?? [])];
  const unknown = named.filter((p) => !paths.has(p));
  if (unknown.length > 0) throw new Error(`${q.id} names pages the site lacks: ${unknown}`);
  (q.facts ?? []).forEach(fact);
}

const facts = contactFacts(content.site, [...paths]);
const context: JudgeContext = {
  contactPage: facts.contactPage.path,
  fact,
  contactFacts: [...facts.phones.map((p) => p.display), facts.email],
  hubs,
};

const built = performance.now();
const assistant = createAssistant(content);
const buildMs = performance.now() - built;

interface Result {
  q: BenchQuestion;
  reply: Reply;
  verdict: Verdict;
  outcome: ReturnType<typeof outcomeOf>;
}
const results: Result[] = [];
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const q of questions) {
    const start = performance.now();
    const reply = await assistant.reply(q.question);
    times.push(performance.now() - start);
    if (run === 0) {
      const verdict = judge(q, reply, context);
      results.push({ q, reply, verdict, outcome: outcomeOf(verdict, reply) });
    }
  }
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const counted = (of: Result[], outcome: Result['outcome']) =>
  of.filter((r) => r.outcome === outcome).length;
const right = counted(results, 'right');
const wrongPages = counted(results, 'wrongPage');

console.log(`chat benchmark: ${results.length} questions, no provider, ${runs} run(s) each`);
console.log(`assistant built in ${ms(buildMs)} over ${content.pages.length} pages\n`);
console.log(`accuracy      ${right}/${results.length} = ${pct(right, results.length)}`);
console.log(`wrong page    ${wrongPages} answer(s)`);
console.log(
  `not found     ${counted(results, 'notFound')} answer(s) ("I don't know", with a person)`,
);
console.log(`incomplete    ${counted(results, 'incomplete')} answer(s) (a fact or link missing)`);
console.log(
  `latency       p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (${times.length} replies)\n`,
);

console.log('| category | right | accuracy | wrong page | not found | incomplete |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const category of [...new Set(questions.map((q) => q.category))]) {
  const of = results.filter((r) => r.q.category === category);
  const ok = counted(of, 'right');
  console.log(
    `| ${category} | ${ok}/${of.length} | ${pct(ok, of.length)} | ${counted(of, 'wrongPage')} | ${counted(of, 'notFound')} | ${counted(of, 'incomplete')} |`,
  );
}

const expected = (q: BenchQuestion) =>
  [
    q.pages ? `link ${q.pages.join(' or ')}` : '',
    q.facts ? `facts ${q.facts.join(', ')}` : '',
    q.decline ? 'decline (no page but the contact page, offer a person)' : '',
    q.mustNotLink ? `never ${q.mustNotLink.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');

const misses = results.filter((r) => !r.verdict.right);
console.log(`\nmisses (${misses.length}):`);
for (const { q, reply, verdict, outcome } of misses) {
  console.log(`\n- [${q.category}] ${q.id} (${outcome}): "${q.question}"`);
  console.log(`  expected: ${expected(q)}`);
  console.log(`  got (${reply.source}): links ${verdict.linked.join(', ') || 'none'}`);
  console.log(`  why: ${verdict.problems.join('; ')}`);
  console.log(`  text: ${reply.text.length > 240 ? `${reply.text.slice(0, 240)}…` : reply.text}`);
}

if (wrongPages > 0) {
  console.log(`\n${wrongPages} answer(s) sent a visitor to a wrong page.`);
  process.exitCode = 1;
}
