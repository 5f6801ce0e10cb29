import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../../src/app/project';

describe('generated JSON Schema', () => {
  it.each(Object.entries(schemaFiles()))(
    '%s is committed and current (npm run schemas)',
    (file, text) => {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run "npm run schemas"`).toBe(text);
    },
  );

  it('carries the zod descriptions as editor tooltips', () => {
    const page = JSON.parse(schemaFiles()['schemas/page.schema.json'] ?? '{}');
    expect(page.properties.path.description).toMatch(/URL of the page/);
    expect(page.$defs['block-hero'].properties.heading.description).toMatch(/heading/i);
  });

  it('selects a block schema by its type so an editor reports only that block’s fields', () => {
    const page = JSON.parse(schemaFiles()['schemas/page.schema.json'] ?? '{}');
    const items = page.properties.blocks.items;
    expect(items.properties.type.enum).toContain('featureGrid');
    expect(items.allOf).toContainEqual({
      if: { properties: { type: { const: 'featureGrid' } }, required: ['type'] },
      then: { $ref: '#/$defs/block-featureGrid' },
    });
  });
});
