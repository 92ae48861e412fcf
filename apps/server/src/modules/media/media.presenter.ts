import type { MediaImage } from '@openfair/contract';
import type { Storage } from '../../media/storage';
import type { StoredImage } from './media.service';

export function presentImage(image: StoredImage, storage: Storage): MediaImage {
  const variant = (name: keyof StoredImage['variants']) => ({
    ...image.variants[name],
    url: storage.urlFor(image.variants[name].key),
  });
  return {
    key: image.key,
    url: storage.urlFor(image.key),
    contentType: image.contentType,
    size: image.size,
    width: image.width,
    height: image.height,
    variants: { small: variant('small'), thumb: variant('thumb') },
  };
}
