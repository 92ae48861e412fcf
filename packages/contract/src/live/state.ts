import { LiveState } from '../enums';

/**
 * Live streams (spec 001 §3 "Live", §4 live state). Live times are Beijing time (spec 001 §1): the client
 * shows them in this zone, labelled with LIVE_TIME_LABEL, whatever the viewer's own clock says.
 */
export const LIVE_TIME_ZONE = 'Asia/Shanghai';
export const LIVE_TIME_LABEL = 'GMT+8';

/**
 * The state of a live at `now`, derived from its times rather than stored, so it never goes stale:
 * before the start it is upcoming, from the start until the end it is on air, after the end a replay.
 */
export function liveStateAt(
  live: { startTime: Date | string; endTime: Date | string },
  now: Date = new Date(),
): LiveState {
  const t = now.getTime();
  if (t < new Date(live.startTime).getTime()) return LiveState.Upcoming;
  if (t < new Date(live.endTime).getTime()) return LiveState.OnAir;
  return LiveState.Replay;
}

/**
 * The state of a live as every screen shows it. A live an exhibitor creates follows its stream: upcoming
 * until the first publish, on air while the encoder publishes, a replay once it stops (`streamState`,
 * written by the ingest driver at once on publish and unpublish). Demo lives have no encoder behind them,
 * so theirs stays derived from their times (liveStateAt): a long-running demo still sees lives go on air
 * and end; the player then says that nothing is being broadcast, and their replays have no recording.
 */
export function liveStateOf(
  live: { isDemo: boolean; streamState: number; startTime: Date | string; endTime: Date | string },
  now: Date = new Date(),
): LiveState {
  if (live.isDemo) return liveStateAt(live, now);
  return live.streamState === LiveState.OnAir || live.streamState === LiveState.Upcoming
    ? live.streamState
    : LiveState.Replay;
}
