/** The image types the site serves, as the upload input's accept attribute lists them. */
export const acceptedImageTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;

/** The largest upload the studio takes; bigger images slow every visitor's page. */
export const maxImageBytes = 5 * 1024 * 1024;

const extensions = /\.(png|jpe?g|webp|avif|svg)$/i;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a chosen file cannot be uploaded, in the marketer's words, or undefined when it can. */
export function imageFileProblem(file: { name: string; type: string; size: number }) {
  // Some systems give no type for a file; its extension then decides.
  const typeOk = file.type
    ? acceptedImageTypes.some((type) => type === file.type)
    : extensions.test(file.name);
  if (!typeOk) return `“${file.name}” is not a PNG, JPEG, WebP, AVIF or SVG image.`;
  if (file.size > maxImageBytes) {
    return `“${file.name}” is ${megabytes(file.size)}; an image may be at most ${megabytes(maxImageBytes)}. Make it smaller and try again.`;
  }
  return undefined;
}
