import { crc32, deflateSync } from 'node:zlib';
import { type MediaLimit, type MediaPurpose, MediaPurposes, mediaLimits } from '@openfair/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkMediaCount, MediaRejectedError, processImage, rejectionMessage } from './images';

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function refusal(promise: Promise<unknown>): Promise<MediaRejectedError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MediaRejectedError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const imagePurposes = MediaPurposes.filter((p) => mediaLimits[p].kind === 'image');

describe('processImage against every image row of the media table', () => {
  it.each(imagePurposes)('%s: a file one byte over the size limit is refused', async (purpose) => {
    const limit = mediaLimits[purpose];
    const base = await photo(limit.minWidth ?? 100, limit.minHeight ?? 100);
    const data = Buffer.concat([base, Buffer.alloc(limit.maxBytes + 1 - base.length)]);
    const err = await refusal(processImage(data, limit));
    expect(err.reason).toBe('tooLarge');
    expect(rejectionMessage(err, 'en')).toBe(
      `The file must not be larger than ${limit.maxBytes / 1024 / 1024} MB.`,
    );
    expect(rejectionMessage(err, 'cn')).toBe(`文件大小不能超过 ${limit.maxBytes / 1024 / 1024} MB`);
  });

  const withMinimum = imagePurposes.filter((p) => mediaLimits[p].minWidth);
  it.each(withMinimum)(
    '%s: exactly the minimum passes, one pixel less either way is refused',
    async (purpose) => {
      const limit = mediaLimits[purpose] as Required<MediaLimit>;
      const ok = await processImage(await photo(limit.minWidth, limit.minHeight), limit);
      expect([ok.width, ok.height]).toEqual([limit.minWidth, limit.minHeight]);
      for (const [w, h] of [
        [limit.minWidth - 1, limit.minHeight],
        [limit.minWidth, limit.minHeight - 1],
      ] as const) {
        const err = await refusal(processImage(await photo(w, h), limit));
        expect(err.reason).toBe('tooSmall');
        expect(rejectionMessage(err, 'en')).toBe(
          `The image must be at least ${limit.minWidth}x${limit.minHeight} pixels.`,
        );
      }
    },
  );

  it('the minimums are those of spec 001 §5', () => {
    const mins = Object.fromEntries(
      imagePurposes.map((p) => [
        p,
        [mediaLimits[p].minWidth, mediaLimits[p].minHeight, mediaLimits[p].maxBytes],
      ]),
    );
    const MB = 1024 * 1024;
    expect(mins).toEqual({
      exhibitImage: [750, 750, 2 * MB],
      exhibitCover: [175, 175, 2 * MB],
      companyImage: [1200, 560, 2 * MB],
      logo: [undefined, undefined, 2 * MB],
      scenePicture: [1000, 560, 2 * MB],
      videoCover: [undefined, undefined, 1 * MB],
      // Ours (the spec gives employee photos no limit): a portrait, like the logo.
      employeePhoto: [undefined, undefined, 2 * MB],
      // Ours: the organizer's home banner strip and article cover tile.
      bannerImage: [1200, 300, 2 * MB],
      articleCover: [400, 225, 2 * MB],
      carouselImage: [400, 300, 2 * MB],
      adImage: [200, 260, 2 * MB],
      vipPassportPhoto: [undefined, undefined, 1 * MB],
      vipPhoto: [undefined, undefined, 1 * MB],
      sourcingProductImage: [undefined, undefined, 2 * MB],
      // Ours (the spec gives chat no sizes): its "exhibitor-sent material" row, 10 MB.
      chatImage: [undefined, undefined, 10 * MB],
    });
    expect(mediaLimits.exhibitVideo.maxBytes).toBe(100 * MB);
    expect(mediaLimits.chatImage.formats).toEqual(['jpeg', 'png', 'gif']);
    expect([mediaLimits.chatVideo.maxBytes, mediaLimits.chatFile.maxBytes]).toEqual([100 * MB, 10 * MB]);
    expect(mediaLimits.vipPhoto.minBytes).toBe(30 * 1024);
  });

  it('a VIP photo under 30 KB is refused before it is decoded, in both languages', async () => {
    const err = await processImage(Buffer.alloc(20 * 1024), mediaLimits.vipPhoto).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaRejectedError);
    expect(rejectionMessage(err as MediaRejectedError, 'en')).toBe(
      'The file must be at least 30 KB; please upload a sharper photo.',
    );
    expect(rejectionMessage(err as MediaRejectedError, 'cn')).toContain('30 KB');
  });

  it.each<[MediaPurpose, number]>([
    ['exhibitImage', 10],
    ['exhibitCover', 6],
    ['companyImage', 3],
    ['scenePicture', 1],
  ])('%s: at most %i per owner', (purpose, max) => {
    expect(() => checkMediaCount(mediaLimits[purpose], max)).not.toThrow();
    try {
      checkMediaCount(mediaLimits[purpose], max + 1);
      expect.unreachable();
    } catch (err) {
      expect(rejectionMessage(err as MediaRejectedError, 'en')).toBe(
        `The upload limit exceeded (at most ${max}).`,
      );
    }
  });
});

