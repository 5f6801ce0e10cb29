import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../../engine/browser/block-props';
import { Icon } from '../../ui/Icon';
import { Container, Section } from '../../ui/layout';
import type { StepsBlock } from './schema';
import { List, Marker, Step, Text, Title } from './Block.styles';

/** A process as an ordered list: the list gives screen readers the order, the circles show it. */
export default function Steps({ block }: BlockProps<StepsBlock>) {
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
        <List $columns={Math.min(block.steps.length, 4)} data-testid="steps">
          {block.steps.map((step, position) => (
            <Step key={position} $onDark={onDark}>
              <Marker aria-hidden="true">{position + 1}</Marker>
              <Title>
                {step.icon && <Icon name={step.icon} size={22} />}
                {step.title}
              </Title>
              <Text $onDark={onDark}>{step.text}</Text>
            </Step>
          ))}
        </List>
      </Container>
    </Section>
  );
}
