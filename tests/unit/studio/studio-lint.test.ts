import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: resolve('eslint.config.js') });

/** Lints `code` as if it were the file at `file` (nothing is written) and returns rule ids. */
async function rulesBroken(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

const importStudio = (from: string) =>
  `import { fetchPageList } from '${from}';\nexport const list = fetchPageList;\n`;

describe('the page studio stays out of the site', () => {
  it.each([
    ['src/app/studio-link.ts', '../studio/studio-api'],
    ['src/entry-studio.ts', './studio/studio-api'],
    ['src/engine/browser/studio.ts', '../../studio/studio-api'],
    ['vite-studio.config.ts', './src/studio/studio-api'],
  ])('rejects %s importing the studio', async (file, from) => {
    expect(await rulesBroken(file, importStudio(from))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['src/studio/other.ts', './studio-api'],
    ['scripts/studio/ui.ts', '../../src/studio/studio-api'],
  ])('lets %s import the studio', async (file, from) => {
    expect(await rulesBroken(file, importStudio(from))).not.toContain(
      'import-x/no-restricted-paths',
    );
  });
});
