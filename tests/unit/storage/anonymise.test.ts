import { describe, expect, it } from 'vitest';
import { fieldRules } from '../../../src/forms/fields/rules';
import { textRule } from '../../../src/forms/fields/text/rule';
import { anonymisedFields, choiceTypesOf } from '../../../src/server/storage/leads/anonymise';

const field = (type: string, value: string) => ({ name: type, label: type, type, value });

describe('anonymising a lead’s fields', () => {
  it('keeps the form’s own choices (select, checkbox) and empties every other value', () => {
    const fields = [
      field('text', 'Asha Rao'),
      field('email', 'asha@example.com'),
      field('phone', '+91 98765 43210'),
      field('textarea', 'Call me about my shop'),
      field('password', 'secret'),
      field('select', 'VPS'),
      field('checkbox', 'true'),
    ];
    expect(anonymisedFields(fields).map((f) => [f.type, f.value])).toEqual([
      ['text', ''],
      ['email', ''],
      ['phone', ''],
      ['textarea', ''],
      ['password', ''],
      ['select', 'VPS'],
      ['checkbox', 'true'],
    ]);
  });

  it('empties a type no field type declares, such as one stored before it was removed', () => {
    expect(anonymisedFields([field('rating', '5')])[0]?.value).toBe('');
  });

  it('takes which types are choices from each field type’s rule alone', () => {
    expect([...choiceTypesOf(fieldRules)].sort()).toEqual(['checkbox', 'select']);
    // A new field type declared with personal: false is kept with nothing else to change.
    const withRating = { ...fieldRules, rating: { ...textRule, personal: false } };
    expect(choiceTypesOf(withRating).has('rating')).toBe(true);
    expect(choiceTypesOf({ ...fieldRules, rating: textRule }).has('rating')).toBe(false);
  });
});
