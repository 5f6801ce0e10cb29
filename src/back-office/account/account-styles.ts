import styled from 'styled-components';
import { media } from '../../styles/theme';

export const Title = styled.h1`
  font-size: clamp(1.8rem, 1.4rem + 1.6vw, 2.6rem);
`;

export const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Card = styled.section`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  form > div + div {
    margin-top: 1rem;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Enquiries = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li + li {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dl {
    margin: 0.5rem 0 0;
  }
`;

export const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin: 1rem 0;
`;

export const DeviceList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
