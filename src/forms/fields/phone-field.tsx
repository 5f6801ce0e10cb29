import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { Controller } from 'react-hook-form';
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import styled from 'styled-components';
import type { Field } from '../../schema/forms';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './FieldFrame';
import { controlStyles } from './field-styles';

const Wrap = styled.div`
  .PhoneInput {
    gap: 0.5rem;
  }
  .PhoneInputCountry {
    margin-right: 0;
    padding: 0 0.5rem;
    min-height: 44px;
    border: 1px solid #8a94a6;
    border-radius: 8px;
  }
  .PhoneInputCountrySelect:focus-visible + .PhoneInputCountryIcon {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
  .PhoneInputCountryIcon {
    width: auto;
    height: auto;
    box-shadow: none;
    background: none;
  }
  .PhoneInputInput {
    ${controlStyles}
  }
`;

/** The country shown as its code ("IN"): flag images would load from another site (CSP). */
function CountryCodeIcon({ country }: { country: string; countryName: string }) {
  return (
    <span aria-hidden="true" style={{ fontWeight: 700, fontSize: '0.9rem' }}>
      {country}
    </span>
  );
}

/** A stored value as the input expects it: E.164, or nothing. */
function asE164(value: unknown, country: CountryCode | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return parsePhoneNumberFromString(value, country)?.number ?? undefined;
}

type Phone = Extract<Field, { type: 'phone' }>;

/**
 * Country-aware phone input (react-phone-number-input) with the declared default country
 * (India). It yields an E.164 number, checked by the same rule on the server.
 */
export function PhoneField({ field, id, error, control }: FieldProps<Phone>) {
  const country = isSupportedCountry(field.defaultCountry) ? field.defaultCountry : undefined;
  return (
    <FieldFrame field={field} id={id} error={error}>
      <Wrap>
        <Controller
          name={field.name}
          control={control}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <PhoneInput
              id={id}
              ref={ref}
              value={asE164(value, country)}
              onChange={(next) => onChange(next ?? '')}
              onBlur={onBlur}
              defaultCountry={country}
              countryCallingCodeEditable={false}
              international
              flagComponent={CountryCodeIcon}
              autoComplete={field.autocomplete ?? 'tel'}
              aria-required={field.required}
              {...describedBy(id, error)}
            />
          )}
        />
      </Wrap>
    </FieldFrame>
  );
}
