// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { companyFacts } from '../../../src/studio/pickers/company-facts';
import { insertAtCaret, PlaceholderMenu } from '../../../src/studio/pickers/PlaceholderMenu';

const facts = [
  { token: '{{company.name}}', value: 'Example Ltd' },
  { token: '{{company.email}}', value: 'hello@example.org' },
  { token: '{{company.phones.0.display}}', value: '+1 555 0100' },
];

describe('placeholder menu', () => {
  it('opens with Enter on the first fact, moves with the arrows, inserts with Enter', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    render(<PlaceholderMenu placeholders={facts} onInsert={onInsert} />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Insert company fact' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    // Each fact shows its current value beside its token.
    expect(items.map((item) => item.textContent)).toEqual(facts.map((f) => f.value + f.token));
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(items[0]).toHaveFocus(); // wrapped round
    await user.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onInsert).toHaveBeenCalledExactlyOnceWith('{{company.phones.0.display}}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens on the last fact with ArrowUp, inserts with Space, and Escape closes to the button', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    render(<PlaceholderMenu placeholders={facts} onInsert={onInsert} label="Insert fact" />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu', { name: 'Insert fact' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Insert fact' })).toHaveFocus();
    expect(onInsert).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}{End}[Space]');
    expect(onInsert).toHaveBeenCalledExactlyOnceWith('{{company.phones.0.display}}');
  });

  it('closes when focus moves elsewhere with Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PlaceholderMenu placeholders={facts} onInsert={() => {}} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Insert company fact' }));
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('puts the token at the caret of the text field it serves', async () => {
    const user = userEvent.setup();
    function Field() {
      const [text, setText] = useState('Call  today');
      const input = useRef<HTMLInputElement>(null);
      return (
        <>
          <label htmlFor="t">Subtitle</label>
          <input id="t" ref={input} value={text} onChange={(e) => setText(e.target.value)} />
          <PlaceholderMenu
            placeholders={facts}
            onInsert={(token) => {
              const field = input.current;
              if (!field) return;
              setText(insertAtCaret(field, token));
              field.focus();
            }}
          />
        </>
      );
    }
    render(<Field />);
    const field = screen.getByRole('textbox', { name: 'Subtitle' });
    await user.click(field);
    // Between the two spaces.
    await user.keyboard('{End}{ArrowLeft>6/}');
    await user.click(screen.getByRole('button', { name: 'Insert company fact' }));
    await user.click(screen.getByRole('menuitem', { name: /company\.phones/ }));
    expect(field).toHaveValue('Call {{company.phones.0.display}} today');
    expect(field).toHaveFocus();
    await user.keyboard('!');
    expect(field).toHaveValue('Call {{company.phones.0.display}}! today');
  });
});

describe('insertAtCaret', () => {
  it('replaces the selection and leaves the caret after the token', () => {
    const area = document.createElement('textarea');
    area.value = 'Write to EMAIL now';
    area.setSelectionRange(9, 14);
    expect(insertAtCaret(area, '{{company.email}}')).toBe('Write to {{company.email}} now');
    expect(area.selectionStart).toBe(9 + '{{company.email}}'.length);
    expect(area.selectionEnd).toBe(area.selectionStart);
  });

  it('inserts into an empty field', () => {
    const input = document.createElement('input');
    expect(insertAtCaret(input, '{{company.name}}')).toBe('{{company.name}}');
    expect(input.selectionStart).toBe('{{company.name}}'.length);
  });
});

describe('companyFacts', () => {
  const site: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));
  const at = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, k) => (typeof v === 'object' && v !== null ? Reflect.get(v, k) : undefined),
        site,
      );

  it('gives every text and number fact of the real site config, each token resolving to its value', () => {
    const list = companyFacts(site);
    expect(list.length).toBeGreaterThan(5);
    expect(new Set(list.map((f) => f.token)).size).toBe(list.length);
    for (const { token, value } of list) {
      const path = /^\{\{(company(?:\.[\w]+)+)\}\}$/.exec(token)?.[1];
      expect(path, token).toBeDefined();
      const fact = at(path ?? '');
      expect(['string', 'number']).toContain(typeof fact);
      expect(value).toBe(String(fact));
    }
    // Nested facts and list items are reached too, not only the top level.
    expect(list.some((f) => /^\{\{company\.\w+\.\d+\.\w+\}\}$/.test(f.token))).toBe(true);
  });

  it('gives nothing for a config without a company', () => {
    expect(companyFacts({})).toEqual([]);
    expect(companyFacts(null)).toEqual([]);
  });
});
