/**
 * `npm run bench:leads`: how fast the leads inbox answers with 100,000 leads in the database.
 * Builds the site into `.bench/dist` (skip with `--no-build` when it is current), fills a
 * throwaway SQLite database with realistic leads in one transaction (the schema's own
 * migrations, the same rows and text index the server writes), starts the real server, logs in
 * as staff and times the inbox's requests: median and p95 of `--runs` each. A benchmark, not a
 * test: it prints figures and asserts nothing.
 *
 *   npm run bench:leads [-- --leads 100000] [--runs 50] [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../src/server/auth/passwords';
import { buildServer } from '../../src/server/app';
import type { LeadField, LeadStatus } from '../../src/schema/lead';
import { migrateSqlite } from '../../src/server/storage/migrations';
import { openDatabase } from '../../src/server/storage/sqlite-open';
import { searchText } from '../../src/server/storage/leads/writes';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
  },
});
const leadCount = Number(values.leads);
const runs = Number(values.runs);

const distDir = join(process.cwd(), '.bench/dist');
if (!values['no-build']) {
  console.error('building…');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dir = mkdtempSync(join(tmpdir(), 'aruvi-bench-leads-'));
const dataDir = join(dir, 'data');
mkdirSync(dataDir);

// Names, places and wants that an IT company in Chennai hears about; combined at random, so the
// text index holds as many distinct words as real enquiries would.
const firstNames = [
  'Asha',
  'Karthik',
  'Priya',
  'Arun',
  'Divya',
  'Suresh',
  'Meena',
  'Vijay',
  'Lakshmi',
  'Rahul',
  'Anitha',
  'Ganesh',
  'Deepa',
  'Manoj',
  'Kavya',
  'Ravi',
];
const lastNames = [
  'Raman',
  'Kumar',
  'Subramanian',
  'Iyer',
  'Narayanan',
  'Krishnan',
  'Pillai',
  'Reddy',
  'Menon',
  'Sharma',
  'Natarajan',
  'Babu',
];
const wants = [
  'an Android app for field sales',
  'a new company website',
  'SEO for our clinic',
  'WordPress hosting',
  'an online store with a payment gateway',
  'a VPS for our ERP',
  'social media marketing',
  'a logo and brand guide',
  'a booking system for our hotel',
  'email templates for a campaign',
];
const places = [
  'Chennai',
  'Coimbatore',
  'Madurai',
  'Bengaluru',
  'Trichy',
  'Salem',
  'Puducherry',
  'Hyderabad',
];
const pages = [
  '/mobile-app-development',
  '/web-development',
  '/search-engine-optimization',
  '/wordpress-hosting',
  '/ecommerce-website-development',
  '/vps-hosting',
  '/contact-info',
  '/',
];
const sources = [
  {},
  {},
  { utm_source: 'newsletter', utm_campaign: 'nov' },
  { utm_source: 'google', utm_medium: 'cpc' },
  { referrer: 'https://www.justdial.com/' },
];
const statusWeights: LeadStatus[] = [
  'new',
  'new',
  'new',
  'contacted',
  'contacted',
  'won',
  'lost',
  'spam',
];

/** A small seeded generator, so every run fills the same database. */
let seed = 20261123;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const filled = performance.now();
const db = openDatabase(join(dataDir, 'site.db'));
migrateSqlite(db);
const insertLead = db.prepare(
  `INSERT INTO leads (received_at, form, page, subject, fields, source, status)
   VALUES (?, ?, ?, NULL, ?, ?, ?) RETURNING id`,
);
const indexLead = db.prepare('INSERT INTO lead_search (id, text) VALUES (?, ?)');
const start = Date.now() - 365 * 86_400_000;
const step = (365 * 86_400_000) / leadCount;
db.transaction(() => {
  for (let i = 0; i < leadCount; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const fields: LeadField[] = [
      { name: 'fname', label: 'First name', type: 'text', value: first },
      { name: 'lname', label: 'Last name', type: 'text', value: last },
      {
        name: 'email',
        label: 'E-mail',
        type: 'email',
        value: `${first}.${last}${i}@example.com`.toLowerCase(),
      },
      {
        name: 'mobile',
        label: 'Mobile',
        type: 'phone',
        value: `+9198${String(i).padStart(8, '0')}`,
      },
      {
        name: 'message',
        label: 'Message',
        type: 'textarea',
        value: `Hello, we are a ${pick(['school', 'clinic', 'shop', 'start-up', 'factory'])} in ${pick(places)} and need ${pick(wants)}. Please call after ${1 + Math.floor(random() * 6)} pm.`,
      },
    ];
    const source = pick(sources);
    const row = insertLead.get(
      new Date(start + i * step).toISOString(),
      random() < 0.8 ? 'enquiry' : 'contact',
      pick(pages),
      JSON.stringify(fields),
      Object.keys(source).length > 0 ? JSON.stringify(source) : null,
      pick(statusWeights),
    );
    const id = typeof row === 'object' && row !== null && 'id' in row ? Number(row.id) : 0;
    indexLead.run(id, searchText(fields));
  }
})();
const password = 'filter coffee at the corner shop';
db.prepare(
  `INSERT INTO users (created_at, username, email, password_hash, role)
   VALUES (?, 'Bench Staff', 'staff@example.com', ?, 'staff')`,
).run(new Date().toISOString(), await hashPassword(password));
db.close();
const fillSeconds = (performance.now() - filled) / 1000;

const app = await buildServer({
  distDir,
  // The bench's staff member signs in with a password alone (decisions.md #83).
  api: { dataDir, smtp: false, limits: { leads: 1e9, auth: 1e9 }, twoFactorRequired: [] },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${origin}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'staff@example.com', password }),
});
const setCookie = login.headers.get('set-cookie')?.split(';')[0];
if (login.status !== 200 || !setCookie) throw new Error(`login answered ${login.status}`);
const cookie: string = setCookie;

/** Times `runs` sequential GETs after two warm-up ones; checks each answer is a 200. */
async function time(path: string) {
  const times: number[] = [];
  let detail = '';
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: { cookie } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= 2) times.push(ms);
    const total = /"total":(\d+)/.exec(body)?.[1];
    if (total) detail = `${Number(total).toLocaleString('en')} match`;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return `| \`${path}\` | ${detail} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`;
}

const rows: string[] = [];
try {
  for (const path of [
    '/api/leads',
    '/api/leads?status=contacted&q=coimbatore',
    '/api/leads?q=field%20sales',
    '/api/leads?status=won&page=%2Fvps-hosting&from=2026-06-01&to=2026-09-30',
    '/api/leads?q=ab',
    '/api/leads?p=2000',
    '/api/leads/50000',
    '/leads',
  ])
    rows.push(await time(path));
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  [
    `Leads inbox with ${leadCount.toLocaleString('en')} leads (filled in ${fillSeconds.toFixed(1)} s); ${runs} sequential requests each, logged in as staff. Target: under 200 ms.`,
    '',
    '| request | matches | median ms | p95 ms |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
