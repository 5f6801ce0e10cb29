import type { Site } from '../../app/site-schema';
import { mdLink } from './links';

/** The company facts the assistant gives directly, taken from the site config. */
export interface ContactFacts {
  company: string;
  phones: { label: string; display: string; href: string }[];
  email: string;
  address: string;
  hours: string[];
  messaging: { name: string; url: string };
  /** The company's own profiles on social networks. */
  social: { label: string; url: string }[];
  /** The page with the enquiry form and the contact details. */
  contactPage: { label: string; path: string };
}

interface NavLink {
  label: string;
  href?: string;
  items?: NavLink[];
}

function flatten(links: NavLink[]): NavLink[] {
  return links.flatMap((l) => [l, ...flatten(l.items ?? [])]);
}

/**
 * The first page of the site's own navigation, footer or legal links whose label matches `label`,
 * so a renamed or moved page is still found.
 */
export function findLinkedPage(
  site: Site,
  paths: string[],
  label: RegExp,
): { label: string; path: string } | undefined {
  const links = [
    ...flatten(site.nav),
    ...site.footer.columns.flatMap((c) => c.links),
    ...site.footer.legal,
  ];
  const link = links.find((l) => label.test(l.label) && l.href && paths.includes(l.href));
  return link?.href ? { label: link.label, path: link.href } : undefined;
}

/** Finds the contact page through the site's own navigation, so a renamed page still works. */
function findContactPage(site: Site, paths: string[]): { label: string; path: string } {
  const link = findLinkedPage(site, paths, /contact/i);
  if (link) return link;
  const path = paths.find((p) => /contact/i.test(p)) ?? '/';
  return { label: 'Contact Us', path };
}

/** Collects the contact facts of a site whose pages live at `paths`. */
export function contactFacts(site: Site, paths: string[]): ContactFacts {
  const { company } = site;
  const a = company.address;
  return {
    company: company.name,
    phones: company.phones.map((p) => ({
      label: p.label,
      display: p.display,
      href: `tel:${p.e164}`,
    })),
    email: company.email,
    address: [a.street, a.locality, `${a.region} ${a.postalCode}`, a.country].join(', '),
    hours: company.hours.text,
    messaging: company.messagingApp,
    social: company.social.map(({ label, url }) => ({ label, url })),
    contactPage: findContactPage(site, paths),
  };
}

/** "call +91 44 4000 0000 (Office) or +91 90000 00000 (Mobile)", with tel: links. */
export function phoneList(facts: ContactFacts): string {
  return facts.phones.map((p) => `${mdLink(p.display, p.href)} (${p.label})`).join(' or ');
}

/** The e-mail address as a mailto: link. */
export function emailLink(facts: ContactFacts): string {
  return mdLink(facts.email, `mailto:${facts.email}`);
}

/** The contact page as a link. */
export function contactLink(facts: ContactFacts): string {
  return mdLink(facts.contactPage.label, facts.contactPage.path);
}

/** Plain text of every fact, for the search index and the language model's context. */
export function factsText(facts: ContactFacts): string {
  return [
    `Phone: ${facts.phones.map((p) => `${p.display} (${p.label})`).join(', ')}.`,
    `E-mail: ${facts.email}.`,
    `${facts.messaging.name}: ${facts.messaging.url}.`,
    `Address: ${facts.address}.`,
    `Business hours: ${facts.hours.join('; ')}.`,
  ].join(' ');
}
