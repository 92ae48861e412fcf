import { describe, expect, it } from 'vitest';
import { testVideoTools } from '../../test/video-tools';
import { createStorage } from '../media/storage';
import { probeVideo } from '../media/video-tools';
import { generateDemoData } from './demo/index';
import { addDemoVideos, DEMO_VIDEO_COUNT, productsForVideos } from './demo-videos';

const plan = () =>
  generateDemoData({ exhibitionId: 'demo-video-test', appId: 'app', now: new Date('2026-05-01') });

describe('demo product videos', () => {
  it('go to the first product of as many exhibitors, each with a picture', () => {
    const chosen = productsForVideos(plan().products);
    expect(chosen).toHaveLength(DEMO_VIDEO_COUNT);
    expect(new Set(chosen.map((p) => p.exhibitorId)).size).toBe(DEMO_VIDEO_COUNT);
    expect(chosen.every((p) => (p.images?.length ?? 0) > 0)).toBe(true);
  });

  it.skipIf(!testVideoTools)(
    'are real H.264 videos of the product, with a cover frame',
    async () => {
      const { products, files } = plan();
      const storage = createStorage({ dataDir: ':memory:', basePath: '' });
      const made = await addDemoVideos({
        tools: testVideoTools!,
        storage,
        products,
        pictures: new Map(files.map((f) => [f.key, f.svg])),
      });
      expect(made).toBe(DEMO_VIDEO_COUNT);
      const withVideo = products.filter((p) => p.video);
      expect(withVideo).toHaveLength(DEMO_VIDEO_COUNT);
      const first = withVideo[0]!;
      expect(first.video).toBe(`demo/videos/${first.id}.mp4`);
      const video = await storage.get(first.video!);
      const cover = await storage.get(first.videoCover!);
      expect(cover?.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const { writeFile, mkdtemp, rm } = await import('node:fs/promises');
      const dir = await mkdtemp('/tmp/openfair-demo-video-');
      try {
        await writeFile(`${dir}/v.mp4`, video!.data);
        expect(await probeVideo(testVideoTools!, `${dir}/v.mp4`)).toMatchObject({
          videoCodec: 'h264',
          width: 640,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
