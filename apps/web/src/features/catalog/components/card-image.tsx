import { PictureOutlined } from '@ant-design/icons';

/** A fixed-ratio picture (company pictures are wide banners, product pictures square-ish); a card without a picture shows a neutral placeholder icon, not a fake image. */
export function CardImage({
  src,
  alt,
  wide = false,
  priority = false,
}: {
  src: string;
  alt: string;
  wide?: boolean;
  priority?: boolean;
}) {
  return (
    <div className={wide ? 'of-cat-image of-cat-image-wide' : 'of-cat-image'}>
      {src ? (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <PictureOutlined aria-hidden className="of-cat-noimg" />
      )}
    </div>
  );
}
