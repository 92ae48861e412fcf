import { open } from 'node:fs/promises';

type Amf = number | string | boolean | Amf[] | { [key: string]: Amf };

/** AMF0, the parts onMetaData needs: numbers, strings, booleans, objects and strict arrays. */
function amf0(value: Amf): Buffer {
  if (typeof value === 'number') {
    const b = Buffer.alloc(9);
    b[0] = 0;
    b.writeDoubleBE(value, 1);
    return b;
  }
  if (typeof value === 'boolean') return Buffer.from([1, value ? 1 : 0]);
  if (typeof value === 'string') return Buffer.concat([Buffer.from([2]), key(value)]);
  if (Array.isArray(value)) {
    const head = Buffer.alloc(5);
    head[0] = 0x0a;
    head.writeUInt32BE(value.length, 1);
    return Buffer.concat([head, ...value.map(amf0)]);
  }
  const parts = Object.entries(value).flatMap(([k, v]) => [key(k), amf0(v)]);
  return Buffer.concat([Buffer.from([3]), ...parts, Buffer.from([0, 0, 9])]);
}

function key(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const len = Buffer.alloc(2);
  len.writeUInt16BE(bytes.length);
  return Buffer.concat([len, bytes]);
}

const HEADER = 9;
const PREV = 4;
const TAG_HEADER = 11;

type Tag = { type: number; time: number; offset: number; size: number; keyframe: boolean };

function scriptTag(body: Buffer): Buffer {
  const tag = Buffer.alloc(TAG_HEADER + body.length + PREV);
  tag[0] = 18;
  tag.writeUIntBE(body.length, 1, 3);
  body.copy(tag, TAG_HEADER);
  tag.writeUInt32BE(TAG_HEADER + body.length, TAG_HEADER + body.length);
  return tag;
}

function metadata(duration: number, times: number[], positions: number[]) {
  return Buffer.concat([
    amf0('onMetaData'),
    amf0({
      duration,
      hasKeyframes: true,
      keyframes: { times, filepositions: positions },
    }),
  ]);
}

/**
 * A recorded live as a seekable file: the FLV the stream was written to (`src`), copied to `dst` with a
 * new onMetaData holding its duration and keyframe index (times and byte positions), which is what
 * players (mpegts.js) need to seek in an FLV without reading it from the start. The encoder's metadata
 * tags are dropped and the timeline starts at 0. Reads tag by tag (a recording may be gigabytes).
 * Returns false when the recording holds no video.
 */
export async function indexFlvFile(src: string, dst: string): Promise<boolean> {
  const input = await open(src, 'r');
  try {
    const { size: length } = await input.stat();
    const head = Buffer.alloc(HEADER + PREV);
    await input.read(head, 0, head.length, 0);
    if (length < head.length || head.toString('latin1', 0, 3) !== 'FLV') return false;
    const media: Tag[] = [];
    const probe = Buffer.alloc(TAG_HEADER + 1);
    let at = HEADER + PREV;
    while (at + TAG_HEADER <= length) {
      await input.read(probe, 0, probe.length, at);
      const type = probe[0]! & 0x1f;
      const size = probe.readUIntBE(1, 3);
      const time = probe.readUIntBE(4, 3) | (probe[7]! << 24);
      const end = at + TAG_HEADER + size + PREV;
      if (end > length) break; // a tag cut off by the end of the stream
      // a video tag's first byte carries the frame type (1: keyframe) in its high nibble
      const keyframe = type === 9 && size > 0 && probe[TAG_HEADER]! >> 4 === 1;
      if (type === 8 || type === 9)
        media.push({ type, time, offset: at, size: TAG_HEADER + size + PREV, keyframe });
      at = end;
    }
    if (!media.some((t) => t.type === 9)) return false;
    const base = media[0]!.time;
    const duration = (media.at(-1)!.time - base) / 1000;
    const keyframes = media.filter((t) => t.keyframe);
    const times = keyframes.map((k) => (k.time - base) / 1000);
    // Positions depend on the metadata's length, which depends only on how many numbers it holds
    // (AMF0 numbers are 8 bytes): measure it with placeholders, then write the real positions.
    const metaLength = scriptTag(
      metadata(
        duration,
        times,
        times.map(() => 0),
      ),
    ).length;
    const positions = new Map<Tag, number>();
    let out = HEADER + PREV + metaLength;
    for (const t of media) {
      positions.set(t, out);
      out += t.size;
    }
    const meta = scriptTag(
      metadata(
        duration,
        times,
        keyframes.map((k) => positions.get(k)!),
      ),
    );
    const output = await open(dst, 'w');
    try {
      await output.write(head);
      await output.write(meta);
      for (const t of media) {
        const tag = Buffer.alloc(t.size);
        await input.read(tag, 0, t.size, t.offset);
        const time = t.time - base;
        tag.writeUIntBE(time & 0xffffff, 4, 3);
        tag[7] = (time >>> 24) & 0xff;
        await output.write(tag);
      }
    } finally {
      await output.close();
    }
    return true;
  } finally {
    await input.close();
  }
}
