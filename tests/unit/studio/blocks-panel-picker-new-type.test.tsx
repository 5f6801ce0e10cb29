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

// A block type registered after the studio was written, which no studio map knows about.
vi.mock('../../../src/blocks/schemas', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/blocks/schemas')>();
  return {
    ...original,
    blockSchemas: [...original.blockSchemas, newSchema],
    blockTypes: [...original.blockTypes, 'pricingTable'],
  };
});

describe('a newly registered block type', () => {
  it('appears in the picker under "Other" with a name and description from its schema', () => {
    render(<BlockPicker open onChoose={() => {}} onClose={() => {}} />);
    const other = screen.getByRole('group', { name: 'Other' });
    const option = within(other).getByRole('option', { name: 'Pricing table' });
    expect(option).toHaveAccessibleDescription(newSchema.description ?? '');
  });
});
