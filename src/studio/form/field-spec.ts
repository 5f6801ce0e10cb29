/**
 * What the studio knows about one field, worked out from its zod schema (`describe.ts`). The
 * form components switch on `kind`; nothing here names a block or a field of one, so a field
 * added to a block schema appears in the studio without a change here.
 */
export type FieldSpec =
  | {
      kind: 'string';
      widget: 'text' | 'longText' | 'link';
      min?: number;
      max?: number;
    }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly (string | number)[]; widget: 'select' | 'icon' }
  | { kind: 'const'; value: unknown }
  | { kind: 'object'; fields: readonly FieldEntry[]; widget: 'fields' | 'image' }
  | { kind: 'array'; item: FieldSpec; min?: number; max?: number }
  | { kind: 'union'; options: readonly UnionOption[] }
  | { kind: 'unsupported'; type: string };

/** One alternative of a union, e.g. a button that links vs. a button that opens a form. */
export interface UnionOption {
  name: string;
  spec: FieldSpec;
  /** Fields only this alternative requires; a value holding them is this alternative. */
  keys: readonly string[];
}

/** A named field of an object with what the editor shows around it. */
export interface FieldEntry {
  key: string;
  label: string;
  description?: string;
  /** The field may be left out of the file (optional, or filled in by a default). */
  optional: boolean;
  /** The value the schema fills in when the field is left out. */
  defaultValue?: unknown;
  spec: FieldSpec;
  /** A choice's words by its value ('' for none), where the value itself is not for people. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Technical, seldom changed (an anchor for in-page links): shown under "Advanced". */
  advanced?: boolean;
}
