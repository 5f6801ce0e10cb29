import styled from 'styled-components';
import { Img } from '../../ui/Img';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';

export const Body = styled(Container)<{ $center: boolean; $split: boolean }>`
  max-width: ${({ $split, theme }) => ($split ? theme.maxWidth : '52rem')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h1,
  h2 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  }
  p {
    font-size: 1.08rem;
  }
  ul {
    text-align: left;
    display: inline-block;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
`;

export const Split = styled.div<{ $imageFirst: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1.1fr 0.9fr;
    gap: 3.5rem;
    > :first-child {
      order: ${({ $imageFirst }) => ($imageFirst ? 1 : 0)};
    }
  }
`;

export const Art = styled(Img)<{ $onDark: boolean }>`
  width: 100%;
  max-width: 480px;
  justify-self: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $onDark, theme }) =>
    $onDark ? 'transparent' : `linear-gradient(135deg, ${theme.colors.dark}, #16305c)`};
`;

export const Eyebrow = styled.p<{ $onDark: boolean }>`
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: 0.8rem !important;
  font-weight: 700;
  margin-bottom: 0.5rem;
  color: ${({ $onDark, theme }) => ($onDark ? '#9cc3ff' : theme.colors.primary)};
`;
