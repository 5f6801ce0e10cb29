import type { StaticFieldProps } from '../field-props';
import { StaticInput } from '../static-input';
import type { PasswordField } from './schema';

/** The password field before the form's code has loaded. */
export default function PasswordFieldStatic(props: StaticFieldProps<PasswordField>) {
  return <StaticInput {...props} type="password" />;
}
