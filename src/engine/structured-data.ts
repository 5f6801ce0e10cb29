import type { StructuredDataContext } from './block-definition';
import type { AnyPage as Page } from '../schema/page';
import type { ClientSite as Site } from '../schema/site';
import { canonicalUrl } from './head';
import { notFoundPath } from './paths';

const context = 'https://schema.org';

/**
 * The company as one LocalBusiness (a kind of Organization in schema.org) with logo, social
 * profiles, address, phones and opening hours, all from site config.
 */
function company(site: Site): unknown[] {
  const { company: c } = site;
  return [
    {
      '@context': context,
      '@type': 'LocalBusiness',
      '@id': `${site.url}/#organization`,
      name: c.name,
      description: c.tagline,
      url: `${site.url}/`,
      logo: `${site.url}${c.logo.src}`,
      image: `${site.url}${c.socialImage.src}`,
      email: c.email,
      telephone: c.phones.map((p) => p.e164),
      sameAs: c.social.map((s) => s.url),
      address: {
        '@type': 'PostalAddress',
        streetAddress: c.address.street,
        addressLocality: c.address.locality,
        addressRegion: c.address.region,
        postalCode: c.address.postalCode,
        addressCountry: c.address.countryCode,
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: c.hours.days,
          opens: c.hours.opens,
          closes: c.hours.closes,
        },
      ],
    },
  ];
}

function breadcrumbs(page: Page, site: Site): unknown[] {
  if (page.path === '/' || page.path === notFoundPath) return [];
  return [
    {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: page.breadcrumb ?? page.title.split(' | ')[0],
          item: canonicalUrl(page, site),
        },
      ],
    },
  ];
}

/** What the page's blocks add to its structured data (each block type's own, see defineBlock). */
export type BlocksStructuredData = (
  blocks: Page['blocks'],
  context: StructuredDataContext,
) => unknown[];

/**
 * JSON-LD for a page (decisions.md #16, #28): the company where the page asks for it, what its
 * blocks add (an FAQPage from its FAQ blocks, an Article for a case study), breadcrumbs.
 */
export function structuredData(page: Page, site: Site, ofBlocks: BlocksStructuredData): unknown[] {
  const context: StructuredDataContext = {
    page,
    url: canonicalUrl(page, site),
    site: { url: site.url, companyName: site.company.name },
  };
  return [
    ...(page.companySchema ? company(site) : []),
    ...ofBlocks(page.blocks, context),
    ...breadcrumbs(page, site),
  ];
}
