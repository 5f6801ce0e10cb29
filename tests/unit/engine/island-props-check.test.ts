import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkIslandProps } from '../../../src/blocks/island-props-check';
import { blockSchema } from '../../../src/blocks';

const example = blockSchema.parse(
  JSON.parse(readFileSync('src/blocks/account-panel/example.json', 'utf8')),
);

describe("an island's props in development builds", () => {
  afterEach(() => vi.restoreAllMocks());

  it('pass when they are the block its schema parses', () => {
    expect(checkIslandProps('accountPanel', { block: example, index: 2 })).toEqual([]);
  });

  it('are reported on the console, naming the block and the JSON path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const problems = checkIslandProps('accountPanel', {
      block: { ...example, heading: 7 },
      index: 0,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^The "accountPanel" island's data-props .* at \/block\/heading: /),
    ]);
    expect(error).toHaveBeenCalledWith(problems[0]);
  });

  it('are not checked for islands that are not blocks (the shell)', () => {
    expect(checkIslandProps('floatingCluster', { anything: true })).toEqual([]);
  });
});
