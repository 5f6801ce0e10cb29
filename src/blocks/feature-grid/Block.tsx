import styled from 'styled-components';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../../engine/browser/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Container, Section } from '../../ui/layout';
import type { FeatureGridBlock } from './schema';
import { Grid } from './Block.styles';
import { FeatureCard } from './FeatureCard';

/** A grid without a heading continues the section above it, so it does not repeat its top space. */
const Continued = styled(Section)`
  padding-top: 0;
`;

export default function FeatureGrid({ block, index }: BlockProps<FeatureGridBlock>) {
  const untitled = !block.heading && !block.eyebrow && !block.intro && index > 0;
  const Wrap = untitled ? Continued : Section;
  return (
    <Wrap id={block.id} $tone={block.tone}>
      <Container>
        <SectionHeader
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          tone={block.tone}
        />
        <Grid $columns={block.columns} data-testid="feature-grid" data-variant={block.variant}>
          {block.cards.map((card, position) => (
            <FeatureCard
              key={card.title}
              card={card}
              position={position}
              block={block}
              eager={index === 0}
            />
          ))}
        </Grid>
        {block.actions.length > 0 && (
          <Actions $center>
            {block.actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </Actions>
        )}
      </Container>
    </Wrap>
  );
}
