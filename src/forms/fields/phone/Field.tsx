import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { Controller } from 'react-hook-form';
import PhoneInput from 'react-phone-number-input';
import styled from 'styled-components';
import { describedBy, type FieldProps } from '../field-props';
import { FieldFrame } from '../FieldFrame';
import { controlStyles } from '../field-styles';
import type { PhoneField } from './schema';

// The essentials of react-phone-number-input/style.css, written here: importing a package's CSS
// file would break Node tools that load the block registry (the Vite config, the catalogue).
const Wrap = styled.div`
  .PhoneInput {
    display: flex;
    align-items: stretch;
    gap: 0.5rem;
  }
  .PhoneInputCountry {
    position: relative;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0 0.7rem;
    min-height: 44px;
    border: 1px solid #8a94a6;
    border-radius: 8px;
  }
  /* The real <select> covers the country box, invisible: the box shows the choice. */
  .PhoneInputCountrySelect {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    z-index: 1;
    border: 0;
    opacity: 0;
    cursor: pointer;
  }
  .PhoneInputCountry:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  .PhoneInputCountrySelectArrow {
    width: 0.4em;
    height: 0.4em;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
    margin-top: -0.2em;
  }
  .PhoneInputInternationalIconGlobe,
  .PhoneInputInternationalIconPhone {
    opacity: 0.8;
  }
  .PhoneInputCountryIcon svg {
    width: 1.4em;
    height: 1em;
    display: block;
  }
  .PhoneInputInput {
    ${controlStyles}
    flex: 1;
    min-width: 0;
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

/**
 * Country-aware phone input (react-phone-number-input) with the declared default country
 * (India). It yields an E.164 number, checked by the same rule on the server.
 */
export default function PhoneFieldView({ field, id, error, control }: FieldProps<PhoneField>) {
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