describe('processImage: real type, decoding and cleaning', () => {
  const limit = mediaLimits.exhibitImage;

  it('accepts JPEG and PNG and makes the 200x200 (quality 100) and list thumbnail variants', async () => {
    const jpeg = await processImage(await photo(1600, 900), limit);
    expect(jpeg.contentType).toBe('image/jpeg');
    expect([jpeg.width, jpeg.height]).toEqual([1600, 900]);
    expect([jpeg.variants.small.width, jpeg.variants.small.height]).toEqual([200, 200]);
    expect([jpeg.variants.thumb.width, jpeg.variants.thumb.height]).toEqual([480, 270]);
    const small = await sharp(jpeg.variants.small.data).metadata();
    expect(small.format).toBe('jpeg');
    const png = await processImage(await photo(800, 800, 'png'), limit);
    expect(png.contentType).toBe('image/png');
    expect((await sharp(png.data).metadata()).format).toBe('png');
  });

  it('judges by the bytes, not the name: a GIF, a WebP or random bytes are refused', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const data = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#888' } })
        .toFormat(format)
        .toBuffer();
      const err = await refusal(processImage(data, limit));
      expect(err.reason).toBe('wrongType');
      expect(rejectionMessage(err, 'en')).toBe('Only JPG or PNG files are accepted.');
      expect(rejectionMessage(err, 'cn')).toBe('仅支持 JPG、PNG 格式');
    }
    expect((await refusal(processImage(Buffer.from('MZ\x90\x00 not an image'), limit))).reason).toBe(
      'wrongType',
    );
  });

  it('refuses SVG, however it starts', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>',
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg width="900" height="900"/>',
    ]) {
      const err = await refusal(processImage(Buffer.from(svg), limit));
      expect(err.reason).toBe('svgRefused');
    }
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // A valid PNG that declares 30000x30000 pixels (900 megapixels) in a few hundred bytes.
    const chunk = (type: string, body: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(body.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), body])));
      return Buffer.concat([len, Buffer.from(type), body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30000, 0);
    ihdr.writeUInt32BE(30000, 4);
    ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(30001 * 10))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(1024);
    const err = await refusal(processImage(bomb, limit));
    expect(err.reason).toBe('tooManyPixels');
  });

  it('refuses a truncated file', async () => {
    const whole = await photo(900, 900);
    const err = await refusal(processImage(whole.subarray(0, Math.floor(whole.length / 2)), limit));
    expect(err.reason).toBe('unreadable');
  });

  it('strips metadata and anything appended to the image (a polyglot payload)', async () => {
    const tagged = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#246' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS here' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const polyglot = Buffer.concat([tagged, Buffer.from('<script>alert("polyglot")</script>')]);
    const out = await processImage(polyglot, limit);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    for (const data of [out.data, out.variants.small.data, out.variants.thumb.data]) {
      expect(data.includes('secret-owner')).toBe(false);
      expect(data.includes('<script')).toBe(false);
    }
  });

  it('turns a photo by its EXIF orientation before checking its size', async () => {
    // Stored 1000 wide and 740 high, shown turned a quarter: 740 wide, under the 750 minimum.
    const sideways = await sharp({ create: { width: 1000, height: 740, channels: 3, background: '#abc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await refusal(processImage(sideways, limit))).reason).toBe('tooSmall');
    const upright = await processImage(sideways, mediaLimits.exhibitCover);
    expect([upright.width, upright.height]).toEqual([740, 1000]);
    expect((await sharp(upright.data).metadata()).orientation).toBeUndefined();
  });
});
