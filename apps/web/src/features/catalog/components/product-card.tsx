import type { ProductCard as ProductCardData } from '@openfair/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../lib/paths';
import { CardImage } from './card-image';
import { CatalogCard, type CatalogCardProps } from './catalog-card';
import { HighlightText } from './highlight-text';

/** A product in a find list or search result (the frame: CatalogCard). */
export function ProductCard({ card, priority, ...collect }: CatalogCardProps<ProductCardData>) {
  const { t } = useTranslation('catalog');
  return (
    <CatalogCard card={card} to={pathTo('productDetail', { id: card.id })} {...collect}>
      <CardImage src={card.image} alt={card.name} priority={priority} />
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
    </CatalogCard>
  );
}
