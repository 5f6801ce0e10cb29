import type { StaticFieldProps } from '../field-props';
import { StaticInput } from '../static-input';
import type { TextField } from './schema';

/** The text field before the form's code has loaded. */
export default function TextFieldStatic(props: StaticFieldProps<TextField>) {
  return <StaticInput {...props} type="text" />;
}
