import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../media/storage';
import { encodeStillVideo, posterFrame, type VideoTools } from '../media/video-tools';

/** How many demo products get a video: a few exhibitors' first product, enough to find one quickly. */
export const DEMO_VIDEO_COUNT = 12;
const VIDEO = { seconds: 4, width: 640, height: 360 };

type VideoProduct = {
  id?: string;
  exhibitorId: string;
  images?: string[];
  video?: string;
  videoCover?: string;
};

/** The first product of each of the first exhibitors that has a picture, in plan order. */
export function productsForVideos<T extends VideoProduct>(products: T[], count = DEMO_VIDEO_COUNT): T[] {
  const seen = new Set<string>();
  const chosen: T[] = [];
  for (const p of products) {
    if (chosen.length === count) break;
    if (seen.has(p.exhibitorId) || !p.images?.[0]) continue;
    seen.add(p.exhibitorId);
    chosen.push(p);
  }
  return chosen;
}

/**
 * Gives a few demo products a real video: a slow zoom into the product's own demo picture, encoded as
 * MP4/H.264 by ffmpeg, with a frame of it as the cover. Sets `video` and `videoCover` on those rows.
 * The files are written before any row points at them. Returns how many videos were made.
 */
export async function addDemoVideos(opts: {
  tools: VideoTools;
  storage: Storage;
  products: VideoProduct[];
  /** the generated SVG pictures by storage key */
  pictures: Map<string, string>;
}): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openfair-demo-video-'));
  try {
    let made = 0;
    for (const product of productsForVideos(opts.products)) {
      const svg = opts.pictures.get(product.images![0]!);
      if (!svg || !product.id) continue;
      const still = path.join(dir, `${product.id}.png`);
      const out = path.join(dir, `${product.id}.mp4`);
      await sharp(Buffer.from(svg))
        .resize(VIDEO.width * 2, VIDEO.height * 2, { fit: 'contain', background: '#f4f6f8' })
        .png()
        .toFile(still);
      await encodeStillVideo(opts.tools, still, out, VIDEO);
      const frame = await posterFrame(opts.tools, out, VIDEO.seconds);
      if (!frame) continue;
      const videoKey = `demo/videos/${product.id}.mp4`;
      const coverKey = `demo/videos/${product.id}-cover.jpg`;
      await opts.storage.put(videoKey, await readFile(out), 'video/mp4');
      await opts.storage.put(coverKey, await sharp(frame).jpeg({ quality: 82 }).toBuffer(), 'image/jpeg');
      product.video = videoKey;
      product.videoCover = coverKey;
      made++;
    }
    return made;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
