import { defineBlock } from '../../engine/block-definition';
import { faqSchema } from './schema';

/**
 * Questions open and close with <details>, which needs no script.
 */
export default defineBlock({
  schema: faqSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content', name: 'FAQ' },
  // All the page's questions in one FAQPage, as search engines expect.
  structuredData: (blocks) => {
    const items = blocks.flatMap((b) => b.items);
    if (items.length === 0) return [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ];
  },
  headings: () => [{ level: 2, pointer: '/heading' }],
});
