// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, type ImageValue } from '../../../src/studio/pickers/ImagePicker';

const library = [
  { src: '/images/ai.svg', width: 520, height: 400, bytes: 2048 },
  { src: '/images/cloud.svg', width: 640, height: 480, bytes: 4096 },
  { src: '/images/team.png', width: 1200, height: 800, bytes: 90_000 },
];
const changes = vi.fn();
beforeEach(() => changes.mockReset());

function Field({
  initial,
  optional = true,
  upload = () => Promise.reject(new Error('not expected')),
}: {
  initial?: ImageValue;
  optional?: boolean;
  upload?: (file: File) => Promise<{ src: string; width: number; height: number }>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="image">Hero image</label>
      <ImagePicker
        id="image"
        value={value}
        optional={optional}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        // A new function each render, as a form passing an inline arrow would.
        listImages={() => Promise.resolve(library)}
        upload={upload}
      />
    </>
  );
}

const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

const credit = { source: 'Made for this site', author: 'Our designer', licence: 'Owned by us' };
/** Answers the upload dialog's questions about where the image comes from, and sends it. */
async function answerCredit(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: /^Where does/ });
  await user.type(within(dialog).getByLabelText(/^Source/), credit.source);
  await user.type(within(dialog).getByLabelText(/^Author/), credit.author);
  await user.type(within(dialog).getByLabelText(/^Licence/), credit.licence);
  await user.click(within(dialog).getByRole('button', { name: 'Upload image' }));
}

describe('image picker', () => {
  it('chooses an image from the library with the keyboard and takes its size', async () => {
    const user = userEvent.setup();
    render(<Field initial={{ src: '/images/ai.svg', alt: 'A robot', width: 520, height: 400 }} />);
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Hero image' });
    expect(opener).toHaveFocus();
    expect(opener).toHaveAccessibleDescription(/\/images\/ai\.svg/);
    await user.keyboard('{Enter}');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const grid = await screen.findByRole('group', { name: 'Images in public/images' });
    // Focus lands on the current image, so arrows move from there.
    expect(within(grid).getByRole('radio', { name: /ai\.svg/ })).toHaveFocus();
    expect(within(grid).getAllByRole('radio')).toHaveLength(library.length);

    await user.keyboard('{ArrowDown}');
    expect(changes).toHaveBeenLastCalledWith({
      src: '/images/cloud.svg',
      width: 640,
      height: 480,
      alt: '',
    });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Images in public/images' })).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveAccessibleDescription(/\/images\/cloud\.svg \(640 × 480\)/);
  });

  it('closes the library with Escape, keeping the image', async () => {
    const user = userEvent.setup();
    render(<Field initial={{ src: '/images/ai.svg', alt: 'A robot', width: 520, height: 400 }} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('group', { name: 'Images in public/images' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Images in public/images' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hero image' })).toHaveFocus();
    expect(changes).not.toHaveBeenCalled();
  });

  it('requires alt text until "Decorative image" is ticked, which sets it to ""', async () => {
    const user = userEvent.setup();
    render(
      <Field
        initial={{ src: '/images/ai.svg', alt: '', width: 520, height: 400, decorative: true }}
      />,
    );
    const decorative = screen.getByRole('checkbox', { name: 'Decorative image (no alt text)' });
    expect(decorative).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).toBeNull();

    await user.click(decorative);
    const alt = screen.getByRole('textbox', { name: /Alt text/ });
    expect(alt).toBeInvalid();
    expect(alt).toHaveAccessibleDescription(/Required: describe what the image shows/);
    await user.type(alt, 'A robot at a desk');
    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ alt: 'A robot at a desk' }));
    expect(alt).toBeValid();
    expect(alt).not.toHaveAccessibleDescription(/Required/);

    await user.click(decorative);
    expect(changes).toHaveBeenLastCalledWith(
      expect.objectContaining({ alt: '', decorative: true }),
    );
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).toBeNull();
    // Unticking gives back what was written.
    await user.click(decorative);
    expect(screen.getByRole('textbox', { name: /Alt text/ })).toHaveValue('A robot at a desk');
  });

  it('uploads an image and uses its size, asking for its alt text', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() =>
      Promise.resolve({ src: '/images/new.png', width: 800, height: 600 }),
    );
    render(<Field upload={upload} />);
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).toBeNull();
    const chosen = file('new.png', 'image/png', 1000);
    await user.upload(screen.getByLabelText('Upload a new image'), chosen);
    await answerCredit(user);
    expect(upload).toHaveBeenCalledWith(chosen, credit);
    expect(await screen.findByText('Uploaded /images/new.png.')).toBeInTheDocument();
    expect(changes).toHaveBeenLastCalledWith({
      src: '/images/new.png',
      width: 800,
      height: 600,
      alt: '',
    });
    expect(screen.getByRole('textbox', { name: /Alt text/ })).toBeInvalid();
  });

  it("shows the server's message when it refuses an upload", async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() => Promise.reject(new Error('an image named new.png already exists')));
    render(<Field upload={upload} />);
    await user.upload(
      screen.getByLabelText('Upload a new image'),
      file('new.png', 'image/png', 10),
    );
    await answerCredit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'an image named new.png already exists',
    );
    expect(changes).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or over 5 MB before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(() => Promise.resolve({ src: '/images/x.png', width: 1, height: 1 }));
    render(<Field upload={upload} />);
    const input = screen.getByLabelText('Upload a new image');
    await user.upload(input, file('anim.gif', 'image/gif', 10));
    expect(screen.getByRole('alert')).toHaveTextContent('“anim.gif” is not a PNG, JPEG');
    await user.upload(input, file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 5.0 MB');
    expect(upload).not.toHaveBeenCalled();
    // Exactly 5 MB is still allowed.
    await user.upload(input, file('big.jpg', 'image/jpeg', 5 * 1024 * 1024));
    await answerCredit(user);
    expect(upload).toHaveBeenCalledOnce();
  });

  it('asks where an upload comes from and sends nothing until source, author and licence are given', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() => Promise.resolve({ src: '/images/new.png', width: 8, height: 6 }));
    render(<Field upload={upload} />);
    const input = screen.getByLabelText('Upload a new image');
    await user.upload(input, file('new.png', 'image/png', 100));
    const dialog = screen.getByRole('dialog', { name: 'Where does “new.png” come from?' });
    const source = within(dialog).getByLabelText(/^Source/);
    await user.click(within(dialog).getByRole('button', { name: 'Upload image' }));
    for (const label of [/^Source/, /^Author/, /^Licence/])
      expect(within(dialog).getByLabelText(label)).toBeInvalid();
    expect(source).toHaveAccessibleDescription(/Say where the image comes from/);
    expect(upload).not.toHaveBeenCalled();
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
    await user.upload(input, file('new.png', 'image/png', 100));
    await answerCredit(user);
    expect(upload).toHaveBeenCalledWith(expect.any(File), credit);
  });

  it('offers "Remove image" only for an optional image', async () => {
    const user = userEvent.setup();
    const image = { src: '/images/ai.svg', alt: 'A robot', width: 520, height: 400 };
    const { unmount } = render(<Field initial={image} optional={false} />);
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
    unmount();
    render(<Field initial={image} />);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(changes).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Hero image' })).toHaveFocus();
    expect(screen.getByText('No image chosen.')).toBeInTheDocument();
  });
});
