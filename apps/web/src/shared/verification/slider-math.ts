import type { SliderChallenge } from '@openfair/contract';

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

/** The getLimitVerificationToken request: whole pixels, and how long the user took since the first move. */
export function sliderAnswer(
  challengeId: string,
  x: number,
  startedAt: number | null,
  now: number,
): { challengeId: string; x: number; durationMs: number } {
  const durationMs = startedAt === null ? 0 : Math.max(0, Math.round(now - startedAt));
  return { challengeId, x: Math.round(Math.max(0, x)), durationMs };
}
