import styled from 'styled-components';
import type { BlockProps } from '../../engine/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Img } from '../../ui/Img';
import { Container } from '../../ui/layout';
import { media } from '../../styles/theme';
import type { HeroBlock } from './schema';

const Wrap = styled.header`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, #16305c);
  color: ${({ theme }) => theme.colors.onDark};
  padding: 3rem 0;
  ${media.md} {
    padding: 5rem 0;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.85rem;
  font-weight: 700;
  color: #9cc3ff;
  margin-bottom: 0.75rem;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.6vw, 3.4rem);
  margin-bottom: 1rem;
`;

const Lead = styled.p`
  font-size: 1.15rem;
  max-width: 38rem;
`;

const Art = styled(Img)`
  width: 100%;
  max-width: 520px;
  justify-self: center;
`;

export default function Hero({ block, index }: BlockProps<HeroBlock>) {
  return (
    <Wrap id={block.id}>
      <Grid>
        <div>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Title>{block.heading}</Title>
          {block.text && <Lead>{block.text}</Lead>}
          {block.actions.length > 0 && (
            <Actions>
              {block.actions.map((action) => (
                <ActionButton key={action.label} action={action} />
              ))}
            </Actions>
          )}
        </div>
        {block.image && <Art image={block.image} eager={index === 0} />}
      </Grid>
    </Wrap>
  );
}
