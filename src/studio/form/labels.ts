// Keys whose spelled-out form would read oddly to a marketer.
const wording: Record<string, string> = {
  href: 'Link',
  opens: 'Opens form',
  src: 'File',
  alt: 'Alternative text',
  id: 'Anchor id',
};

/** A field key as a label: "imageLayout" → "Image layout", "companySchema" → "Company schema". */
export function labelFor(key: string): string {
  if (Object.hasOwn(wording, key)) return wording[key]!;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
