import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparisonTableSchema } from '../../src/blocks/comparison-table/schema';
import { plansSchema } from '../../src/blocks/plans/schema';

const example = (folder: string): unknown =>
  JSON.parse(readFileSync(`src/blocks/${folder}/example.json`, 'utf8'));

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('comparison table', () => {
  it('refuses a row whose cells do not match the columns, pointing at the rows', () => {
    const table = comparisonTableSchema.parse(example('comparison-table'));
    const [first, ...rest] = table.rows;
    if (!first) throw new Error('the example has no row');
    const short = { ...table, rows: [{ ...first, cells: first.cells.slice(1) }, ...rest] };
    const result = comparisonTableSchema.safeParse(short);
    expect(messages(result)).toEqual(['every row needs one cell per column']);
    expect(result.error?.issues[0]?.path).toEqual(['rows']);
  });
});

describe('plans', () => {
  it('refuses more than one highlighted plan', () => {
    const block = plansSchema.parse(example('plans'));
    const both = { ...block, plans: block.plans.map((plan) => ({ ...plan, highlighted: true })) };
    expect(block.plans.filter((plan) => plan.highlighted)).toHaveLength(1);
    expect(messages(plansSchema.safeParse(both))).toEqual(['only one plan can be highlighted']);
  });
});
