import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempProject } from '../../../scripts/temp-project';

// What `npm run validate` runs: the script as a cached bundle.
const validateCommand = ['scripts/run-bundled.mjs', 'scripts/validate.ts'];

let project: ReturnType<typeof tempProject>;

/** A copy of the project's own page for `path`, with another file name and the given changes. */
function pageLike(path: string, changes: Record<string, unknown>): string {
  const file = ['pages/vps-hosting.json', 'pages/home.json'].find((f) => {
    const page: unknown = JSON.parse(readFileSync(join(project.dir, f), 'utf8'));
    return typeof page === 'object' && page !== null && 'path' in page && page.path === path;
  });
  const page: unknown = JSON.parse(readFileSync(join(project.dir, file ?? ''), 'utf8'));
  return `${JSON.stringify({ ...(typeof page === 'object' ? page : {}), ...changes }, null, 2)}\n`;
}

beforeAll(() => {
  project = tempProject('validate-cli');
  // A page that copies /vps-hosting's path and links nowhere, and another page with mistakes.
  writeFileSync(
    join(project.dir, 'pages/copy.json'),
    pageLike('/vps-hosting', {
      title: 'A copy of the VPS page',
      description: 'A copy of the VPS page that keeps its path, for the validate command tests.',
      blocks: [{ type: 'featureGrid', cards: [{ title: 'Nowhere', href: '/nowhere-at-all' }] }],
    }),
  );
  copyFileSync(
    'tests/fixtures/pages/invalid/tooling-broken.json',
    join(project.dir, 'pages/tooling-broken.json'),
  );
});
afterAll(() => project.remove());

function validate(...args: string[]) {
  return spawnSync(process.execPath, [...validateCommand, ...args], {
    cwd: project.dir,
    encoding: 'utf8',
  });
}

describe('npm run validate -- FILE', { timeout: 120_000 }, () => {
  it("checks one page, with the cross-page checks that concern it, and not the other pages' problems", () => {
    const run = validate('pages/copy.json');
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines.every((line) => line.startsWith('pages/copy.json:'))).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          / \/path {2}path "\/vps-hosting" is also used by pages\/vps-hosting\.json/,
        ),
        expect.stringMatching(/ {2}link to "\/nowhere-at-all" has no page/),
      ]),
    );
  });

  it('passes a valid page while another page has problems', () => {
    const run = validate('pages/home.json');
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('pages/home.json');
    expect(run.status).toBe(0);
  });
});

describe('npm run validate -- --watch', { timeout: 60_000 }, () => {
  it('prints the new result each time a page changes, until stopped', async () => {
    rmSync(join(project.dir, 'pages/copy.json'), { force: true });
    rmSync(join(project.dir, 'pages/tooling-broken.json'), { force: true });
    const child = spawn(process.execPath, [...validateCommand, '--watch'], {
      cwd: project.dir,
    });
    let output = '';
    const waiters: { test: RegExp; from: number; resolve: () => void }[] = [];
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const w of [...waiters])
        if (w.test.test(output.slice(w.from))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // Waits for text printed after this call: each result is a new report, not the last one.
    const next = (test: RegExp) => {
      const from = output.length;
      return new Promise<void>((resolve) => waiters.push({ test, from, resolve }));
    };
    try {
      await next(/✓ \d+ pages and site\.config\.json are valid/);
      const broken = next(/pages\/broken\.json:\d+:\d+ {2}\/ {2}invalid JSON/);
      writeFileSync(join(project.dir, 'pages/broken.json'), '{\n  "path": "/broken",\n}\n');
      await broken;
      const fixed = next(/✓ \d+ pages and site\.config\.json are valid/);
      rmSync(join(project.dir, 'pages/broken.json'));
      await fixed;
      const site = next(/site\.config\.json:\d+:\d+ {2}\/company\/name {2}/);
      const config: unknown = JSON.parse(
        readFileSync(join(project.dir, 'site.config.json'), 'utf8'),
      );
      const company =
        typeof config === 'object' && config !== null && 'company' in config ? config.company : {};
      writeFileSync(
        join(project.dir, 'site.config.json'),
        JSON.stringify(
          {
            ...(typeof config === 'object' ? config : {}),
            company: { ...(typeof company === 'object' ? company : {}), name: 7 },
          },
          null,
          2,
        ),
      );
      await site;
    } finally {
      child.kill('SIGINT');
    }
    const code = await new Promise((resolve) =>
      child.on('exit', (c, signal) => resolve(c ?? signal)),
    );
    expect(code === 0 || code === 130 || code === 'SIGINT').toBe(true);
  });
});
