import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDoc, apiDocFiles, shapeOf } from '../../../scripts/api-docs';
import { tempProject, tsx } from '../../../scripts/temp-project';

describe('docs/api.md, written from the contracts', () => {
  it('is current (run "npm run schemas" after changing a contract)', async () => {
    const files = await apiDocFiles();
    expect(readFileSync(apiDoc, 'utf8')).toBe(files[apiDoc]);
    // Every group of the site's API is in it, with its calls.
    expect(files[apiDoc]).toContain('`POST /api/account/password`');
    expect(files[apiDoc]).toContain('`PATCH /api/leads/:id`');
    expect(files[apiDoc]).toContain('`GET /readyz`');
  });

  it('words a schema as a short type a developer reads', () => {
    expect(
      shapeOf({
        type: 'object',
        properties: {
          id: { type: 'integer' },
          tags: { type: 'array', items: { type: 'string' } },
          status: { enum: ['new', 'won'] },
        },
        required: ['id'],
      }),
    ).toBe('{ id: integer, tags?: string[], status?: "new" | "won" }');
  });

  it(
    'lists a new contract file with no other step, and --check fails while docs/api.md is stale',
    { timeout: 180_000 },
    () => {
      const project = tempProject('api-docs');
      try {
        writeFileSync(
          join(project.dir, 'src/schema/api/notes.ts'),
          `import * as z from 'zod/mini';
import { apiGroup, endpoint } from './endpoint';
export const notesApi = apiGroup({
  title: 'Notes',
  base: '/api/notes',
  audience: 'staff',
  endpoints: {
    add: endpoint({
      method: 'POST',
      path: '/:id',
      summary: 'Adds a note to a lead.',
      body: z.object({ text: z.string() }),
      responses: { 201: z.object({ id: z.number() }) },
    }),
  },
});
`,
        );
        const run = (...args: string[]) =>
          spawnSync(process.execPath, [...tsx, 'scripts/generate-schemas.ts', ...args], {
            cwd: project.dir,
            encoding: 'utf8',
          });
        const stale = run('--check');
        expect(stale.status).toBe(1);
        expect(stale.stderr).toContain('docs/api.md is out of date');
        expect(run().status).toBe(0);
        const written = readFileSync(join(project.dir, apiDoc), 'utf8');
        expect(written).toContain('### Notes');
        expect(written).toContain('**`POST /api/notes/:id`** Adds a note to a lead.');
        expect(written).toContain('body: `{ text: string }`');
        expect(written).toContain('201: `{ id: number }`');
        // The hand-written part stays.
        expect(written).toContain('**Staff accounts** are made from the shell only');
        expect(run('--check').status).toBe(0);
      } finally {
        project.remove();
      }
    },
  );
});
