// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../../src/blocks';
import { getAt } from '../../../src/studio/form/json-pointer';
import { blockSpec } from '../../../src/studio/form/block-specs';
import { initialValue } from '../../../src/studio/form/initial-value';
import { labelFor } from '../../../src/studio/form/labels';
import { renderBlockForm } from './form-harness';

describe('forms generated from the block schemas', () => {
  it('has a form for every registered block type, and a new block of each type starts from its required fields', () => {
    for (const schema of blockSchemas) {
      const type = schema.shape.type.value;
      const spec = blockSpec(type);
      expect(spec, type).toBeDefined();
      const block = initialValue(spec!);
      expect(block).toMatchObject({ type });
    }
  });

  it('shows a labelled control for every scalar field of a block and writes what the marketer types', async () => {
    const user = userEvent.setup();
    const view = renderBlockForm({ type: 'cta', heading: 'Old', actions: [] });
    const spec = blockSpec('cta')!;
    for (const field of spec.fields) {
      if (field.spec.kind === 'const') continue;
      const label = labelFor(field.key);
      const found =
        screen.queryAllByLabelText(new RegExp(`^${label}`)).length +
        screen.queryAllByRole('group', { name: new RegExp(`^${label}`) }).length;
      expect(found, field.key).toBeGreaterThan(0);
    }
    const heading = screen.getByLabelText(/^Heading/);
    await user.clear(heading);
    await user.type(heading, 'New heading');
    expect(getAt(view.page(), ['blocks', 0, 'heading'])).toBe('New heading');
    // One field, one burst: every keystroke carries the same undo group.
    expect(new Set(view.edits.map((e) => e.group)).size).toBe(1);
  });

  it('keeps the name for links to a section under a closed "Advanced" part, opened by a problem there', () => {
    const closed = renderBlockForm({ type: 'hero', heading: 'Old', text: 'Text' });
    const anchor = screen.getByLabelText(/^Name for links to this section/);
    const advanced = anchor.closest('details');
    expect(advanced?.querySelector('summary')?.textContent).toBe('Advanced');
    expect(advanced?.open).toBe(false);
    // The everyday fields come first, outside it.
    expect(screen.getByLabelText(/^Heading/).closest('details')).toBeNull();
    closed.unmount();

    renderBlockForm(
      { type: 'hero', heading: 'Old', text: 'Text', id: 'Bad Name' },
      { '/blocks/0/id': ['Use lowercase letters, digits and "-".'] },
    );
    expect(screen.getByLabelText(/^Name for links to this section/).closest('details')?.open).toBe(
      true,
    );
  });

  it('adds, fills and removes list items', async () => {
    const user = userEvent.setup();
    const view = renderBlockForm({ type: 'faq', items: [] });
    const items = screen.getByRole('group', { name: /^Items/ });
    await user.click(within(items).getByRole('button', { name: /^Add to items/ }));
    await user.click(within(items).getByRole('button', { name: /^Add to items/ }));
    expect(getAt(view.page(), ['blocks', 0, 'items'])).toHaveLength(2);
    const questions = screen.getAllByLabelText(/^Question/);
    await user.type(questions[1]!, 'Second?');
    await user.click(screen.getAllByRole('button', { name: /^Move up/ })[1]!);
    expect(getAt(view.page(), ['blocks', 0, 'items', 0, 'question'])).toBe('Second?');
    await user.click(screen.getAllByRole('button', { name: /^Remove Item 1/ })[0]!);
    expect(getAt(view.page(), ['blocks', 0, 'items'])).toHaveLength(1);
  });

  it('switches a button between a link and a form dialog, keeping its label', async () => {
    const user = userEvent.setup();
    const view = renderBlockForm({
      type: 'cta',
      heading: 'Talk to us',
      actions: [{ label: 'Call', href: '/contact-info' }],
    });
    await user.click(screen.getByRole('radio', { name: /Opens form/ }));
    const action = getAt(view.page(), ['blocks', 0, 'actions', 0]);
    expect(action).toMatchObject({ label: 'Call' });
    expect(action).toHaveProperty('opens');
    expect(action).not.toHaveProperty('href');
  });

  it('shows each problem next to the field it belongs to, tied to the control', () => {
    renderBlockForm({ type: 'cta', heading: '' }, { '/blocks/0/heading': ['must not be empty'] });
    const heading = screen.getByLabelText(/^Heading/);
    expect(heading).toHaveAccessibleDescription(/must not be empty/);
  });
});
