import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  dragOffset,
  KEY_STEP_LARGE,
  keyOffset,
  maxOffset,
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

  it('answers whole pixels and the time since the first move', () => {
    expect(sliderAnswer('c1', 123.6, 1000, 1850.4)).toEqual({ challengeId: 'c1', x: 124, durationMs: 850 });
    expect(sliderAnswer('c1', 5, null, 2000)).toEqual({ challengeId: 'c1', x: 5, durationMs: 0 });
  });
});
