import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { buttonStyles } from '../../ui/ActionButton';
import { Container } from '../../ui/layout';
import type { NotFoundBlock } from './schema';

const Wrap = styled(Container)`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding-top: 4rem;
  padding-bottom: 4rem;
`;

const Code = styled.p`
  font-size: clamp(4rem, 3rem + 6vw, 8rem);
  font-weight: 800;
  line-height: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const Home = styled.a<{ $look: 'primary' }>`
  ${buttonStyles}
`;

export default function NotFound({ block }: BlockProps<NotFoundBlock>) {
  return (
    <Wrap>
      <Code>{block.code}</Code>
      <h1>{block.heading}</h1>
      <p>{block.text}</p>
      <Home $look="primary" href={block.link.href}>
        {block.link.label}
      </Home>
    </Wrap>
  );
}
