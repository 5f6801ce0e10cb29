import { mediaImageSizes } from './image-sizes';
import type { BlockProps } from '../../engine/browser/block-props';
import { ActionButton, Actions } from '../../ui/ActionButton';
import { Section } from '../../ui/layout';
import type { MediaTextBlock } from './schema';
import { Credit, Frame, Media, PlayLink, Poster, Split, Text } from './Block.styles';

const sizes = mediaImageSizes;

/**
 * Image or video beside text. A video is a poster with a play link to the file (or player), so
 * without JavaScript the link still plays it; the enhancer swaps in the player on click, so the
 * video costs nothing until a visitor asks for it.
 */
export default function MediaText({ block, index }: BlockProps<MediaTextBlock>) {
  const { image, video } = block;
  const eager = index === 0;
  return (
    <Section id={block.id} $tone={block.tone}>
      <Split $mediaFirst={block.mediaSide === 'left'}>
        <Text>
          <h2>{block.heading}</h2>
          {block.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {block.action && (
            <Actions>
              <ActionButton action={block.action} />
            </Actions>
          )}
        </Text>
        <Media>
          {video ? (
            <Frame data-video-frame>
              <Poster image={image} eager={eager} sizes={sizes} />
              <PlayLink
                href={video.src}
                data-play-video
                data-video-title={video.title}
                target={video.src.startsWith('https:') ? '_blank' : undefined}
                rel={video.src.startsWith('https:') ? 'noopener' : undefined}
              >
                <span aria-hidden="true" />
                Play video: {video.title}
              </PlayLink>
            </Frame>
          ) : (
            <Poster image={image} eager={eager} sizes={sizes} />
          )}
          {block.credit && <Credit>{block.credit}</Credit>}
        </Media>
      </Split>
    </Section>
  );
}
