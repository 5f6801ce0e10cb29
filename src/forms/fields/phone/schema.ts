import { isSupportedCountry } from 'libphonenumber-js/min';
import { z } from 'zod';
import { fieldBase } from '../common';

export const phoneFieldSchema = z
  .strictObject({
    type: z.literal('phone'),
    ...fieldBase,
    maxLength: z.number().int().min(8).max(32).default(32),
    defaultCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "IN"')
      .refine(isSupportedCountry, 'is not a country the phone input knows')
      .default('IN')
      .describe('Country preselected in the phone input; a number must be valid for its country.'),
  })
  .describe('A phone number with a country picker; sent as an international (E.164) number.');

export type PhoneField = z.infer<typeof phoneFieldSchema>;
