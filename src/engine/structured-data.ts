import type { CaseStudyBlock } from '../blocks/case-study/schema';
import type { FaqBlock } from '../blocks/faq/schema';
import type { Page } from '../schema/page';
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

function faqPage(blocks: FaqBlock[]): unknown[] {
  const items = blocks.flatMap((b) => b.items);
  if (items.length === 0) return [];
  return [
    {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ];
}

/**
 * A case study page as an Article about its client, published by the company. schema.org has no
 * case study type; an Article with `about` is how search engines read such a page.
 */
function caseStudyArticle(page: Page, site: Site, block: CaseStudyBlock | undefined): unknown[] {
  if (!block) return [];
  return [
    {
      '@context': context,
      '@type': 'Article',
      headline: page.title.split(' | ')[0],
      description: page.description,
      url: canonicalUrl(page, site),
      about: { '@type': 'Organization', name: block.client },
      ...(block.technologies.length > 0 ? { keywords: block.technologies.join(', ') } : {}),
      publisher: { '@type': 'Organization', name: site.company.name, url: `${site.url}/` },
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

/**
 * JSON-LD for a page (decisions.md #16, #28): the company where the page asks for it, FAQPage
 * from its FAQ blocks, an Article for a case study, breadcrumbs.
 */
export function structuredData(page: Page, site: Site): unknown[] {
  const faqs = page.blocks.filter((b): b is FaqBlock => b.type === 'faq');
  const study = page.blocks.find((b): b is CaseStudyBlock => b.type === 'caseStudy');
  return [
    ...(page.companySchema ? company(site) : []),
    ...faqPage(faqs),
    ...caseStudyArticle(page, site, study),
    ...breadcrumbs(page, site),
  ];
}
