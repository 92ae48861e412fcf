import type { ProductCard as ProductCardData } from '@openfair/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { CardImage } from './card-image';
import { CollectButton } from './collect-button';
import { useDetailOrigin } from './detail-origin';
import { HighlightText } from './highlight-text';

export function productDetailPath(id: string): string {
  return pathTo('productDetail', { id });
}

type Props = {
  card: ProductCardData;
  /** given for logged-in users: shows the favourite heart */
  onToggleCollect?: (card: ProductCardData) => void;
  collectPending?: boolean;
};

/** A product in a find list or search result; a real link, so ctrl/middle click opens a new tab. */
export function ProductCard({ card, onToggleCollect, collectPending }: Props) {
  const origin = useDetailOrigin();
  const { t } = useTranslation('catalog');
  return (
    <article className="of-cat-card">
      <Link to={productDetailPath(card.id)} state={origin} className="of-cat-link">
        <CardImage src={card.image} alt={card.name} />
        <div className="of-cat-body">
          <h3 className="of-cat-name">
            <HighlightText text={card.name} html={card.highlight?.name} />
          </h3>
          {card.price ? <div className="of-cat-price">{t('card.price', { price: card.price })}</div> : null}
          {card.minOrder > 0 ? (
            <div className="of-cat-meta">{t('card.minOrder', { count: card.minOrder })}</div>
          ) : null}
          {card.exhibitorName ? <div className="of-cat-meta">{card.exhibitorName}</div> : null}
          <div className="of-cat-tags">
            {card.spotTrading ? <Tag color="green">{t('card.spotTrading')}</Tag> : null}
            {card.customization ? <Tag color="purple">{t('card.customization')}</Tag> : null}
            {card.scope !== 0 && !card.inPool ? <Tag color="orange">{t('card.restricted')}</Tag> : null}
            {card.tags.slice(0, 3).map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
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
