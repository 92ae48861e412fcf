import { SLIDER_PATH_MAX, type SliderChallenge } from '@openfair/contract';

/**
 * Maths of the slider check, in the puzzle's own pixels (the challenge's width), whatever size the
 * puzzle is drawn at: the piece's left offset `x` runs from 0 to width - pieceSize.
 */
type Geometry = Pick<SliderChallenge, 'width' | 'pieceSize'>;

export const KEY_STEP = 1;
export const KEY_STEP_LARGE = 10;

export function maxOffset(g: Geometry): number {
  return Math.max(0, g.width - g.pieceSize);
}

export function clampOffset(x: number, g: Geometry): number {
  if (!Number.isFinite(x)) return 0;
  return Math.min(maxOffset(g), Math.max(0, x));
}

/**
 * Offset while dragging: the pointer moved `clientX - startClientX` screen pixels over a track drawn
 * `trackWidthPx` wide, which stands for the puzzle's `width` pixels.
 */
export function dragOffset(
  startOffset: number,
  startClientX: number,
  clientX: number,
  trackWidthPx: number,
  g: Geometry,
): number {
  if (trackWidthPx <= 0) return clampOffset(startOffset, g);
  const scale = g.width / trackWidthPx;
  return clampOffset(startOffset + (clientX - startClientX) * scale, g);
}

/** Offset after a key press on the handle, or null when the key does not move it. */
export function keyOffset(x: number, key: string, large: boolean, g: Geometry): number | null {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampOffset(x + step, g);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampOffset(x - step, g);
    case 'PageUp':
      return clampOffset(x + KEY_STEP_LARGE, g);
    case 'PageDown':
      return clampOffset(x - KEY_STEP_LARGE, g);
    case 'Home':
      return 0;
    case 'End':
      return maxOffset(g);
    default:
      return null;
  }
}

/** Percentage of the puzzle width, for drawing at any size. */
export function toPercent(value: number, g: Pick<SliderChallenge, 'width'>): string {
  return `${(value / g.width) * 100}%`;
}

/** A drag sample: [milliseconds since the first move, offset of the piece]. */
export type DragSample = [number, number];

/** The farthest the piece moves in one recorded sample: a keyboard jump (Home/End) is recorded in steps. */
const SAMPLE_STEP_PX = 40;

/**
 * Adds where the piece is now to a drag's samples (at most SLIDER_PATH_MAX; when full the last one is
 * kept current). A move longer than a step is recorded as steps at the same instant.
 */
export function recordSample(path: DragSample[], t: number, x: number): void {
  const last = path.at(-1);
  const from = last ? last[1] : x;
  const parts = Math.max(1, Math.ceil(Math.abs(x - from) / SAMPLE_STEP_PX));
  for (let i = 1; i <= parts; i++) {
    const sample: DragSample = [
      Math.max(0, Math.round(t)),
      Math.round((from + ((x - from) * i) / parts) * 10) / 10,
    ];
    if (path.length < SLIDER_PATH_MAX) path.push(sample);
    else path[path.length - 1] = sample;
  }
}

/**
 * The getLimitVerificationToken request: whole pixels, how long the user took since the first move, and
 * the drag's samples ending where the piece was let go (the server judges whether a person made it).
 */
export function sliderAnswer(
  challengeId: string,
  x: number,
  startedAt: number | null,
  now: number,
  path: DragSample[] = [],
): { challengeId: string; x: number; durationMs: number; path: DragSample[] } {
  const durationMs = startedAt === null ? 0 : Math.max(0, Math.round(now - startedAt));
  const answerX = Math.round(Math.max(0, x));
  const samples = path.slice();
  recordSample(samples, durationMs, answerX);
  return { challengeId, x: answerX, durationMs, path: samples };
}
