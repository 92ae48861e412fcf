import type { MediaImage, MediaVideo } from '@openfair/contract';
import type { Storage } from '../../media/storage';
import type { StoredImage } from './media.service';
import type { StoredVideo } from './video-upload.service';

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

/** A stored video; `poster` is a frame ffmpeg took from it (none without ffmpeg), stored as a video cover. */
export function presentVideo(video: StoredVideo, storage: Storage): MediaVideo {
  return {
    key: video.key,
    url: storage.urlFor(video.key),
    contentType: 'video/mp4',
    size: video.size,
    codecCheck: video.codecCheck,
    poster: video.poster ? { key: video.poster.key, url: storage.urlFor(video.poster.key) } : null,
  };
}
