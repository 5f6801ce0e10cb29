// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAt } from '../../../src/studio/form/json-pointer';
import { renderBlockForm } from './form-harness';

// A developer adds two fields to the call-to-action block's schema, and nothing else.
vi.mock('../../../src/blocks/cta/schema', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/blocks/cta/schema')>();
  const { z } = await import('zod');
  return {
    ...original,
    ctaSchema: original.ctaSchema.extend({
      subtitle: z.string().optional().describe('A line under the heading.'),
      badge: z.enum(['new', 'popular']).optional(),
    }),
  };
});

describe('a field added to a block schema', () => {
  it('appears in the studio with its description, and is written to the page', async () => {
    const user = userEvent.setup();
    const view = renderBlockForm({ type: 'cta', heading: 'Talk to us' });
    const subtitle = screen.getByLabelText(/^Subtitle/);
    expect(subtitle).toHaveAccessibleDescription('A line under the heading.');
    await user.type(subtitle, 'Within a day');
    await user.selectOptions(screen.getByLabelText(/^Badge/), 'popular');
    expect(getAt(view.page(), ['blocks', 0])).toMatchObject({
      subtitle: 'Within a day',
      badge: 'popular',
    });
  });
});
