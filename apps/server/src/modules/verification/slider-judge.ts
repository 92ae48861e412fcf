/**
 * Whether a slider answer looks like a person dragging the piece to the gap. It stops scripts that post
 * the answer straight away, jump the piece there, replay a drag that is perfectly regular, or claim a drag
 * longer than the time since the puzzle was served. It does not stop a program that finds the gap in the
 * picture and fakes an irregular, human-paced drag: the per-address limits on puzzles and codes bound
 * what such a program gets.
 */

/** Largest distance, in puzzle pixels, between the gap and where the piece was let go. */
export const SLIDER_TOLERANCE_PX = 3;
/** The shortest drag, by the client's clock. */
export const MIN_DRAG_MS = 300;
/** The shortest time between serving a puzzle and its answer, by the server's clock. */
export const MIN_THINK_MS = 400;
/** The farthest the piece may move between two samples of the drag (a jump is not a drag). */
const MAX_STEP_PX = 60;
/** Where a drag starts: at the left end of the track. */
const START_MAX_PX = 12;
const MIN_SAMPLES = 3;

export type SliderAnswer = {
  x: number;
  durationMs: number;
  /** the drag as [milliseconds since it started, piece offset] samples, in order */
  path: [number, number][];
};

export type SliderVerdict =
  | 'ok'
  | 'missed'
  | 'too fast'
  | 'answered before it could be seen'
  | 'longer than the time since it was served'
  | 'not a drag';

export function judgeSliderAnswer(
  answer: SliderAnswer,
  puzzle: { targetX: number; servedAt: number; now: number },
): SliderVerdict {
  if (Math.abs(answer.x - puzzle.targetX) > SLIDER_TOLERANCE_PX) return 'missed';
  const elapsed = puzzle.now - puzzle.servedAt;
  if (elapsed < MIN_THINK_MS) return 'answered before it could be seen';
  const { path } = answer;
  if (path.length < MIN_SAMPLES) return 'not a drag';
  const first = path[0]!;
  const last = path[path.length - 1]!;
  const dragMs = last[0] - first[0];
  if (answer.durationMs < MIN_DRAG_MS || dragMs < MIN_DRAG_MS) return 'too fast';
  // The client's clock may run a little fast or slow, not seconds ahead of the server's.
  if (dragMs > elapsed + 1000 || answer.durationMs > elapsed + 1000)
    return 'longer than the time since it was served';
  if (first[1] > START_MAX_PX || Math.abs(last[1] - answer.x) > 1) return 'not a drag';
  const steps: [number, number][] = [];
  for (let i = 1; i < path.length; i++) {
    const dt = path[i]![0] - path[i - 1]![0];
    const dx = path[i]![1] - path[i - 1]![1];
    if (dt < 0 || Math.abs(dx) > MAX_STEP_PX) return 'not a drag';
    steps.push([dt, dx]);
  }
  // A machine's interpolation: every step the same length in the same time. People (and their key
  // repeat) are never that exact over a whole drag.
  const moving = steps.filter(([, dx]) => dx !== 0);
  if (
    moving.length >= 4 &&
    moving.every(([dt, dx]) => dt === moving[0]![0] && Math.abs(dx - moving[0]![1]) < 0.01)
  )
    return 'not a drag';
  return 'ok';
}
