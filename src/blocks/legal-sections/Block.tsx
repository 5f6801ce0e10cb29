import styled from 'styled-components';
import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section } from '../../ui/layout';
import type { LegalSectionsBlock } from './schema';

const Body = styled(Container)`
  max-width: 50rem;
  h2 {
    font-size: 1.35rem;
    margin-top: 2rem;
  }
  li {
    margin-bottom: 0.4rem;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function LegalSections({ block }: BlockProps<LegalSectionsBlock>) {
  return (
    <Section>
      <Body>
        {block.heading && <h2>{block.heading}</h2>}
        {block.updated && (
          <Updated>
            Last updated: <time dateTime={block.updated}>{block.updated}</time>
          </Updated>
        )}
        {block.intro && <p>{block.intro}</p>}
        {block.sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`legal-${i + 1}`}>
            <h2 id={`legal-${i + 1}`}>
              {block.numbered ? `${i + 1}. ` : ''}
              {section.title}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.list.length > 0 && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Body>
    </Section>
  );
}
