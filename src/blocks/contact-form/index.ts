import { defineBlock } from '../../engine/block-definition';
import { contactFormSchema } from './schema';

/**
 * The static form is in the HTML; validation and the phone input matter once a visitor uses it.
 */
export default defineBlock({
  schema: contactFormSchema,
  load: () => import('./Block'),
  hydrate: { island: 'interaction' },
  listing: { group: 'Forms and contact' },
  headings: () => [{ level: 2, pointer: '/heading' }],
});
