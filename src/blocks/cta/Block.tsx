import styled from 'styled-components';
import type { BlockProps } from '../../engine/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Container, Section } from '../../ui/layout';
import type { CtaBlock } from './schema';

const Box = styled(Container)`
  text-align: center;
  h2 {
    font-size: clamp(1.5rem, 1.1rem + 1.5vw, 2.2rem);
  }
  p {
    max-width: 40rem;
    margin: 0 auto;
    font-size: 1.1rem;
  }
`;

export default function Cta({ block }: BlockProps<CtaBlock>) {
  return (
    <Section $tone="dark">
      <Box>
        <h2>{block.heading}</h2>
        {block.text && <p>{block.text}</p>}
        <Actions $center>
          {block.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </Actions>
      </Box>
    </Section>
  );
}
