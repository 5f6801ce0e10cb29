import { textImageSizes } from './image-sizes';
import type { BlockProps } from '../../engine/browser/block-props';
import { Actions, ActionButton } from '../../ui/ActionButton';
import { Section } from '../../ui/layout';
import type { RichTextBlock } from './schema';
import { Art, Body, Eyebrow, Split } from './Block.styles';

function Text({ block }: { block: RichTextBlock }) {
  const Heading = block.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div>
      {block.eyebrow && <Eyebrow $onDark={block.tone === 'dark'}>{block.eyebrow}</Eyebrow>}
      {block.heading && <Heading>{block.heading}</Heading>}
      {block.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {block.list.length > 0 && (
        <ul>
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {block.actions.length > 0 && (
        <Actions $center={block.align === 'center'}>
          {block.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </Actions>
      )}
    </div>
  );
}

export default function RichText({ block, index }: BlockProps<RichTextBlock>) {
  return (
    <Section id={block.id} $tone={block.tone}>
      <Body $center={block.align === 'center'} $split={!!block.image}>
        {block.image ? (
          <Split $imageFirst={block.imagePosition === 'left'}>
            <Text block={block} />
            <Art
              image={block.image}
              eager={index === 0}
              sizes={textImageSizes}
              $onDark={block.tone === 'dark'}
            />
          </Split>
        ) : (
          <Text block={block} />
        )}
      </Body>
    </Section>
  );
}
