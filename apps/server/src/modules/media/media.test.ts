import { MediaPaths, ResponseCode, VIDEO_CHUNK_BYTES } from '@openfair/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../test/client';
import { FAIR_A } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { photo, uploadImage } from '../../../test/uploads';

describe('image uploads', () => {
  const t = useTestApp('pglite');

  const upload = (file: Buffer | null, o: Parameters<typeof uploadImage>[2] = {}) => uploadImage(t, file, o);

  it('re-encodes an exhibit image without its metadata, stores it with its variants and serves them', async () => {
    const reply = await upload(await photo(900, 800));
    expect(reply.code).toBe(ResponseCode.Success);
    const image = reply.data!;
    expect(image.key).toMatch(/^uploads\/[a-z0-9-]+\/exhibitimage\/[0-9a-f-]{36}\.jpg$/);
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 900, height: 800 });
    expect(image.variants.small).toMatchObject({ width: 200, height: 200 });
    expect(image.variants.thumb).toMatchObject({ width: 480, height: 427 });
    for (const url of [image.url, image.variants.small.url, image.variants.thumb.url]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('goes by the real type, not the name: a PNG called .jpg is stored as a PNG', async () => {
    const reply = await upload(await photo(800, 800, 'png'), { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(reply.code).toBe(ResponseCode.Success);
    expect(reply.data?.key).toMatch(/\.png$/);
    expect(reply.data?.contentType).toBe('image/png');
  });

  it.each([
    {
      what: 'a picture smaller than the purpose allows',
      file: () => photo(500, 500),
      en: 'The upload was refused. The image must be at least 750x750 pixels.',
      cn: '上传失败：图片尺寸不能小于 750x750 像素',
    },
    {
      what: 'a file larger than the purpose allows',
      file: async () => Buffer.concat([await photo(800, 800), Buffer.alloc(2 * 1024 * 1024)]),
      en: 'The upload was refused. The file must not be larger than 2 MB.',
      cn: '上传失败：文件大小不能超过 2 MB',
    },
    {
      what: 'an SVG picture',
      file: async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      en: 'The upload was refused. SVG images are not accepted; please upload JPG or PNG.',
      cn: '上传失败：不支持 SVG 图片，请上传 JPG、PNG 格式',
    },
    {
      what: 'a text file named like a picture',
      file: async () => Buffer.from('just some words, not a picture at all'),
      en: 'The upload was refused. Only JPG or PNG files are accepted.',
      cn: '上传失败：仅支持 JPG、PNG 格式',
    },
    {
      what: 'a picture cut off in the middle',
      file: async () => (await photo(800, 800)).subarray(0, 600),
      en: 'The upload was refused. The file is damaged or cannot be read.',
      cn: '上传失败：文件已损坏或无法读取',
    },
  ])('refuses $what with the rule in the request language', async ({ file, en, cn }) => {
    const data = await file();
    const inEnglish = await upload(data, { lang: 'en' });
    expect(inEnglish).toMatchObject({ code: ResponseCode.UploadRejected, msg: en, data: null });
    expect((await upload(data, { lang: 'cn' })).msg).toBe(cn);
  });

  it('asks for a file when the request carries none', async () => {
    const reply = await upload(null, { lang: 'en' });
    expect(reply).toMatchObject({
      code: ResponseCode.UploadRejected,
      msg: 'The upload was refused. Please choose a file to upload.',
    });
  });

  it('lets only administrators upload company pictures, and no one outside exhibitor staff upload at all', async () => {
    const logo = await photo(400, 400);
    expect((await upload(logo, { as: 'staff', purpose: 'logo' })).code).toBe(ResponseCode.Forbidden);
    expect((await upload(logo, { as: 'admin', purpose: 'logo' })).code).toBe(ResponseCode.Success);
    expect((await upload(logo, { as: 'visitor', purpose: 'exhibitCover' })).code).toBe(
      ResponseCode.Forbidden,
    );
    expect((await upload(logo, { as: 'guest', purpose: 'exhibitCover' })).code).toBe(
      ResponseCode.Unauthorized,
    );
  });

  it('lets organizers upload content pictures and visitors their VIP photos, each only their own kind', async () => {
    const banner = await photo(1400, 400);
    const stored = await upload(banner, { as: 'organizer', purpose: 'bannerImage' });
    expect(stored.code, stored.msg).toBe(ResponseCode.Success);
    expect(stored.data?.key).toMatch(/^uploads\/organizer\/bannerimage\//);
    for (const as of ['visitor', 'admin', 'staff'] as const)
      expect((await upload(banner, { as, purpose: 'bannerImage' })).code, as).toBe(ResponseCode.Forbidden);
    expect((await upload(await photo(800, 800), { as: 'organizer' })).code).toBe(ResponseCode.Forbidden);

    // A passport photo is personal: a private name, never kept by a shared cache.
    const passport = await photo(600, 800);
    const big = await sharp({
      create: {
        width: 900,
        height: 1200,
        channels: 3,
        background: { r: 128, g: 128, b: 128 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(30 * 1024);
    const vip = await upload(big, { as: 'visitor', purpose: 'vipPassportPhoto' });
    expect(vip.code, vip.msg).toBe(ResponseCode.Success);
    expect(vip.data?.key).toMatch(/^private\/[^/]+\/vippassportphoto\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: vip.data!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-robots-tag']).toBe('noindex');
    expect((await upload(big, { as: 'admin', purpose: 'vipPassportPhoto' })).code).toBe(
      ResponseCode.Forbidden,
    );
    expect((await upload(big, { as: 'organizer', purpose: 'vipPhoto' })).code).toBe(ResponseCode.Forbidden);
    // Under 30 KB: too poor a photo to check a face on.
    expect(passport.length).toBeLessThan(30 * 1024);
    expect(await upload(passport, { as: 'visitor', purpose: 'vipPhoto', lang: 'en' })).toMatchObject({
      code: ResponseCode.UploadRejected,
      msg: 'The upload was refused. The file must be at least 30 KB; please upload a sharper photo.',
    });
  });

  it('refuses an unknown purpose and a video purpose on the image call', async () => {
    const image = await photo(800, 800);
    expect((await upload(image, { purpose: 'avatar' })).code).toBe(ResponseCode.BadRequest);
    expect((await upload(image, { purpose: 'exhibitVideo' })).code).toBe(ResponseCode.BadRequest);
  });
});

/** An MP4 by its first bytes (an ftyp box, brand isom), padded to `size` bytes with a pattern. */
function fakeMp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = i % 251;
  Buffer.from([0, 0, 0, 0x18]).copy(data, 0);
  Buffer.from('ftypisom', 'latin1').copy(data, 4);
  return data;
}

describe('resumable video uploads', () => {
  const t = useTestApp('pglite');

  const common = (lang: 'cn' | 'en' = 'en') => ({
    languageType: lang,
    exhibitionId: FAIR_A,
    appId: 'app',
    terminal: 'PC',
    subjectType: 'ACTOR' as const,
  });

  async function sendChunk(uploadId: string, offset: number, bytes: Buffer, as: Role = 'staff') {
    const res = await t.app.inject({
      method: 'POST',
      url: MediaPaths.videoChunk,
      query: { ...common(), uploadId, offset: String(offset) },
      headers: { authorization: await t.api.tokenOf(as), 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    return res.json() as { code: number; msg: string; data: { offset: number } | null };
  }

  const start = (size: number, as: Role = 'staff') =>
    t.api.post(MediaPaths.videoCreate, { purpose: 'exhibitVideo', size }, { as, lang: 'en' });

  it('takes a video in chunks, resumes after an interruption, joins it and serves it by ranges', async () => {
    const video = fakeMp4(2 * VIDEO_CHUNK_BYTES + 12_345);
    const started = await start(video.length);
    expect(started.code).toBe(ResponseCode.Success);
    const { uploadId, chunkBytes } = started.data;
    expect(chunkBytes).toBe(VIDEO_CHUNK_BYTES);
    expect((await sendChunk(uploadId, 0, video.subarray(0, chunkBytes))).data?.offset).toBe(chunkBytes);

    // The connection dropped: the client asks where the upload stands and goes on from there.
    const status = await t.api.post(MediaPaths.videoStatus, { uploadId }, { as: 'staff' });
    expect(status.data.offset).toBe(chunkBytes);
    // A chunk sent again is refused with the offset to continue from, and stored once only.
    const again = await sendChunk(uploadId, 0, video.subarray(0, chunkBytes));
    expect(again).toMatchObject({
      code: ResponseCode.UploadRejected,
      msg: `The upload was refused. The chunk is out of place; continue from byte ${chunkBytes}.`,
    });
    for (let offset = chunkBytes; offset < video.length; offset += chunkBytes)
      expect((await sendChunk(uploadId, offset, video.subarray(offset, offset + chunkBytes))).code).toBe(
        ResponseCode.Success,
      );

    const done = await t.api.post(MediaPaths.videoComplete, { uploadId }, { as: 'staff' });
    expect(done.code).toBe(ResponseCode.Success);
    expect(done.data).toMatchObject({
      contentType: 'video/mp4',
      size: video.length,
      codecCheck: 'unchecked',
    });
    expect(done.data.key).toMatch(/^uploads\/[a-z0-9-]+\/exhibitvideo\/[0-9a-f-]{36}\.mp4$/);
    const whole = await t.app.inject({ method: 'GET', url: done.data.url });
    expect(whole.rawPayload.equals(video)).toBe(true);
    const ranged = await t.app.inject({
      method: 'GET',
      url: done.data.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    // The upload is over: its id no longer takes anything.
    const after = await t.api.post(MediaPaths.videoStatus, { uploadId }, { as: 'staff', lang: 'en' });
    expect(after.msg).toBe('The upload was refused. This upload has expired; please upload again.');
  });

  it('refuses a video over 100 MB before any byte is sent', async () => {
    const reply = await start(100 * 1024 * 1024 + 1);
    expect(reply).toMatchObject({
      code: ResponseCode.UploadRejected,
      msg: 'The upload was refused. The file must not be larger than 100 MB.',
    });
  });

  it('refuses to complete an upload that is not whole, or whose bytes are not an MP4', async () => {
    const video = fakeMp4(1000);
    const partial = (await start(video.length)).data.uploadId;
    expect(
      (await t.api.post(MediaPaths.videoComplete, { uploadId: partial }, { as: 'staff', lang: 'en' })).msg,
    ).toBe('The upload was refused. The file has not been uploaded completely.');
    // A chunk shorter than the rest of the file is not taken either.
    expect((await sendChunk(partial, 0, video.subarray(0, 10))).code).toBe(ResponseCode.UploadRejected);

    const words = Buffer.from('x'.repeat(1000));
    const notVideo = (await start(words.length)).data.uploadId;
    expect((await sendChunk(notVideo, 0, words)).code).toBe(ResponseCode.Success);
    expect(
      (await t.api.post(MediaPaths.videoComplete, { uploadId: notVideo }, { as: 'staff', lang: 'en' })).msg,
    ).toBe('The upload was refused. Only MP4 files are accepted.');
  });

  it("keeps one account's upload from everyone else", async () => {
    const uploadId = (await start(1000, 'staff')).data.uploadId;
    expect((await sendChunk(uploadId, 0, fakeMp4(1000), 'admin')).code).toBe(ResponseCode.UploadRejected);
    expect((await t.api.post(MediaPaths.videoStatus, { uploadId }, { as: 'admin' })).code).toBe(
      ResponseCode.UploadRejected,
    );
    // Buyers upload chat videos too: to them as well, someone else's upload does not exist.
    expect((await t.api.post(MediaPaths.videoStatus, { uploadId }, { as: 'visitor' })).code).toBe(
      ResponseCode.UploadRejected,
    );
    expect((await t.api.post(MediaPaths.videoStatus, { uploadId }, { as: 'staff' })).code).toBe(
      ResponseCode.Success,
    );
  });
});
