import type { StaticFieldProps } from '../field-props';
import { StaticInput } from '../static-input';
import type { PhoneField } from './schema';

/** The phone field before the form's code has loaded. */
export default function PhoneFieldStatic(props: StaticFieldProps<PhoneField>) {
  return <StaticInput {...props} type="tel" />;
}
