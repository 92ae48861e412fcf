import { UserOutlined } from '@ant-design/icons';
import type { VisitorCard as VisitorCardData } from '@openfair/contract';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../lib/paths';
import { CatalogCard, type CatalogCardProps } from './catalog-card';
import { useVisitorLabels } from './visitor-labels';

/** A visitor in the exhibitors' find list (the frame: CatalogCard). */
export function VisitorCard({ card, ...collect }: CatalogCardProps<VisitorCardData>) {
  const { t } = useTranslation('catalog');
  const labels = useVisitorLabels();
  return (
    <CatalogCard
      card={card}
      to={pathTo('personDetail', { id: card.id })}
      className="of-cat-card of-cat-person"
      {...collect}
    >
      <div className="of-cat-person-head">
        <Avatar size={64} src={card.headImage || undefined} icon={<UserOutlined />} alt={card.name} />
        <div>
          <h3 className="of-cat-name">{card.name}</h3>
          {card.position ? <div className="of-cat-meta">{card.position}</div> : null}
        </div>
      </div>
      <div className="of-cat-body">
        {card.company ? <div className="of-cat-meta">{card.company}</div> : null}
        {card.country ? <div className="of-cat-meta">{card.country}</div> : null}
        {card.businessNature ? (
          <div className="of-cat-meta">
            {t('card.businessNature', { value: labels.businessNature(card.businessNature) })}
          </div>
        ) : null}
        <div className="of-cat-tags">
          {card.purchaseCategories.slice(0, 4).map((c) => (
            <Tag key={c}>{labels.category(c)}</Tag>
          ))}
        </div>
      </div>
    </CatalogCard>
  );
}
