import styled from 'styled-components';
import { media } from '../../styles/theme';

export const List = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Job = styled.li`
  display: flex;
  flex-direction: column;
  padding: 1.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 6px 24px rgba(15, 35, 70, 0.06);
  h3 {
    font-size: 1.35rem;
    margin-bottom: 0.75rem;
  }
`;

export const Facts = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.25rem 0.75rem;
    border-radius: 999px;
    font-size: 0.9rem;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Summary = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export const Requirements = styled.ul`
  margin: 0 0 1.5rem;
  padding-left: 1.25rem;
  flex: 1;
  li {
    margin-bottom: 0.35rem;
  }
`;
