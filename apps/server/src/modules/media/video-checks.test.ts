import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ResponseCode } from '@openfair/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { uploadVideo } from '../../../test/uploads';
import { testVideoTools } from '../../../test/video-tools';
import { encodeTestVideo } from '../../media/video-tools';

describe.skipIf(!testVideoTools)('video uploads checked with ffmpeg', () => {
  const t = useTestApp('pglite', { videoTools: testVideoTools });
  let dir = '';
  const encode = async (name: string, opts: Parameters<typeof encodeTestVideo>[2]) => {
    const file = path.join(dir, name);
    await encodeTestVideo(testVideoTools!, file, opts);
    return readFile(file);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openfair-video-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes an MP4/H.264 video, says it was checked and offers a frame of it as a poster', async () => {
    const video = await encode('h264.mp4', { seconds: 2, width: 640, height: 360 });
    const reply = await uploadVideo(t, video);
    expect(reply.code).toBe(ResponseCode.Success);
    expect(reply.data).toMatchObject({ codecCheck: 'checked', size: video.length });
    const served = await t.app.inject({ method: 'GET', url: reply.data!.url });
    expect(served.rawPayload.equals(video)).toBe(true);

    const poster = reply.data!.poster!;
    expect(poster.key).toMatch(/^uploads\/[a-z0-9-]+\/videocover\/[0-9a-f-]{36}\.jpg$/);
    const picture = await t.app.inject({ method: 'GET', url: poster.url });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  it('refuses an MP4 whose video is not H.264, in the request language, and keeps nothing of it', async () => {
    const video = await encode('mpeg4.mp4', { seconds: 1, width: 320, height: 240, codec: 'mpeg4' });
    const en = await uploadVideo(t, video, { lang: 'en' });
    expect(en).toMatchObject({
      code: ResponseCode.UploadRejected,
      msg: 'The upload was refused. The video must be an MP4 file encoded with H.264.',
      data: null,
    });
    const cn = await uploadVideo(t, video, { lang: 'cn' });
    expect(cn.msg).toBe('上传失败：视频须为 H.264 编码的 MP4 文件');
  });

  it('refuses bytes that start like an MP4 but are not a video', async () => {
    const fake = Buffer.alloc(4096, 7);
    Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(fake);
    const reply = await uploadVideo(t, fake);
    expect(reply.code).toBe(ResponseCode.UploadRejected);
    expect(reply.msg).toContain('H.264');
  });
});
