import { execFile } from 'node:child_process';
import path from 'node:path';

/**
 * ffmpeg and ffprobe, when the machine has them (Debian's `ffmpeg` package brings both). They are
 * optional: without them the server still takes MP4 uploads (checked by their first bytes) but cannot
 * check the codec, offer a poster frame, or make the demo videos.
 */
export type VideoTools = { ffmpeg: string; ffprobe: string; version: string };

/** What ffprobe says of a file's container and first video stream. */
export type VideoProbe = {
  /** ffprobe's demuxer names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" */
  formatName: string;
  /** the first video stream's codec ("h264", "hevc", "mpeg4"), null when there is none */
  videoCodec: string | null;
  width: number;
  height: number;
  durationSeconds: number;
};

/** Each tool call is bounded: a hostile file must not hold a worker for minutes. */
const PROBE_TIMEOUT_MS = 20_000;
const FRAME_TIMEOUT_MS = 30_000;
const MAX_TOOL_OUTPUT = 8 * 1024 * 1024;

function run(file: string, args: string[], timeout: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { encoding: 'buffer', timeout, maxBuffer: MAX_TOOL_OUTPUT, windowsHide: true },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
}

/**
 * Looks for ffmpeg at `ffmpegPath` (a command on PATH or a file) and ffprobe beside it. `off` (or an
 * empty value) turns video tools off. Resolves to null when either is missing or does not run.
 */
export async function detectVideoTools(ffmpegPath: string): Promise<VideoTools | null> {
  if (!ffmpegPath || ffmpegPath === 'off') return null;
  const dir = path.dirname(ffmpegPath);
  const ffprobe = dir === '.' && !ffmpegPath.includes(path.sep) ? 'ffprobe' : path.join(dir, 'ffprobe');
  try {
    const out = (await run(ffmpegPath, ['-hide_banner', '-version'], PROBE_TIMEOUT_MS)).toString('utf8');
    await run(ffprobe, ['-hide_banner', '-version'], PROBE_TIMEOUT_MS);
    const version = /ffmpeg version (\S+)/.exec(out)?.[1] ?? 'unknown';
    return { ffmpeg: ffmpegPath, ffprobe, version };
  } catch {
    return null;
  }
}

/** The start-up line that says which video checks this server makes. */
export function videoToolsStatus(tools: VideoTools | null): { level: 'info' | 'warn'; message: string } {
  return tools
    ? {
        level: 'info',
        message: `ffmpeg ${tools.version} found: uploaded videos are checked for MP4/H.264 and offered a poster frame`,
      }
    : {
        level: 'info',
        message:
          'ffmpeg not found (FFMPEG_PATH): uploaded videos are checked by their first bytes only, without a codec check or poster frame, and the demo data has no videos',
      };
}

/** Reads the container and first video stream of a file on disk; null when ffprobe cannot read it. */
export async function probeVideo(tools: VideoTools, file: string): Promise<VideoProbe | null> {
  try {
    const out = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file],
      PROBE_TIMEOUT_MS,
    );
    const parsed = JSON.parse(out.toString('utf8')) as {
      format?: { format_name?: string; duration?: string };
      streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
    };
    const video = parsed.streams?.find((s) => s.codec_type === 'video');
    return {
      formatName: parsed.format?.format_name ?? '',
      videoCodec: video?.codec_name ?? null,
      width: video?.width ?? 0,
      height: video?.height ?? 0,
      durationSeconds: Number(parsed.format?.duration ?? 0) || 0,
    };
  } catch {
    return null;
  }
}

/** An MP4 (ISO base media) container whose first video stream is H.264: what every browser plays. */
export const isMp4H264 = (probe: VideoProbe | null): boolean =>
  probe?.videoCodec === 'h264' && probe.formatName.split(',').includes('mp4');

/**
 * One frame as a JPEG, at most 1280 px wide: a second into the video, or a tenth of the way in for a
 * shorter one (the very first frame is often black). Null when no frame can be read.
 */
export async function posterFrame(
  tools: VideoTools,
  file: string,
  durationSeconds: number,
): Promise<Buffer | null> {
  const at = Math.min(1, Math.max(0, durationSeconds / 10));
  try {
    const jpeg = await run(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-ss',
        at.toFixed(2),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1280,iw)':-2",
        '-q:v',
        '3',
        '-f',
        'image2',
        '-c:v',
        'mjpeg',
        'pipe:1',
      ],
      FRAME_TIMEOUT_MS,
    );
    return jpeg.length > 0 ? jpeg : null;
  } catch {
    return null;
  }
}

const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p'];
const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
const ENCODE_TIMEOUT_MS = 120_000;

/**
 * Encodes a short MP4 from ffmpeg's built-in test pattern (no input file), for tests: H.264 by default;
 * `codec: 'mpeg4'` makes an MP4 that is not H.264, which uploads must refuse.
 */
export async function encodeTestVideo(
  tools: VideoTools,
  out: string,
  opts: { seconds: number; width: number; height: number; codec?: 'h264' | 'mpeg4' },
): Promise<void> {
  const codec = opts.codec === 'mpeg4' ? ['-c:v', 'mpeg4', '-q:v', '5'] : h264;
  const source = `testsrc2=size=${opts.width}x${opts.height}:rate=25`;
  await run(
    tools.ffmpeg,
    [
      ...quiet,
      '-f',
      'lavfi',
      '-i',
      source,
      '-t',
      String(opts.seconds),
      ...codec,
      '-an',
      '-movflags',
      '+faststart',
      out,
    ],
    ENCODE_TIMEOUT_MS,
  );
}

/**
 * Encodes a short H.264 MP4 that slowly zooms into a still picture (a "Ken Burns" pan): how the demo
 * products get real videos of themselves.
 */
export async function encodeStillVideo(
  tools: VideoTools,
  picture: string,
  out: string,
  opts: { seconds: number; width: number; height: number },
): Promise<void> {
  const fps = 25;
  const frames = opts.seconds * fps;
  const zoom = `zoompan=z='min(zoom+0.0012,1.12)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${opts.width}x${opts.height}:fps=${fps}`;
  await run(
    tools.ffmpeg,
    [
      ...quiet,
      '-i',
      picture,
      '-vf',
      `${zoom},format=yuv420p`,
      '-frames:v',
      String(frames),
      ...h264,
      '-an',
      '-movflags',
      '+faststart',
      out,
    ],
    ENCODE_TIMEOUT_MS,
  );
}
