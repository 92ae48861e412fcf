import { SLIDER_PATH_MAX } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  dragOffset,
  KEY_STEP_LARGE,
  keyOffset,
  maxOffset,
  recordSample,
  sliderAnswer,
  toPercent,
} from './slider-math';

const g = { width: 320, pieceSize: 44 };

describe('slider maths (puzzle pixels, whatever the drawn size)', () => {
  it('keeps the piece inside the picture', () => {
    expect(maxOffset(g)).toBe(276);
    expect(clampOffset(-5, g)).toBe(0);
    expect(clampOffset(300, g)).toBe(276);
    expect(clampOffset(Number.NaN, g)).toBe(0);
  });

  it('scales a drag on a smaller drawn track to puzzle pixels', () => {
    // Drawn 160 px wide (half size): 50 screen pixels are 100 puzzle pixels.
    expect(dragOffset(0, 10, 60, 160, g)).toBe(100);
    // Drawn at full size: one to one, starting from the current offset.
    expect(dragOffset(30, 100, 140, 320, g)).toBe(70);
    // Dragging past either end stops at the end.
    expect(dragOffset(0, 10, 900, 320, g)).toBe(276);
    expect(dragOffset(20, 100, 0, 320, g)).toBe(0);
    // A track that has no size yet does not move the piece.
    expect(dragOffset(12, 0, 50, 0, g)).toBe(12);
  });

  it('moves with the keyboard: arrows by 1, Shift or Page keys by 10, Home and End to the ends', () => {
    expect(keyOffset(10, 'ArrowRight', false, g)).toBe(11);
    expect(keyOffset(10, 'ArrowLeft', false, g)).toBe(9);
    expect(keyOffset(10, 'ArrowUp', true, g)).toBe(10 + KEY_STEP_LARGE);
    expect(keyOffset(10, 'PageDown', false, g)).toBe(0);
    expect(keyOffset(10, 'End', false, g)).toBe(276);
    expect(keyOffset(10, 'Home', false, g)).toBe(0);
    expect(keyOffset(276, 'ArrowRight', false, g)).toBe(276);
    expect(keyOffset(10, 'a', false, g)).toBeNull();
  });

  it('draws positions as percentages of the picture', () => {
    expect(toPercent(80, g)).toBe('25%');
  });

  it('answers whole pixels, the time since the first move and the drag ending where the piece was let go', () => {
    expect(
      sliderAnswer('c1', 123.6, 1000, 1850.4, [
        [0, 0],
        [400, 90.25],
      ]),
    ).toEqual({
      challengeId: 'c1',
      x: 124,
      durationMs: 850,
      path: [
        [0, 0],
        [400, 90.25],
        [850, 124],
      ],
    });
    expect(sliderAnswer('c1', 5, null, 2000)).toEqual({
      challengeId: 'c1',
      x: 5,
      durationMs: 0,
      path: [[0, 5]],
    });
  });

  it('records a keyboard jump as steps, and keeps at most the path limit with the last sample current', () => {
    const path: [number, number][] = [[0, 0]];
    recordSample(path, 100, 276);
    expect(path.length).toBe(1 + 7);
    expect(path.at(-1)).toEqual([100, 276]);
    for (let i = 1; i < path.length; i++) expect(path[i]![1] - path[i - 1]![1]).toBeLessThanOrEqual(40);
    for (let i = 0; i < SLIDER_PATH_MAX * 2; i++) recordSample(path, 200 + i, i % 2);
    expect(path.length).toBe(SLIDER_PATH_MAX);
    expect(path.at(-1)).toEqual([200 + SLIDER_PATH_MAX * 2 - 1, 1]);
  });
});
