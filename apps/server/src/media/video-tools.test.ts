import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testVideoTools } from '../../test/video-tools';
import {
  detectVideoTools,
  encodeStillVideo,
  encodeTestVideo,
  isMp4H264,
  posterFrame,
  probeVideo,
  videoToolsStatus,
} from './video-tools';

describe('finding ffmpeg', () => {
  it('is off when asked, and absent when the command does not exist', async () => {
    expect(await detectVideoTools('off')).toBeNull();
    expect(await detectVideoTools('')).toBeNull();
    expect(await detectVideoTools('/nonexistent/bin/ffmpeg')).toBeNull();
  });

  it('says at start-up what is and is not checked', () => {
    expect(videoToolsStatus(null).message).toMatch(/ffmpeg not found.*no codec check|without a codec check/);
    expect(videoToolsStatus({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', version: '5.1' }).message).toBe(
      'ffmpeg 5.1 found: uploaded videos are checked for MP4/H.264 and offered a poster frame',
    );
  });
});

describe.skipIf(!testVideoTools)('ffmpeg and ffprobe at work', () => {
  const tools = testVideoTools!;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openfair-tools-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('tells H.264 in MP4 from another codec in MP4 and from a file that is no video', async () => {
    const h264 = path.join(dir, 'a.mp4');
    const mpeg4 = path.join(dir, 'b.mp4');
    await encodeTestVideo(tools, h264, { seconds: 1, width: 320, height: 240 });
    await encodeTestVideo(tools, mpeg4, { seconds: 1, width: 320, height: 240, codec: 'mpeg4' });
    const a = await probeVideo(tools, h264);
    expect(a).toMatchObject({ videoCodec: 'h264', width: 320, height: 240 });
    expect(a!.durationSeconds).toBeCloseTo(1, 1);
    expect(isMp4H264(a)).toBe(true);
    expect(isMp4H264(await probeVideo(tools, mpeg4))).toBe(false);
    const text = path.join(dir, 'c.mp4');
    await writeFile(text, 'not a video');
    expect(await probeVideo(tools, text)).toBeNull();
    expect(isMp4H264(null)).toBe(false);
  });

  it('zooms a still picture into a short H.264 video and takes a poster frame of it', async () => {
    const still = path.join(dir, 'still.png');
    await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2a6' } })
      .png()
      .toFile(still);
    const out = path.join(dir, 'still.mp4');
    await encodeStillVideo(tools, still, out, { seconds: 2, width: 640, height: 360 });
    const probe = await probeVideo(tools, out);
    expect(isMp4H264(probe)).toBe(true);
    expect(probe).toMatchObject({ width: 640, height: 360 });
    const frame = await posterFrame(tools, out, 2);
    expect(await sharp(frame!).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    expect(await posterFrame(tools, path.join(dir, 'missing.mp4'), 1)).toBeNull();
  });
});
