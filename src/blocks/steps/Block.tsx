import type { BlockProps } from '../../engine/browser/block-props';
import { Icon } from '../../ui/Icon';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { StepsBlock } from './schema';
import { Eyebrow, List, Marker, Step, Text, Title } from './Block.styles';

/** A process as an ordered list: the list gives screen readers the order, the circles show it. */
export default function Steps({ block }: BlockProps<StepsBlock>) {
  const onDark = block.tone === 'dark';
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        {block.eyebrow && <Eyebrow $onDark={onDark}>{block.eyebrow}</Eyebrow>}
        {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
        {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
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
