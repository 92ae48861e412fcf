import type { ExhibitorCard as ExhibitorCardData } from '@openfair/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../lib/paths';
import { CardImage } from './card-image';
import { CatalogCard, type CatalogCardProps } from './catalog-card';
import { HighlightText } from './highlight-text';

/** An exhibitor in a find list or search result (the frame: CatalogCard). */
export function ExhibitorCard({ card, priority, ...collect }: CatalogCardProps<ExhibitorCardData>) {
  const { t } = useTranslation('catalog');
  const place = [card.city, card.country].filter(Boolean).join(', ');
  return (
    <CatalogCard card={card} to={pathTo('exhibitorDetail', { id: card.id })} {...collect}>
      <CardImage
        src={card.image || card.logo}
        alt={card.name}
        wide={Boolean(card.image)}
        priority={priority}
      />
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
    </CatalogCard>
  );
}
