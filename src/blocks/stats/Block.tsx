import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section } from '../../ui/layout';
import type { StatsBlock } from './schema';
import { Figure, Figures, Label, Source, Value } from './Block.styles';

type Item = StatsBlock['items'][number];

/** "Source: …" under a figure, a link when the source can be checked online. */
function Citation({ source, onDark }: { source: NonNullable<Item['source']>; onDark: boolean }) {
  return (
    <Source $onDark={onDark}>
      Source: <cite>{source.href ? <a href={source.href}>{source.text}</a> : source.text}</cite>
    </Source>
  );
}

export default function Stats({ block }: BlockProps<StatsBlock>) {
  const onDark = block.tone === 'dark';
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        <SectionHeader
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          tone={block.tone}
        />
        {/* A list, value then label in one item, so a screen reader reads "12+ years". */}
        <Figures $count={block.items.length} data-testid="stats">
          {block.items.map((item) => (
            <Figure key={`${item.value} ${item.label}`} $onDark={onDark}>
              <Value $onDark={onDark}>{item.value}</Value> <Label>{item.label}</Label>
              {item.source && <Citation source={item.source} onDark={onDark} />}
            </Figure>
          ))}
        </Figures>
      </Container>
    </Section>
  );
}
