import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BlockProps } from '../../engine/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Container, Section, SectionHeading, SectionIntro } from '../../ui/layout';
import type { FeatureGridBlock } from './schema';
import { Card, CardAction, CardImage, CardLink, CardText, CardTitle, Grid } from './Block.styles';

const InternalLink = styled(Link)`
  ${CardLink}
`;
const ExternalLink = styled.a`
  ${CardLink}
`;

type CardData = FeatureGridBlock['cards'][number];

function CardHeading({ card }: { card: CardData }) {
  if (!card.href) return <>{card.title}</>;
  if (card.href.startsWith('/')) return <InternalLink to={card.href}>{card.title}</InternalLink>;
  return <ExternalLink href={card.href}>{card.title}</ExternalLink>;
}

export default function FeatureGrid({ block, index }: BlockProps<FeatureGridBlock>) {
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
        {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
        <Grid $columns={block.columns} data-testid="feature-grid">
          {block.cards.map((card) => (
            <Card key={card.title} $variant={block.variant}>
              {card.image && (
                <CardImage
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              )}
              <CardTitle>
                <CardHeading card={card} />
              </CardTitle>
              {card.description && <CardText>{card.description}</CardText>}
              {card.action && (
                <CardAction>
                  <ActionButton action={card.action} subject={card.title} />
                </CardAction>
              )}
            </Card>
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
    </Section>
  );
}
