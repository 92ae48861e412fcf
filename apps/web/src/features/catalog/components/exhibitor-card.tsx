import type { ExhibitorCard as ExhibitorCardData } from '@openfair/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { CardImage } from './card-image';
import { CollectButton } from './collect-button';
import { useDetailOrigin } from './detail-origin';
import { HighlightText } from './highlight-text';

export function exhibitorDetailPath(id: string): string {
  return pathTo('exhibitorDetail', { id });
}

type Props = {
  card: ExhibitorCardData;
  /** given for logged-in users: shows the favourite heart */
  onToggleCollect?: (card: ExhibitorCardData) => void;
  collectPending?: boolean;
};

/** An exhibitor in a find list or search result; a real link, so ctrl/middle click opens a new tab. */
export function ExhibitorCard({ card, onToggleCollect, collectPending }: Props) {
  const origin = useDetailOrigin();
  const { t } = useTranslation('catalog');
  const place = [card.city, card.country].filter(Boolean).join(', ');
  return (
    <article className="of-cat-card">
      <Link to={exhibitorDetailPath(card.id)} state={origin} className="of-cat-link">
        <CardImage src={card.image || card.logo} alt={card.name} wide={Boolean(card.image)} />
        <div className="of-cat-body">
          <h3 className="of-cat-name">
            {card.logo && card.image ? <img className="of-cat-logo" src={card.logo} alt="" /> : null}
            <HighlightText text={card.name} html={card.highlight?.name} />
          </h3>
          {card.floor || card.boothNumber ? (
            <div className="of-cat-meta">
              {t('card.booth', { floor: card.floor || '-', booth: card.boothNumber || '-' })}
            </div>
          ) : null}
          {place ? <div className="of-cat-meta">{place}</div> : null}
          {card.intro || card.highlight?.intro ? (
            <p className="of-cat-intro">
              <HighlightText text={card.intro} html={card.highlight?.intro} />
            </p>
          ) : null}
          <div className="of-cat-tags">
            {card.category ? <Tag color="blue">{card.category}</Tag> : null}
            {card.tags.slice(0, 3).map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
          <div className="of-cat-meta">{t('card.productCount', { count: card.productCount })}</div>
        </div>
      </Link>
      {onToggleCollect ? (
        <CollectButton
          collected={card.collected}
          name={card.name}
          disabled={collectPending}
          onToggle={() => onToggleCollect(card)}
        />
      ) : null}
    </article>
  );
}
