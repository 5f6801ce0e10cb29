import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Field } from '../../schema/forms';
import { describedBy, type FieldProps } from './field-props';
import { ErrorText, FieldRow } from './field-styles';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  input {
    width: 22px;
    height: 22px;
    margin: 0.15rem 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

type Checkbox = Extract<Field, { type: 'checkbox' }>;

/** The label text with "{0}", "{1}"… replaced by the declared links. */
export function CheckboxLabel({ field }: { field: Checkbox }) {
  return field.label.split(/(\{\d+\})/).map((part, i) => {
    const link = /^\{(\d+)\}$/.exec(part);
    const target = link ? field.links[Number(link[1])] : undefined;
    if (!target) return <Fragment key={i}>{part}</Fragment>;
    return target.href.startsWith('/') ? (
      <Link key={i} to={target.href}>
        {target.label}
      </Link>
    ) : (
      <a key={i} href={target.href}>
        {target.label}
      </a>
    );
  });
}

/** A checkbox whose label may contain links, e.g. the terms-of-use agreement (D7). */
export function CheckboxField({ field, id, error, register }: FieldProps<Checkbox>) {
  return (
    <FieldRow $wide>
      <Row>
        <input
          id={id}
          type="checkbox"
          aria-required={field.required}
          {...describedBy(id, error)}
          {...register(field.name)}
        />
        <label htmlFor={id}>
          <CheckboxLabel field={field} />
        </label>
      </Row>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
