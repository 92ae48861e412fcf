import { UserOutlined } from '@ant-design/icons';
import type { VisitorCard as VisitorCardData } from '@openfair/contract';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { CollectButton } from './collect-button';
import { useDetailOrigin } from './detail-origin';
import { useVisitorLabels } from './visitor-labels';

export function personDetailPath(id: string): string {
  return pathTo('personDetail', { id });
}

type Props = {
  card: VisitorCardData;
  /** given for logged-in users: shows the favourite heart */
  onToggleCollect?: (card: VisitorCardData) => void;
  collectPending?: boolean;
};

/** A visitor in the exhibitors' find list; a real link, so ctrl/middle click opens a new tab. */
export function VisitorCard({ card, onToggleCollect, collectPending }: Props) {
  const origin = useDetailOrigin();
  const { t } = useTranslation('catalog');
  const labels = useVisitorLabels();
  return (
    <article className="of-cat-card of-cat-person">
      <Link to={personDetailPath(card.id)} state={origin} className="of-cat-link">
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
