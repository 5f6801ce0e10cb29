import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageListSchema, siteHealthSchema } from '../../../src/schema/api/studio';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
const file = 'pages/careers.json';
beforeAll(async () => {
  studio = await startStudioApi();
  // A "Click here" button and the home page's description: two health warnings, no error.
  const page = z.record(z.string(), z.unknown()).parse(readPage(file));
  const blocks = z.array(z.unknown()).parse(page.blocks);
  const home = z.object({ description: z.string() }).parse(readPage('pages/home.json'));
  const cta = {
    type: 'cta',
    heading: 'Ready?',
    actions: [{ label: 'Click here', opens: 'enquiry' }],
  };
  writePage(file, { ...page, description: home.description, blocks: [...blocks, cta] });
});
afterAll(() => studio.stop());

function readPage(name: string): unknown {
  return JSON.parse(readFileSync(join(studio.dir, name), 'utf8'));
}
function writePage(name: string, page: unknown) {
  writeFileSync(join(studio.dir, name), `${JSON.stringify(page, null, 2)}\n`);
}
const get = async (path: string) => {
  const answer = await call(studio.base, 'GET', path);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('studio API: the site’s health', () => {
  it('counts each page’s health warnings in the page list beside its problems', async () => {
    const { pages } = pageListSchema.parse(await get('/api/pages'));
    const careers = pages.find((p) => p.file === file);
    expect(careers).toMatchObject({ problems: 0 });
    expect(careers?.warnings).toBeGreaterThanOrEqual(2);
    expect(pages.find((p) => p.file === 'pages/privacy.json')?.warnings ?? 0).toBe(0);
  });

  it('lists every finding by page, at its field, with the block it is in', async () => {
    const report = siteHealthSchema.parse(await get('/api/site-health'));
    const careers = report.pages.find((p) => p.file === file);
    expect(careers?.path).toBe('/careers');
    const n =
      z.array(z.unknown()).parse(z.object({ blocks: z.unknown() }).parse(readPage(file)).blocks)
        .length - 1;
    expect(careers?.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/description', severity: 'warning' }),
        expect.objectContaining({
          pointer: `/blocks/${n}/actions/0/label`,
          severity: 'warning',
          blockType: 'cta',
        }),
      ]),
    );
    // The home page is told too: its description is now shared.
    const home = report.pages.find((p) => p.file === 'pages/home.json');
    expect(home?.findings.map((f) => f.pointer)).toContain('/description');
    // A page with nothing found is not listed.
    expect(report.pages.every((p) => p.findings.length > 0)).toBe(true);
  });

  it('puts an error before the warnings, as blocking publishing', async () => {
    const page = z.record(z.string(), z.unknown()).parse(readPage(file));
    writePage(file, { ...page, title: 'T' });
    const report = siteHealthSchema.parse(await get('/api/site-health'));
    const careers = report.pages.find((p) => p.file === file);
    expect(careers?.findings[0]).toMatchObject({ pointer: '/title', severity: 'error' });
    const { pages } = pageListSchema.parse(await get('/api/pages'));
    expect(pages.find((p) => p.file === file)?.problems).toBe(1);
    writePage(file, page);
  });
});
