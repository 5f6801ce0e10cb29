import { postedText, type FieldRule } from '../field-rule';
import { stringRule } from '../string-rule';
import type { SelectField } from './schema';

export const selectRule: FieldRule<SelectField> = {
  // One of the form's own choices: it says what the enquiry was about, not who sent it.
  personal: false,
  // Only a listed value passes, on the server too: a hand-made request cannot add a choice.
  rule: (field) => {
    const values = field.options.map((option) => option.value);
    return stringRule(field, {
      // The longest value an option may have; a longer text is refused as not listed.
      max: 200,
      check: {
        test: (v) => values.includes(v),
        message: `Choose one of the listed options for ${field.label}.`,
      },
    });
  },
  // A native select without an empty choice shows its first option as chosen.
  empty: (field) => (field.placeholder === undefined ? (field.options[0]?.value ?? '') : ''),
  fromFormPost: postedText,
};
