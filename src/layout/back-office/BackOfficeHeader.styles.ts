import styled from 'styled-components';
import { buttonStyles } from '../../ui/ActionButton';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';

/** Dark, unlike the public header, so staff see at a glance which side of the site they are on. */
export const Bar = styled.header`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
`;

export const Top = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding-top: 0.75rem;
  padding-bottom: 0.75rem;
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  img {
    display: block;
    width: 144px;
    height: 32px;
  }
  span {
    padding-left: 0.75rem;
    border-left: 1px solid currentColor;
  }
  ${media.sm} {
    img {
      width: 180px;
      height: 40px;
    }
  }
`;

export const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
  }
  form {
    margin: 0;
  }
`;

export const SignOut = styled.button<{ $look: 'secondary' }>`
  ${buttonStyles}
  min-height: 40px;
  padding: 0.4rem 1rem;
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

export const NavBand = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * One row of links, their text in line with the logo; on a narrow screen it scrolls sideways
 * rather than wrapping.
 */
export const Links = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0 -0.85rem;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.85rem;
    color: inherit;
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
  /* The focus ring is drawn inside the link: the row clips what overflows it. */
  a:focus-visible {
    outline-offset: -3px;
  }
`;
