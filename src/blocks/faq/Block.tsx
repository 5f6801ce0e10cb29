import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section, SectionHeading } from '../../ui/layout';
import type { FaqBlock } from './schema';

const List = styled(Container)`
  max-width: 52rem;
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 1rem 0;
  summary {
    cursor: pointer;
    font-weight: 700;
    font-size: 1.05rem;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 1rem;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A plus that turns into a minus shows the answer can be expanded. */
  summary::after {
    content: '+';
    margin-left: auto;
    flex-shrink: 0;
    width: 2rem;
    height: 2rem;
    display: grid;
    place-items: center;
    border-radius: 50%;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.primary};
    background: rgba(11, 87, 208, 0.1);
  }
  &[open] summary::after {
    content: '−';
  }
  p {
    margin: 0.75rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function Faq({ block }: BlockProps<FaqBlock>) {
  return (
    <Section $tone={block.tone}>
      <List>
        <SectionHeading>{block.heading}</SectionHeading>
        {block.items.map((item) => (
          <Item key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </Item>
        ))}
      </List>
    </Section>
  );
}
