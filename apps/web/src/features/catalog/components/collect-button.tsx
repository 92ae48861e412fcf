import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = { collected: boolean; name: string; onToggle: () => void; disabled?: boolean };

/** The favourite heart on a card; only shown to logged-in users (the card renders it when given a handler). */
export function CollectButton({ collected, name, onToggle, disabled }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <button
      type="button"
      className={`of-cat-heart${collected ? ' is-on' : ''}`}
      aria-pressed={collected}
      aria-label={t(collected ? 'card.uncollect' : 'card.collect', { name })}
      title={t(collected ? 'card.uncollect' : 'card.collect', { name })}
      disabled={disabled}
      onClick={onToggle}
    >
      {collected ? <HeartFilled /> : <HeartOutlined />}
    </button>
  );
}
