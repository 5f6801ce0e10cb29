import type { ComponentType } from 'react';
import type { Path } from './json-pointer';
import type { FieldEntry } from './field-spec';

/** Props of the component that renders one field (FieldView). */
export interface FieldProps {
  entry: FieldEntry;
  value: unknown;
  path: Path;
}

/**
 * Containers (objects, lists, unions) render their children with the field component they are
 * given rather than importing it, since that component renders containers in turn.
 */
export type FieldComponent = ComponentType<FieldProps>;
