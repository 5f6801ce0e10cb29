/**
 * `npm test`: every check CI runs, one after another, stopping at the first that fails (as `&&`
 * would), then a table of each step's seconds and the 15 slowest test files of each runner, read
 * from their JSON reports in test-reports/ (not test-results/, which Playwright empties when it
 * starts). `.ci/run` adds its own install steps to the table through CI_STEP_TIMES (a file of
 * "name<TAB>seconds" lines).
 *
 *   npm test [-- --from STEP]    start at STEP (e.g. unit), skipping the ones before it
 */
/* global process, console, performance -- a plain Node script, so it adds no start-up of its own. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const reports = 'test-reports';
const unitReport = `${reports}/unit-report.json`;
const e2eReport = `${reports}/e2e-report.json`;

/** Each step: its name in the table and the npm script (with arguments) it runs. */
const steps = [
  ['types', ['check-types']],
  ['lint', ['lint']],
  // No import cycles in src/ or scripts/, type-only imports counted.
  ['cycles', ['cycles']],
  ['format', ['format:check']],
  ['schemas', ['schemas', '--', '--check']],
  ['logos', ['logos', '--', '--check']],
  // Strict: the site's own pages have no health warning either (decisions.md #104).
  ['validate', ['validate', '--', '--strict']],
  // Before the unit tests: those that serve the site share this build instead of making their own.
  ['build', ['build']],
  [
    'unit',
    ['test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  ],
  ['e2e', ['test:e2e', '--', '--reporter=list,json']],
];

const from = process.argv.indexOf('--from');
const first = from === -1 ? 0 : steps.findIndex(([name]) => name === process.argv[from + 1]);
if (first === -1) {
  console.error(`--from takes one of: ${steps.map(([name]) => name).join(', ')}`);
  process.exit(2);
}

mkdirSync(reports, { recursive: true });
const times = [];
let failed;
for (const [name, args] of steps.slice(first)) {
  console.log(`\n::group::${name} (npm run ${args.join(' ')})`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  times.push([name, (performance.now() - started) / 1000]);
  console.log('::endgroup::');
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

/** Lines "name<TAB>seconds" that .ci/run wrote for the steps before this one. */
function earlierSteps() {
  const file = process.env.CI_STEP_TIMES;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([name, seconds]) => [name, Number(seconds)]);
}

const table = (rows) => {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n');
};

const all = [...earlierSteps(), ...times];
const total = all.reduce((sum, [, s]) => sum + s, 0);
console.log(`\nSteps and their seconds${failed ? ` (stopped: ${failed} failed)` : ''}:`);
console.log(
  table([
    ...all.map(([n, s]) => [n, s.toFixed(0).padStart(5)]),
    ['total', total.toFixed(0).padStart(5)],
  ]),
);

/** The 15 slowest files of a report, as "seconds  tests  file". */
function slowest(label, files) {
  if (files.length === 0) return;
  const top = files.sort((a, b) => b.seconds - a.seconds).slice(0, 15);
  console.log(`\n15 slowest ${label} files (seconds, tests):`);
  for (const f of top)
    console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${String(f.tests).padStart(4)}  ${f.file}`);
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

// Vitest: each file's time from its start to its end, in the worker that ran it.
const unit = readJson(unitReport);
if (unit && times.some(([name]) => name === 'unit'))
  slowest(
    'unit',
    unit.testResults.map((r) => ({
      file: relative(process.cwd(), r.name),
      seconds: (r.endTime - r.startTime) / 1000,
      tests: r.assertionResults.length,
    })),
  );

// Playwright: each file's tests' durations added up (its tests may run on several workers).
const e2e = readJson(e2eReport);
if (e2e && times.some(([name]) => name === 'e2e')) {
  const files = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const entry = files.get(spec.file) ?? { file: spec.file, seconds: 0, tests: 0 };
          entry.seconds += (result.duration ?? 0) / 1000;
          entry.tests += 1;
          files.set(spec.file, entry);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of e2e.suites ?? []) visit(suite);
  slowest('end-to-end', [...files.values()]);
}
process.exit(failed ? 1 : 0);
