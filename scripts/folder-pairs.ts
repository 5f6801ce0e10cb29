/**
 * `npx tsx scripts/folder-pairs.ts`: the pairs of folders under src/ that import each other
 * (A imports B and B imports A), which the layers forbid (docs/architecture.md). Each folder
 * directly under src/, and each file there (src/entry-server.tsx), is one unit; imports of types
 * and dynamic imports count like the others. Prints the pairs and what makes each.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, as the bundler resolves it; undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const extension of extensions) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `src/engine/islands/x.ts` → `src/engine`; `src/entry-server.tsx` stays itself. */
const unitOf = (root: string, file: string) =>
  relative(root, file).split('/').slice(0, 2).join('/');

export interface FolderPair {
  /** The two units, in alphabetical order. */
  pair: [string, string];
  /** One import each way: the importing file and the file it imports. */
  examples: [string, string][];
}

/** Every pair of units under `src/` of `root` that import each other. */
export function folderPairs(root = process.cwd()): FolderPair[] {
  const edges = new Map<string, [string, string]>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target) continue;
      const [from, to] = [unitOf(root, file), unitOf(root, target)];
      if (from === to || !to.startsWith('src/')) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) edges.set(key, [relative(root, file), relative(root, target)]);
    }
  }
  const pairs: FolderPair[] = [];
  for (const [key, forward] of edges) {
    const [from, to] = key.split(' → ') as [string, string];
    if (from > to) continue;
    const backward = edges.get(`${to} → ${from}`);
    if (backward) pairs.push({ pair: [from, to], examples: [forward, backward] });
  }
  return pairs.sort((a, b) => a.pair.join().localeCompare(b.pair.join()));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pairs = folderPairs();
  for (const { pair, examples } of pairs) {
    console.log(`${pair[0]} ⇄ ${pair[1]}`);
    for (const [from, to] of examples) console.log(`  ${from} → ${to}`);
  }
  console.log(`${pairs.length} pair(s) of folders import each other`);
  process.exitCode = pairs.length > 0 ? 1 : 0;
}
