import { useId } from 'react';

/**
 * The card a social network shows when someone shares the page (decisions.md #109): its image
 * (the page's own or the site's default), the site's host, the title and description.
 */
export function SocialPreview({
  image,
  ownImage,
  host,
  title,
  description,
}: {
  image: string;
  ownImage: boolean;
  host: string;
  title: string;
  description: string;
}) {
  const id = useId();
  return (
    <figure className="social-preview" aria-labelledby={id}>
      <figcaption id={id}>When shared</figcaption>
      <div className="social-card">
        <img src={image} alt="" />
        <div className="social-text">
          <p className="social-host">{host}</p>
          <p className="social-title">{title || 'No title yet'}</p>
          <p className="social-description">{description}</p>
        </div>
      </div>
      <p className="preview-note">
        {ownImage
          ? 'The picture is this page’s own (“Image when shared”).'
          : 'The picture is the site’s usual one: give this page its own under “Image when shared”.'}
      </p>
    </figure>
  );
}
