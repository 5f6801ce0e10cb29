// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAt } from '../../../src/studio/form/json-pointer';
import { renderBlockForm } from './form-harness';

// The image field talks to the studio's API; here the upload answers as the server would.
vi.mock('../../../src/studio/studio-api', () => ({
  listMedia: () => Promise.resolve([]),
  saveMediaAlt: () => Promise.resolve({}),
  replaceMedia: () => Promise.reject(new Error('not expected')),
  fetchSession: () => Promise.resolve({ mode: 'local' }),
  uploadImage: () => Promise.resolve({ src: '/images/new.png', width: 800, height: 600 }),
}));

const hero = {
  type: 'hero',
  heading: 'A heading',
  image: { src: '/images/old.svg', alt: 'An old picture', width: 520, height: 400 },
};
const png = () => new File([new Uint8Array(100)], 'new.png', { type: 'image/png' });

describe('the image field of a block form', () => {
  it('keeps an uploaded image without alt text as the form shows it: not decorative', async () => {
    const user = userEvent.setup();
    const view = renderBlockForm(hero);
    const field = screen.getByRole('group', { name: /^Image/ });
    await user.upload(within(field).getByLabelText('Upload a new image'), png());
    const dialog = await screen.findByRole('dialog', { name: /^Where does/ });
    for (const label of [/^Source/, /^Author/, /^Licence/])
      await user.type(within(dialog).getByLabelText(label), 'Made for this site');
    await user.click(within(dialog).getByRole('button', { name: 'Upload image' }));
    await within(field).findByText('Uploaded “new.png”.');
    const decorative = within(field).getByRole('checkbox', { name: /Decorative image/ });
    expect(decorative).not.toBeChecked();
    expect(within(field).getByRole('textbox', { name: /Alt text/ })).toBeInvalid();
    const image = getAt(view.page(), ['blocks', 0, 'image']);
    expect(image).toEqual({ src: '/images/new.png', alt: '', width: 800, height: 600 });
  });

  it('saves "decorative": true only when the box is ticked, and drops it when unticked', async () => {
    const user = userEvent.setup();
    const view = renderBlockForm(hero);
    const field = screen.getByRole('group', { name: /^Image/ });
    const decorative = within(field).getByRole('checkbox', { name: /Decorative image/ });
    await user.click(decorative);
    expect(getAt(view.page(), ['blocks', 0, 'image'])).toMatchObject({
      alt: '',
      decorative: true,
    });
    await user.click(decorative);
    const image = getAt(view.page(), ['blocks', 0, 'image']);
    expect(image).toMatchObject({ alt: 'An old picture' });
    expect(image).not.toHaveProperty('decorative');
  });

  it('shows an image saved as decorative with the box ticked', () => {
    renderBlockForm({ ...hero, image: { ...hero.image, alt: '', decorative: true } });
    expect(screen.getByRole('checkbox', { name: /Decorative image/ })).toBeChecked();
  });

  it('shows an image with empty alt text that is not marked decorative as needing alt text', () => {
    renderBlockForm({ ...hero, image: { ...hero.image, alt: '' } });
    expect(screen.getByRole('checkbox', { name: /Decorative image/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Alt text/ })).toBeInvalid();
  });
});
