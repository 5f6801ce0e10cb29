import { defineBlock } from '../../engine/block-definition';
import { caseStudySchema } from './schema';

export default defineBlock({
  schema: caseStudySchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  // schema.org has no case study type: an Article about the client, published by the company, is
  // how search engines read such a page. One per page.
  structuredData: ([block], { page, url, site }) =>
    block
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: page.title.split(' | ')[0],
            description: page.description,
            url,
            about: { '@type': 'Organization', name: block.client },
            ...(block.technologies.length > 0 ? { keywords: block.technologies.join(', ') } : {}),
            publisher: { '@type': 'Organization', name: site.companyName, url: `${site.url}/` },
          },
        ]
      : [],
  headings: () => [
    { level: 2, pointer: '/challengeHeading' },
    { level: 2, pointer: '/solutionHeading' },
    { level: 2, pointer: '/resultsHeading' },
  ],
});
