import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../src/engine/head';
import { robotsTxt, sitemapXml } from '../../src/engine/tooling/sitemap';
import { blocksStructuredData } from '../../src/blocks';
import { structuredData } from '../../src/engine/structured-data';
import { pageSchema, type Page } from '../../src/app/page-schema';
import { currentPageFormat } from '../../src/schema/page-format-version';
import { site } from './render';

const page = (value: object): Page =>
  pageSchema.parse({
    format: currentPageFormat,
    title: 'A page title',
    description: 'A description long enough for the rules of search engines.',
    blocks: [{ type: 'hero', heading: 'Hi' }],
    ...value,
  });

describe('structured data', () => {
  it('describes the company with address, phones and opening hours where the page asks for it', () => {
    const [business] = structuredData(
      page({ path: '/', companySchema: true }),
      site,
      blocksStructuredData,
    );
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Aruvi Technologies',
      email: site.company.email,
      telephone: site.company.phones.map((p) => p.e164),
      address: {
        streetAddress: 'Anna Salai',
        addressLocality: 'Chennai',
        postalCode: '600002',
        addressCountry: 'IN',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '10:00',
          closes: '18:00',
        },
      ],
    });
  });

  it('turns FAQ blocks into a FAQPage and gives inner pages a breadcrumb', () => {
    const data = structuredData(
      page({
        path: '/vps-hosting',
        title: 'VPS Hosting | Aruvi',
        blocks: [
          { type: 'faq', items: [{ question: 'Root access?', answer: 'Yes, full root access.' }] },
        ],
      }),
      site,
      blocksStructuredData,
    );
    expect(data).toEqual([
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: [
          expect.objectContaining({
            name: 'Root access?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes, full root access.' },
          }),
        ],
      }),
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Home' }),
          expect.objectContaining({
            name: 'VPS Hosting',
            item: 'https://www.aruvi.example/vps-hosting',
          }),
        ],
      }),
    ]);
    expect(structuredData(page({ path: '/' }), site, blocksStructuredData)).toEqual([]);
  });

  it('describes a case study page as an Article about its client, published by the company', () => {
    const example: unknown = JSON.parse(readFileSync('src/blocks/case-study/example.json', 'utf8'));
    const data = structuredData(
      page({ path: '/case-studies/shop', title: 'Shop Relaunch | Aruvi', blocks: [example] }),
      site,
      blocksStructuredData,
    );
    expect(data[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Shop Relaunch',
      description: 'A description long enough for the rules of search engines.',
      url: 'https://www.aruvi.example/case-studies/shop',
      about: { '@type': 'Organization', name: 'Example client' },
      keywords: 'Laravel, MySQL',
      publisher: { '@type': 'Organization', name: site.company.name, url: `${site.url}/` },
    });
    expect(data.map((d) => Reflect.get(Object(d), '@type'))).toEqual(['Article', 'BreadcrumbList']);
  });

  it('home and contact pages ask for the company data', () => {
    for (const file of ['pages/home.json', 'pages/contact-info.json']) {
      expect(JSON.parse(readFileSync(file, 'utf8')).companySchema, file).toBe(true);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists indexable pages by canonical URL, without the 404 page or noindex pages', () => {
    const xml = sitemapXml(
      [
        page({ path: '/' }),
        page({ path: '/R&D' }),
        page({ path: '/404' }),
        page({ path: '/hidden', robots: 'noindex, follow' }),
      ],
      site,
    );
    expect(xml).toContain('<loc>https://www.aruvi.example/</loc>');
    expect(xml).toContain('<loc>https://www.aruvi.example/R&amp;D</loc>');
    expect(xml).not.toContain('/404');
    expect(xml).not.toContain('/hidden');
    expect(robotsTxt(site)).toContain('Sitemap: https://www.aruvi.example/sitemap.xml');
  });

  it('gives every page title, description, keywords, robots, canonical, Open Graph and Twitter tags', () => {
    const tags = headTags(page({ path: '/vps-hosting', keywords: ['VPS'] }), site);
    const names = tags.map((t) =>
      t.tag === 'meta'
        ? (t.attrs.name ?? t.attrs.property)
        : t.tag === 'link'
          ? t.attrs.rel
          : t.tag,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'keywords',
        'robots',
        'canonical',
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'twitter:card',
        'twitter:title',
        'twitter:image',
      ]),
    );
  });
});
