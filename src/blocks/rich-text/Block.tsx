import styled from 'styled-components';
import type { BlockProps } from '../../engine/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Container, Section } from '../../ui/layout';
import type { RichTextBlock } from './schema';

const Body = styled(Container)<{ $center: boolean }>`
  max-width: 52rem;
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
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.85rem !important;
  font-weight: 700;
`;

export default function RichText({ block }: BlockProps<RichTextBlock>) {
  const Heading = block.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Section id={block.id} $tone={block.tone}>
      <Body $center={block.align === 'center'}>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        {block.heading && <Heading>{block.heading}</Heading>}
        {block.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {block.list.length > 0 && (
          <ul>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {block.actions.length > 0 && (
          <Actions $center={block.align === 'center'}>
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </Actions>
        )}
      </Body>
    </Section>
  );
}
