import { LIVE_TIME_ZONE, LiveState } from '@openfair/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** "2026-11-22 14:00" in Beijing time, whatever the viewer's time zone (spec 001 §1). */
export function formatLiveTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LIVE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const BADGES: Record<number, { key: string; color: string }> = {
  [LiveState.OnAir]: { key: 'onAir', color: 'red' },
  [LiveState.Upcoming]: { key: 'upcoming', color: 'blue' },
  [LiveState.Replay]: { key: 'replay', color: 'default' },
};

/** spec 001 §4: on live, upcoming, replay. */
export function LiveStateTag({ state, className }: { state: number; className?: string }) {
  const { t } = useTranslation('live');
  const badge = BADGES[state] ?? BADGES[LiveState.Replay]!;
  return (
    <Tag color={badge.color} className={className} data-testid="live-state">
      {t(`state.${badge.key}`)}
    </Tag>
  );
}
