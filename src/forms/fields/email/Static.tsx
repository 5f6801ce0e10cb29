import type { StaticFieldProps } from '../field-props';
import { StaticInput } from '../static-input';
import type { EmailField } from './schema';

/** The email field before the form's code has loaded. */
export default function EmailFieldStatic(props: StaticFieldProps<EmailField>) {
  return <StaticInput {...props} type="email" />;
}
