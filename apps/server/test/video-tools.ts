import { detectVideoTools } from '../src/media/video-tools';

/**
 * ffmpeg for the tests of the video checks, found once per test file. Tests that need it are skipped on
 * a machine without it, except where REQUIRE_FFMPEG=1 (CI installs Debian's ffmpeg and sets it), so
 * they can never pass there by being skipped.
 */
export const testVideoTools = await detectVideoTools(process.env.FFMPEG_PATH || 'ffmpeg');

if (!testVideoTools && process.env.REQUIRE_FFMPEG === '1')
  throw new Error('REQUIRE_FFMPEG=1 but ffmpeg and ffprobe were not found (apt-get install ffmpeg)');
