import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// A scratch project linted with the repository's own config, so the working tree stays as is.
const dir = mkdtempSync(join(tmpdir(), 'lint-rules-'));
const eslint = new ESLint({ cwd: dir, overrideConfigFile: resolve('eslint.config.js') });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes files into the scratch project and lints the first one; returns rule id and message. */
async function lint(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const [first] = Object.keys(files);
  const [result] = await eslint.lintFiles([join(dir, first ?? '')]);
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('lint rules that keep the architecture', () => {
  it('rejects a Node built-in imported into browser code, prefixed or bare', async () => {
    const problems = await lint({
      'src/ui/reader.ts': [
        "import { readFileSync } from 'node:fs';",
        "import { join } from 'path';",
        "export const read = (name: string) => readFileSync(join('a', name), 'utf8');",
      ].join('\n'),
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'no-restricted-imports',
        message: expect.stringMatching(/node:fs/),
      }),
      expect.objectContaining({
        rule: 'no-restricted-imports',
        message: expect.stringMatching(/'path'/),
      }),
    ]);
  });

  it('allows Node built-ins in build-time engine code and the server', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    expect(await lint({ 'src/engine/tooling/reader.ts': code })).toEqual([]);
    expect(await lint({ 'src/server/reader.ts': code })).toEqual([]);
  });

  it('keeps zod out of the islands runtime and the blocks, which every page loads', async () => {
    const code = "import { z } from 'zod';\nexport const text = z.string();\n";
    for (const file of ['src/engine/islands/props.ts', 'src/blocks/hero/Block.tsx'])
      expect(await lint({ [file]: code }), file).toEqual([
        expect.objectContaining({
          rule: 'no-restricted-imports',
          message: expect.stringMatching(/zod/),
        }),
      ]);
  });

  it('rejects an import cycle between two modules', async () => {
    const problems = await lint({
      'src/engine/tooling/first.ts':
        "import { second } from './second';\nexport const first = () => second();\n",
      'src/engine/tooling/second.ts':
        "import { first } from './first';\nexport const second = () => first();\n",
    });
    expect(problems).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle' })]);
  });

  it('refuses a function over 150 lines in src/, blank lines and comments counted', async () => {
    // `lines` lines in all, blank ones and a comment among them.
    const longFunction = (lines: number) =>
      [
        'export function long(): number {',
        '  let total = 0;',
        ...Array.from({ length: lines - 5 }, (_, i) => (i % 10 === 0 ? '' : `  total += ${i};`)),
        '  // The last step.',
        '  return total;',
        '}',
        '',
      ].join('\n');
    expect(await lint({ 'src/server/new-thing.ts': longFunction(150) })).toEqual([]);
    expect(await lint({ 'src/studio/new-thing.ts': longFunction(151) })).toEqual([
      expect.objectContaining({
        rule: 'max-lines-per-function',
        message: expect.stringMatching(/\(151\)/),
      }),
    ]);
  });

  describe('layers that point one way', () => {
    // Linted as if written at a path in the repository, so the imports resolve to real files.
    const repoLint = new ESLint({ overrideConfigFile: resolve('eslint.config.js') });
    const lintAt = async (filePath: string, code: string) => {
      const [result] = await repoLint.lintText(code, { filePath: resolve(filePath) });
      return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
    };
    const wrongWay = expect.objectContaining({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringMatching(/architecture\.md/),
    });

    it('refuses the engine importing the site, and the vocabulary importing anything', async () => {
      const cases: [string, string][] = [
        ['src/engine/islands/new-thing.ts', "import { blocks } from '../../blocks';"],
        ['src/engine/new-thing.ts', "import { Form } from '../forms/Form';"],
        ['src/engine/tooling/new-thing.ts', "import { render } from '../../entry-server';"],
        ['src/schema/new-thing.ts', "import { escapeHtml } from '../engine/escape-html';"],
        ['src/blocks/hero/new-thing.ts', "import { buildServer } from '../../server/app';"],
        ['src/forms/new-thing.ts', "import { render } from '../entry-server';"],
        // Files that were once let through: every file of a layer is held to it now.
        ['src/engine/islands/PageBlocks.tsx', "import { blockRegistry } from '../../blocks';"],
        ['src/engine/tooling/page-document.ts', "import { render } from '../../entry-server';"],
        ['src/schema/page.ts', "import { blockSchema } from '../blocks';"],
      ];
      for (const [file, line] of cases)
        expect(
          await lintAt(file, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`),
          file,
        ).toEqual([wrongWay]);
    });

    it('refuses any file under src/ importing scripts/, which only starts things', async () => {
      const cases: [string, string][] = [
        ['src/server/studio/new-thing.ts', "import { distDir } from '../../../scripts/dist-dir';"],
        ['src/engine/tooling/new-thing.ts', "import { CliExit } from '../../../scripts/cli/io';"],
        ['src/app/new-thing.ts', "import { runAsProcess } from '../../scripts/cli/io';"],
      ];
      for (const [file, line] of cases)
        expect(
          await lintAt(file, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`),
          file,
        ).toContainEqual(
          expect.objectContaining({
            rule: 'import-x/no-restricted-paths',
            message: expect.stringMatching(/scripts\/ only starts things/),
          }),
        );
      // The other way is how a command reaches what it starts.
      expect(
        await lintAt(
          'scripts/new-thing.ts',
          "import { topicOf } from '../src/server/new-page/topic';\nexport const used = [topicOf];\n",
        ),
      ).toEqual([]);
    });

    it('refuses, inside the server, an import of a route, of app.ts or main.ts, or from http or storage up', async () => {
      const cases: [string, string, RegExp][] = [
        [
          'src/server/storage/new-thing.ts',
          "import { uploadRoutes } from '../routes/studio-uploads';",
          /routes\/ is the API/,
        ],
        [
          'src/server/studio/new-thing.ts',
          "import { pendingImages } from '../routes/studio-uploads';",
          /routes\/ is the API/,
        ],
        [
          'src/server/context-part.ts',
          "import { leadRoutes } from './routes/leads';",
          /routes\/ is the API/,
        ],
        [
          'src/server/routes/new-thing.ts',
          "import { buildServer } from '../app';",
          /app\.ts and main\.ts/,
        ],
        ['src/server/auth/new-thing.ts', "import { main } from '../main';", /app\.ts and main\.ts/],
        [
          'src/server/storage/shared/new-thing.ts',
          "import { memoryLoginThrottle } from '../../auth/login-throttle';",
          /storage\/ is the lowest layer/,
        ],
        [
          'src/server/storage/new-thing.ts',
          "import { dayMs } from '../daily';",
          /storage\/ is the lowest layer/,
        ],
        [
          'src/server/http/new-thing.ts',
          "import { currentSession } from '../auth/sessions';",
          /http\/ is what every route and service answers with/,
        ],
      ];
      for (const [file, line, message] of cases)
        expect(
          await lintAt(file, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`),
          file,
        ).toContainEqual(
          expect.objectContaining({
            rule: 'import-x/no-restricted-paths',
            message: expect.stringMatching(message),
          }),
        );
    });

    it('refuses, inside the studio, a part importing the app, or the data layer importing a component', async () => {
      const cases: [string, string, RegExp][] = [
        [
          'src/studio/editor/new-thing.ts',
          "import { StudioApp } from '../StudioApp';",
          /put the studio together/,
        ],
        [
          'src/studio/pickers/new-thing.ts',
          "import { studioRoutes } from '../studio-routes';",
          /put the studio together/,
        ],
        [
          'src/studio/studio-session.ts',
          "import { MediaReplace } from './pickers/MediaReplace';",
          /data layer .* imports no component/,
        ],
        [
          'src/studio/studio-api.ts',
          "import { StudioAccount } from './StudioAccount';",
          /data layer .* imports no component/,
        ],
      ];
      for (const [file, line, message] of cases)
        expect(
          await lintAt(file, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`),
          file,
        ).toContainEqual(
          expect.objectContaining({
            rule: 'import-x/no-restricted-paths',
            message: expect.stringMatching(message),
          }),
        );
    });

    it('refuses, inside the studio, a screen importing another screen, or a shared part importing a screen', async () => {
      const cases: [string, string, RegExp][] = [
        [
          'src/studio/editor/new-thing.ts',
          "import { PageListScreen } from '../pages/PageListScreen';",
          /screen never imports another screen/,
        ],
        [
          'src/studio/pages/new-thing.ts',
          "import { EditorScreen } from '../editor/EditorScreen';",
          /screen never imports another screen/,
        ],
        [
          'src/studio/preview/new-thing.ts',
          "import { readPage } from '../editor/read-page';",
          /screen never imports another screen/,
        ],
        [
          'src/studio/ui/new-thing.ts',
          "import { PageList } from '../pages/PageList';",
          /shared parts .* never import a screen/,
        ],
        [
          'src/studio/form/new-thing.ts',
          "import { openDoc } from '../editor/studio-doc';",
          /shared parts .* never import a screen/,
        ],
        [
          'src/studio/editor-parts/new-thing.ts',
          "import { PreviewApp } from '../preview/PreviewApp';",
          /shared parts .* never import a screen/,
        ],
        [
          'src/studio/StudioAccount.tsx',
          "import { MediaPanel } from './pages/MediaPanel';",
          /shared parts .* never import a screen/,
        ],
      ];
      for (const [file, line, message] of cases)
        expect(
          await lintAt(file, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`),
          file,
        ).toContainEqual(
          expect.objectContaining({
            rule: 'import-x/no-restricted-paths',
            message: expect.stringMatching(message),
          }),
        );
    });

    it('lets each layer import the ones under it', async () => {
      const cases: [string, string][] = [
        [
          'src/blocks/hero/new-thing.ts',
          "import { defineBlock } from '../../engine/block-definition';",
        ],
        ['src/engine/new-thing.ts', "import { imageSchema } from '../schema/common';"],
        ['src/server/new-thing.ts', "import { blocks } from '../blocks';"],
        ['src/server/main-part.ts', "import { openStorage } from './storage/open';"],
        ['src/server/routes/new-thing.ts', "import { signedIn } from '../auth/guards';"],
        ['src/server/auth/new-thing.ts', "import { answer } from '../http/replies';"],
        // Inside the studio: a screen uses the shared parts and the data layer; a part uses another.
        ['src/studio/editor/new-thing.ts', "import { StudioDialog } from '../ui/StudioDialog';"],
        ['src/studio/pages/new-thing.ts', "import { pageTitle } from '../page-title';"],
        ['src/studio/preview/new-thing.ts', "import { fieldPlace } from '../form/field-place';"],
        ['src/studio/history/new-thing.ts', "import { DiffList } from '../changes/DiffList';"],
        [
          'src/server/storage/new-thing.ts',
          "import { escapeHtml } from '../../engine/escape-html';",
        ],
      ];
      for (const [file, line] of cases)
        expect(
          await lintAt(file, `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`),
          file,
        ).toEqual([]);
    });
  });
});
