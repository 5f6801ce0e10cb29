import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema } from '../../schema/common';

const modeText = z.strictObject({
  intro: z.string().apply(longText).optional().describe('One sentence under the heading.'),
  switchText: z.string().describe('Text before the link to the other mode.'),
  switchLink: z.string().min(1).describe('The link to the other mode.'),
});

export const authFormSchema = z
  .strictObject({
    type: z.literal('authForm'),
    id: anchorIdSchema.optional(),
    login: modeText
      .default({ switchText: "Don't have an account?", switchLink: 'Click here' })
      .describe('Texts of the Login mode (the default); the form is "forms.login".'),
    signup: modeText
      .default({ switchText: 'Already have an account?', switchLink: 'Login here' })
      .describe('Texts of the Sign Up mode; the form is "forms.signup".'),
  })
  .describe('The login page: Login and Sign Up modes with a switch link between them.');

export type AuthFormBlock = z.infer<typeof authFormSchema>;
