// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockPicker } from '../../../src/studio/blocks-panel/BlockPicker';

// Hoisted with the mock below, which runs before this file's imports.
const newSchema = await vi.hoisted(async () => {
  const { z } = await import('zod');
  return z
    .object({ type: z.literal('pricingTable'), heading: z.string() })
    .describe('Plans side by side with their prices.');
});

// A block added to the list after the studio was written: the studio has no map of its own.
vi.mock('../../../src/blocks', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/blocks')>();
  const added = { type: 'pricingTable', schema: newSchema, listing: { group: 'Calls to action' } };
  return {
    ...original,
    blocks: [...original.blocks, added],
    blockSchemas: [...original.blockSchemas, newSchema],
    blockTypes: [...original.blockTypes, 'pricingTable'],
  };
});

describe('a newly defined block type', () => {
  it('appears in the picker in the group its definition names, described from its schema', () => {
    render(<BlockPicker open onChoose={() => {}} onClose={() => {}} />);
    const group = screen.getByRole('group', { name: 'Calls to action' });
    const option = within(group).getByRole('option', { name: 'Pricing table' });
    expect(option).toHaveAccessibleDescription(newSchema.description ?? '');
  });
});
