import type { Image } from '../schema/common';

/** An image with intrinsic size; only the first screen's images load eagerly. */
export function Img({
  image,
  eager = false,
  className,
}: {
  image: Image;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
