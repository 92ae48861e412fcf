import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Files for upload journeys: real PNG images of a chosen size (the server decodes and re-encodes them,
 * so they must be valid), a text file posing as a picture, and MP4 videos.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height RGB PNG: a diagonal gradient of `hue` so each picture looks different. */
export function pngImage(
  width: number,
  height: number,
  hue: [number, number, number] = [40, 90, 190],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const shade = ((x + y) / (width + height)) * 0.6 + 0.4;
      rows[row + 1 + x * 3] = Math.round(hue[0] * shade);
      rows[row + 2 + x * 3] = Math.round(hue[1] * shade);
      rows[row + 3 + x * 3] = Math.round(hue[2] * shade);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text with a picture's name: the server judges files by their first bytes, not their names. */
export const notAnImage = (): Buffer => Buffer.from('This is a price list, not a picture.\n'.repeat(20));

/** `bytes` long and starting like an MP4 file (an ftyp box), which is what the server checks. */
export function mp4Like(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isommp41')]).copy(file);
  return file;
}

/**
 * Whether this machine has ffmpeg: the journeys' server (same machine) then checks videos really are
 * MP4/H.264 and offers a poster frame. CI installs it and sets REQUIRE_FFMPEG=1.
 */
export const hasFfmpeg = spawnSync('ffmpeg', ['-hide_banner', '-version']).status === 0;
if (!hasFfmpeg && process.env.REQUIRE_FFMPEG === '1')
  throw new Error('REQUIRE_FFMPEG=1 but ffmpeg was not found (apt-get install ffmpeg)');

/**
 * A real two-second MP4/H.264 video made by ffmpeg, padded to `bytes` with a trailing `free` box (which
 * players and ffprobe skip), so an upload is long enough for its progress bar to be seen. Without
 * ffmpeg, which means the server checks only the first bytes, an MP4-headed file of that length.
 */
export function mp4Video(bytes: number): Buffer {
  if (!hasFfmpeg) return mp4Like(bytes);
  const dir = mkdtempSync(path.join(tmpdir(), 'openfair-e2e-video-'));
  try {
    const out = path.join(dir, 'v.mp4');
    const made = spawnSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...[
        '-t',
        '2',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        out,
      ],
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg failed: ${made.stderr.toString()}`);
    const video = readFileSync(out);
    const pad = bytes - video.length;
    if (pad < 8) return video;
    const free = Buffer.alloc(pad);
    free.writeUInt32BE(pad, 0);
    free.write('free', 4, 'latin1');
    return Buffer.concat([video, free]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A width×height RGB PNG of seeded noise: it does not compress, so even a small picture is larger than a
 * lower size limit (the VIP photos' 30 KB).
 */
export function noisyPng(width: number, height: number, seed = 7): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = seed;
  for (let i = 0; i < rows.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // the row's filter byte stays 0
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    rows[i] = state >>> 24;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
