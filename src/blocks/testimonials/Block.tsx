import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../../engine/browser/block-props';
import { Img } from '../../ui/Img';
import { Container, Section } from '../../ui/layout';
import type { TestimonialsBlock } from './schema';
import { Affiliation, Caption, Card, Name, Quote, Quotes } from './Block.styles';

export default function Testimonials({ block }: BlockProps<TestimonialsBlock>) {
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        <SectionHeader
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          tone={block.tone}
        />
        <Quotes $count={block.items.length} data-testid="testimonials">
          {block.items.map((item) => {
            const affiliation = [item.role, item.company].filter(Boolean).join(', ');
            return (
              <li key={`${item.name} ${item.quote.slice(0, 40)}`}>
                <Card $onSurface={block.tone === 'surface'}>
                  <Quote>
                    <p>{item.quote}</p>
                  </Quote>
                  <Caption>
                    {item.photo && <Img image={item.photo} />}
                    <span>
                      <Name>{item.name}</Name>
                      {affiliation && (
                        <Affiliation>
                          <span className="visually-hidden">, </span>
                          {affiliation}
                        </Affiliation>
                      )}
                    </span>
                  </Caption>
                </Card>
              </li>
            );
          })}
        </Quotes>
      </Container>
    </Section>
  );
}
