// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readableName } from '../../../src/schema/media';
import { ImagePicker, type ImageValue } from '../../../src/studio/pickers/ImagePicker';
import type { MediaItem } from '../../../src/studio/studio-api';

const item = (src: string, width: number, height: number, more: Partial<MediaItem> = {}) => ({
  src,
  kind: src.startsWith('/logos/') ? ('logo' as const) : ('image' as const),
  name: readableName(src),
  width,
  height,
  bytes: 2048,
  usedOn: [],
  ...more,
});
const library: MediaItem[] = [
  item('/images/ai.svg', 520, 400, {
    alt: 'A chip with a brain',
    usedOn: [{ page: { title: 'Artificial intelligence', path: '/ai' } }, { site: 'Menu' }],
  }),
  item('/images/cloud.svg', 640, 480),
  item('/images/team-photo.png', 1200, 800, { alt: 'The team at work' }),
  item('/logos/angular.svg', 24, 24, { alt: 'Angular' }),
  item('/logos/amazon-web-services.svg', 24, 24),
];
const images = library.filter((i) => i.kind === 'image');
const changes = vi.fn();
const saveAlt = vi.fn((_input: { src: string; alt: string; decorative: boolean }) =>
  Promise.resolve({}),
);
beforeEach(() => {
  changes.mockReset();
  saveAlt.mockClear();
});

function Field({
  initial,
  optional = true,
  accepts = 'image',
  upload = () => Promise.reject(new Error('not expected')),
}: {
  initial?: ImageValue;
  optional?: boolean;
  accepts?: 'image' | 'logo';
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
        accepts={accepts}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        // A new function each render, as a form passing an inline arrow would.
        media={{
          list: () => Promise.resolve(library),
          saveAlt,
          replace: () => Promise.reject(new Error('not expected')),
        }}
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
    // Named as a person reads it, not by its file.
    expect(opener).toHaveAccessibleDescription('Ai (520 × 400)');
    await user.keyboard('{Enter}');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const grid = await screen.findByRole('group', { name: 'Images' });
    // Focus lands on the current image, so arrows move from there.
    expect(within(grid).getByRole('radio', { name: /^Ai\b/ })).toHaveFocus();
    expect(within(grid).getAllByRole('radio')).toHaveLength(images.length);

    await user.keyboard('{ArrowDown}');
    expect(changes).toHaveBeenLastCalledWith({
      src: '/images/cloud.svg',
      width: 640,
      height: 480,
      alt: '',
    });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Images' })).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveAccessibleDescription('Cloud (640 × 480)');
  });

  it('closes the library with Escape, keeping the image', async () => {
    const user = userEvent.setup();
    render(<Field initial={{ src: '/images/ai.svg', alt: 'A robot', width: 520, height: 400 }} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('group', { name: 'Images' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Images' })).toBeNull();
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
    expect(await screen.findByText('Uploaded “new.png”.')).toBeInTheDocument();
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

describe('media library', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Hero image' }));
    return screen.findByRole('region', { name: 'Media library' });
  };

  it('opens a logo field on the logos, with the images a button away', async () => {
    const user = userEvent.setup();
    render(<Field accepts="logo" />);
    const panel = await open(user);
    const logos = within(panel).getByRole('group', { name: 'Logos' });
    expect(
      within(logos)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['/logos/angular.svg', '/logos/amazon-web-services.svg']);
    await user.click(within(panel).getByRole('button', { name: /^Images/ }));
    expect(within(panel).getAllByRole('radio')).toHaveLength(images.length);
  });

  it('narrows the grid to the names holding every word searched', async () => {
    const user = userEvent.setup();
    render(<Field accepts="logo" />);
    const panel = await open(user);
    await user.type(within(panel).getByRole('searchbox', { name: 'Search by name' }), 'web amaz');
    expect(within(panel).getAllByRole('radio')).toHaveLength(1);
    expect(within(panel).getByRole('radio', { name: /Amazon web services/ })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('1 of 2 logos');
  });

  it('fills the alt text stored for a picture picked, and none for one without', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const panel = await open(user);
    await user.click(within(panel).getByRole('radio', { name: /^Team photo/ }));
    expect(changes).toHaveBeenLastCalledWith(
      expect.objectContaining({ src: '/images/team-photo.png', alt: 'The team at work' }),
    );
    await user.click(within(panel).getByRole('radio', { name: /^Cloud/ }));
    expect(changes).toHaveBeenLastCalledWith(
      expect.objectContaining({ src: '/images/cloud.svg', alt: '' }),
    );
    expect(screen.getByRole('textbox', { name: /^Alt text/ })).toBeInvalid();
  });

  it('keeps an alt text once per picture, required unless decorative, and lists where it shows', async () => {
    const user = userEvent.setup();
    render(<Field initial={{ src: '/images/ai.svg', alt: '', width: 520, height: 400 }} />);
    const panel = await open(user);
    const details = within(panel).getByRole('region', { name: /^Ai/ });
    expect(within(details).getByRole('list', { name: 'Used on' })).toHaveTextContent(
      /Artificial intelligence\s*\/ai\s*Menu/,
    );
    const stored = within(details).getByRole('textbox', { name: /^Stored alt text/ });
    await user.clear(stored);
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(saveAlt).not.toHaveBeenCalled();
    expect(stored).toBeInvalid();
    expect(within(details).getByRole('alert')).toHaveTextContent(/Decorative/);

    await user.type(stored, 'A chip with a brain, lit up');
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(saveAlt).toHaveBeenCalledWith({
      src: '/images/ai.svg',
      alt: 'A chip with a brain, lit up',
      decorative: false,
    });
    // The field had none: the stored text fills it.
    expect(changes).toHaveBeenLastCalledWith(
      expect.objectContaining({ alt: 'A chip with a brain, lit up' }),
    );
  });
});
