import { LiveState } from '@openfair/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const BADGES: Record<number, { key: 'onAir' | 'upcoming' | 'replay'; color: string }> = {
  [LiveState.OnAir]: { key: 'onAir', color: 'red' },
  [LiveState.Upcoming]: { key: 'upcoming', color: 'blue' },
  [LiveState.Replay]: { key: 'replay', color: 'default' },
};

/** A live's state badge (spec 001 §4: on live, upcoming, replay), wherever lives are listed. */
export function LiveStateTag({ state, className }: { state: number; className?: string }) {
  const { t } = useTranslation('common');
  const badge = BADGES[state] ?? BADGES[LiveState.Replay]!;
  return (
    <Tag color={badge.color} className={className} data-testid="live-state">
      {t(`liveState.${badge.key}`)}
    </Tag>
  );
}
