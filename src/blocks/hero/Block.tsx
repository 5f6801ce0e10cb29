import { heroImageSizes } from './image-sizes';
import type { BlockProps } from '../../engine/browser/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import type { HeroBlock } from './schema';
import { Art, Eyebrow, Grid, Highlights, Lead, Title, Wrap } from './Block.styles';

export default function Hero({ block, index }: BlockProps<HeroBlock>) {
  return (
    <Wrap id={block.id}>
      <Grid>
        <div>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Title>{block.heading}</Title>
          {block.text && <Lead>{block.text}</Lead>}
          {block.highlights.length > 0 && (
            <Highlights>
              {block.highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Highlights>
          )}
          {block.actions.length > 0 && (
            <Actions>
              {block.actions.map((action) => (
                <ActionButton key={action.label} action={action} />
              ))}
            </Actions>
          )}
        </div>
        {block.image && <Art image={block.image} eager={index === 0} sizes={heroImageSizes} />}
      </Grid>
    </Wrap>
  );
}
