import { defineBlock } from '../../engine/block-definition';
import { authFormSchema } from './schema';

/**
 * Its Login/Sign Up switch is a link to the other mode's anchor, shown by CSS; its forms, like
 * the contact form's, load their validation on first use.
 */
export default defineBlock({
  schema: authFormSchema,
  load: () => import('./Block'),
  hydrate: { island: 'interaction' },
  listing: { group: 'Forms and contact', name: 'Login and sign-up form' },
  // One h1 whose words change with the form shown (log in, sign up).
  headings: () => [{ level: 1, pointer: '' }],
});
