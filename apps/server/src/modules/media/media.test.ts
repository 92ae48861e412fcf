import { MediaPaths, ResponseCode } from '@openfair/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../test/client';
import { FAIR_A } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';

/** A multipart body with one part named `field` (the client's name and type are what a browser sends). */
function multipart(file: Buffer, opts: { filename?: string; type?: string; field?: string } = {}) {
  const boundary = `----openfair${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; ` +
    `filename="${opts.filename ?? 'photo.jpg'}"\r\nContent-Type: ${opts.type ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Where I live' } })
    [format]()
    .toBuffer();

type UploadReply = {
  code: number;
  msg: string;
  data: {
    key: string;
    url: string;
    contentType: string;
    width: number;
    height: number;
    variants: Record<'small' | 'thumb', { key: string; url: string; width: number; height: number }>;
  } | null;
};

describe('image uploads', () => {
  const t = useTestApp('pglite');

  async function upload(
    file: Buffer | null,
    o: { as?: Role | 'guest'; purpose?: string; lang?: 'cn' | 'en'; filename?: string; type?: string } = {},
  ): Promise<UploadReply> {
    const as = o.as ?? 'staff';
    const token = as === 'guest' ? undefined : await t.api.tokenOf(as);
    const subjectType = as === 'visitor' ? 'VISITOR' : as === 'guest' ? '' : 'ACTOR';
    const body = file ? multipart(file, o) : null;
    const res = await t.app.inject({
      method: 'POST',
      url: MediaPaths.uploadImage,
      query: {
        purpose: o.purpose ?? 'exhibitImage',
        languageType: o.lang ?? 'cn',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType,
      },
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body ? { 'content-type': body.contentType } : { 'content-type': 'application/json' }),
      },
      payload: body?.payload ?? '{}',
    });
    return res.json() as UploadReply;
  }

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

  it('refuses an unknown purpose and a video purpose on the image call', async () => {
    const image = await photo(800, 800);
    expect((await upload(image, { purpose: 'avatar' })).code).toBe(ResponseCode.BadRequest);
    expect((await upload(image, { purpose: 'exhibitVideo' })).code).toBe(ResponseCode.BadRequest);
  });
});
