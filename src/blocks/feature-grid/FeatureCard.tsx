import { cardImageSizes } from './image-sizes';
import styled from 'styled-components';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { Img } from '../../ui/Img';
import type { FeatureGridBlock } from './schema';
import {
  Banner,
  Card,
  CardAction,
  CardImage,
  CardLink,
  CardText,
  CardTitle,
  IconBadge,
  More,
  Number,
  Points,
} from './Block.styles';

const TitleLink = styled.a`
  ${CardLink}
`;

type CardData = FeatureGridBlock['cards'][number];

function CardHeading({ card }: { card: CardData }) {
  if (!card.href) return <>{card.title}</>;
  return <TitleLink href={card.href}>{card.title}</TitleLink>;
}

interface Props {
  card: CardData;
  position: number;
  block: FeatureGridBlock;
  eager: boolean;
}

/** One card of the grid; its title is the card's link when it has one. */
export function FeatureCard({ card, position, block, eager }: Props) {
  const { variant } = block;
  return (
    <Card $variant={variant} $onSurface={block.tone === 'surface'}>
      {card.image && block.imageLayout === 'banner' && (
        <Banner>
          <Img image={card.image} eager={eager} sizes={cardImageSizes.banner} />
        </Banner>
      )}
      {block.numbered && (
        <Number $variant={variant} aria-hidden="true">
          {String(position + 1).padStart(2, '0')}
        </Number>
      )}
      {card.icon && (
        <IconBadge $variant={variant}>
          <Icon name={card.icon} />
        </IconBadge>
      )}
      {card.image && block.imageLayout === 'icon' && (
        <CardImage image={card.image} eager={eager} sizes={cardImageSizes.icon} />
      )}
      <CardTitle>
        <CardHeading card={card} />
      </CardTitle>
      {card.description && <CardText $variant={variant}>{card.description}</CardText>}
      {card.points.length > 0 && (
        <Points>
          {card.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      )}
      {card.href && (
        <More $variant={variant} aria-hidden="true">
          Learn more →
        </More>
      )}
      {card.action && (
        <CardAction>
          <ActionButton action={card.action} subject={card.title} />
        </CardAction>
      )}
    </Card>
  );
}
