import { Fragment } from 'react';
import styled from 'styled-components';
import type { CheckboxField } from './schema';

/** The box and its label side by side; the interactive and static versions share it. */
export const CheckboxRow = styled.div`
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

/** The label text with "{0}", "{1}"… replaced by the declared links. */
export function CheckboxLabel({ field }: { field: CheckboxField }) {
  return field.label.split(/(\{\d+\})/).map((part, i) => {
    const link = /^\{(\d+)\}$/.exec(part);
    const target = link ? field.links[Number(link[1])] : undefined;
    if (!target) return <Fragment key={i}>{part}</Fragment>;
    return (
      <a key={i} href={target.href}>
        {target.label}
      </a>
    );
  });
}
