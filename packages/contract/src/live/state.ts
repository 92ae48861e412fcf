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
