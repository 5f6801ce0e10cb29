import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse is installed for the benchmark alone, on its first run, into .bench/tools: it and
 * its Puppeteer declare Node ≥ 22, so as a dev dependency every `npm install` on Node 20 printed
 * engine warnings and downloaded them for people who never run `npm run bench`. The version is
 * pinned so figures stay comparable with docs/performance.md.
 */
export const lighthouseVersion = '13.5.0';
const chromeLauncherVersion = '1.2.1';
const toolsDir = resolve('.bench/tools');

/** What the benchmark reads of a Lighthouse result (lhr). */
export interface LighthouseResult {
  runtimeError?: { message: string };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}

export interface LighthouseTool {
  lighthouse: (url: string, flags: object) => Promise<{ lhr: LighthouseResult } | undefined>;
  launch: (options: {
    chromePath: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => unknown }>;
}

const installedVersion = (name: string) => {
  const file = join(toolsDir, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed
    ? parsed.version
    : undefined;
};

/** Installs Lighthouse into .bench/tools when it is not there yet, saying so. */
function install() {
  if (
    installedVersion('lighthouse') === lighthouseVersion &&
    installedVersion('chrome-launcher') === chromeLauncherVersion
  )
    return;
  console.error(
    `Installing Lighthouse ${lighthouseVersion} for the benchmark into .bench/tools (once; ` +
      'it declares Node ≥ 22.19 and runs on Node 20, as every figure in docs/performance.md was measured)…',
  );
  mkdirSync(toolsDir, { recursive: true });
  if (!existsSync(join(toolsDir, 'package.json')))
    writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
  const run = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--engine-strict=false',
      `lighthouse@${lighthouseVersion}`,
      `chrome-launcher@${chromeLauncherVersion}`,
    ],
    { cwd: toolsDir, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('could not install Lighthouse for the benchmark');
}

const load = async (path: string): Promise<Record<string, unknown>> =>
  (await import(pathToFileURL(join(toolsDir, 'node_modules', path)).href)) as Record<
    string,
    unknown
  >;

let tool: Promise<LighthouseTool> | undefined;

/** Lighthouse and Chrome's launcher, installed first if needed. */
export function lighthouseTool(): Promise<LighthouseTool> {
  tool ??= (async () => {
    install();
    const lighthouse = (await load('lighthouse/core/index.js')).default;
    const { launch } = await load('chrome-launcher/dist/index.js');
    if (typeof lighthouse !== 'function' || typeof launch !== 'function')
      throw new Error('.bench/tools holds no usable Lighthouse: delete the folder and run again');
    return { lighthouse, launch } as LighthouseTool;
  })();
  return tool;
}
