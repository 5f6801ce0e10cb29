import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { LazyForm } from '../../forms/LazyForm';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { ContactFormBlock } from './schema';
import forms from 'virtual:forms';

const Card = styled(Container)`
  max-width: 48rem;
  & > div {
    padding: 1.5rem 1.25rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: 0 12px 32px rgba(11, 31, 58, 0.08);
  }
  @media (min-width: 640px) {
    & > div {
      padding: 2rem;
    }
  }
`;

/** A lead form on the page; its fields and texts come from site.config.json "forms". */
export default function ContactForm({ block }: BlockProps<ContactFormBlock>) {
  const form = forms[block.form];
  return (
    <Section id={block.id} $tone="surface">
      <Card>
        <SectionHeading>{block.heading ?? form.title}</SectionHeading>
        {(block.text ?? form.intro) && <SectionIntro>{block.text ?? form.intro}</SectionIntro>}
        <div>
          <LazyForm name={block.form} />
        </div>
      </Card>
    </Section>
  );
}
