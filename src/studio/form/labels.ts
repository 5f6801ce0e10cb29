// Keys whose spelled-out form would read oddly to a marketer.
const wording: Record<string, string> = {
  href: 'Link',
  opens: 'Opens form',
  src: 'File',
  alt: 'Alternative text',
  accessibleLabel: 'Words for screen readers',
  id: 'Name for links to this section',
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

/** How the page settings form names one of the page's own fields, for a marketer. */
export interface SettingWords {
  label: string;
  /** One plain sentence under the field (instead of the schema's technical description). */
  help: string;
  /** Each choice in words, by its value ('' for "not set"). */
  options?: Readonly<Record<string, string>>;
  /** Shown under "Advanced", closed until opened: settings few pages ever change. */
  advanced?: boolean;
}

/** The page's own fields in words; a field not listed keeps its schema's label and help. */
export const pageSettingWords: Readonly<Record<string, SettingWords>> = {
  path: {
    label: 'Address',
    help: 'Where the page is on the site: the part of its address after the site’s name, starting with /.',
  },
  title: { label: 'Title', help: 'Shown in the browser tab and as the heading of search results.' },
  description: {
    label: 'Description',
    help: 'The short text search engines show under the title.',
  },
  image: { label: 'Image when shared', help: 'Shown when someone shares the page.' },
  breadcrumb: {
    label: 'Short name',
    help: 'The page’s name in the trail of links above its content; empty: its title.',
  },
  keywords: {
    label: 'Keywords',
    help: 'Words the page is about; most search engines ignore them.',
    advanced: true,
  },
  robots: {
    label: 'Search engines',
    help: 'Whether search engines show this page in their results.',
    options: {
      'index, follow': 'Show this page in search results',
      'noindex, follow': 'Keep this page out of search results',
      'index, nofollow': 'Show this page in search results, but not the pages it links to',
      'noindex, nofollow': 'Keep this page and the pages it links to out of search results',
    },
    advanced: true,
  },
  canonical: {
    label: 'Main address of this content',
    help: 'Only when the same content is also at another address: that full address, starting https://. Empty: this page’s own address.',
    advanced: true,
  },
  companySchema: {
    label: 'Give search engines the company’s details here',
    help: 'Its address, phones and opening hours; for the home and contact pages.',
    advanced: true,
  },
  access: {
    label: 'Who can see this page',
    help: 'Anyone else is asked to sign in first.',
    options: {
      '': 'Everyone',
      account: 'Signed-in visitors',
      staff: 'Staff',
      backOffice: 'Staff and editors',
    },
    advanced: true,
  },
  layout: {
    label: 'Page frame',
    help: 'The header, footer and menu around the page.',
    options: {
      site: 'The site’s header and footer',
      backOffice: 'The staff area’s header and menu',
    },
    advanced: true,
  },
  healthExceptions: {
    label: 'Warnings this page keeps on purpose',
    help: 'A warning this page deliberately does not fix, with the reason; it is then no longer shown.',
    advanced: true,
  },
};

/** The page health checks in a marketer's words, where a page names one it keeps on purpose. */
export const healthCheckWords: Readonly<Record<string, string>> = {
  'one-h1': 'One main heading',
  'heading-order': 'Headings in order',
  'link-text': 'Button words that make sense alone',
  'unique-title': 'A title no other page has',
  'unique-description': 'A description no other page has',
  'description-not-title': 'A description that is not the title',
  reachable: 'A link to the page from the menu, the footer or another page',
  contrast: 'Text colours easy to read',
  'image-file-size': 'Image files no larger than needed',
  'image-display-size': 'Images no wider than twice as shown',
  'image-alt': 'Pictures described for screen readers',
  'https-links': 'Links to secure (https) addresses',
};

/** A page setting's name in words: "robots" → "Search engines". */
export const settingLabel = (key: string) => pageSettingWords[key]?.label ?? labelFor(key);
