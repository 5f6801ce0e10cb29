import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Container, Section } from '../../ui/layout';
import type { CtaBlock } from './schema';

/** A gradient band with a soft glow, so the closing call to action stands out from dark heroes. */
const Band = styled(Section)`
  background:
    radial-gradient(circle at 15% 20%, rgba(255, 255, 255, 0.12), transparent 40%),
    radial-gradient(circle at 90% 90%, rgba(59, 130, 246, 0.3), transparent 45%),
    linear-gradient(
      120deg,
      ${({ theme }) => theme.colors.primaryDark},
      ${({ theme }) => theme.colors.dark}
    );
`;

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
  /* The first button is the main action: white on the coloured band, so it stands out. */
  a:first-child {
    background: ${({ theme }) => theme.colors.onDark};
    border-color: ${({ theme }) => theme.colors.onDark};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  a:first-child:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export default function Cta({ block }: BlockProps<CtaBlock>) {
  return (
    <Band $tone="dark">
      <Box>
        <h2>{block.heading}</h2>
        {block.text && <p>{block.text}</p>}
        <Actions $center>
          {block.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </Actions>
      </Box>
    </Band>
  );
}
