import styled from 'styled-components';
import type { BlockProps } from '../../engine/block-props';
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
  }
  p {
    margin: 0.75rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function Faq({ block }: BlockProps<FaqBlock>) {
  return (
    <Section>
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
