// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { companyFacts } from '../../../src/studio/pickers/company-facts';
import { IconPicker } from '../../../src/studio/pickers/IconPicker';
import { ImagePicker } from '../../../src/studio/pickers/ImagePicker';
import { LinkPicker } from '../../../src/studio/pickers/LinkPicker';
import { PlaceholderMenu } from '../../../src/studio/pickers/PlaceholderMenu';
import { iconNames } from '../../../src/schema/icon-names';

/**
 * The axe rules that need no layout. happy-dom computes no layout, so colour contrast cannot be
 * measured here (axe reports it as "incomplete"); the studio's browser tests cover it.
 */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function Form({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1>Block</h1>
      {children}
    </main>
  );
}

const site: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));
const images = [
  {
    src: '/images/ai.svg',
    kind: 'image' as const,
    name: 'Ai',
    width: 520,
    height: 400,
    bytes: 10,
    alt: 'A chip',
    usedOn: [{ page: { title: 'Artificial intelligence', path: '/ai' } }],
  },
];

describe('pickers under axe', () => {
  it('finds no violation in the icon and link pickers with their lists open', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <label htmlFor="icon">Icon</label>
        <IconPicker id="icon" value="cloud" options={iconNames} optional onChange={() => {}} />
        <label htmlFor="href">Link</label>
        <LinkPicker
          id="href"
          value="/nowhere"
          optional
          sitePaths={[{ path: '/nowhere-else', title: 'Elsewhere' }]}
          onChange={() => {}}
        />
      </Form>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Icon' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Link' }));
    expect(screen.getByRole('listbox', { name: 'Pages of this site' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it("finds no violation in the image picker with its library and a picture's details open", async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <label htmlFor="image">Image</label>
        <ImagePicker
          id="image"
          value={{ src: '/images/ai.svg', alt: '', width: 520, height: 400 }}
          optional
          onChange={() => {}}
          media={{
            list: () => Promise.resolve(images),
            saveAlt: () => Promise.resolve({}),
            replace: () => Promise.resolve({}),
          }}
          replaceMode="local"
          upload={() => Promise.reject(new Error('no'))}
        />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Image' }));
    await screen.findByRole('radio');
    expect(await violations()).toEqual([]);
  });

  it('finds no violation in the placeholder menu, open, over the real company facts', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <PlaceholderMenu placeholders={companyFacts(site)} onInsert={() => {}} />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Insert company fact' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
