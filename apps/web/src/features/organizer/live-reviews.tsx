import type { LiveReview } from '@openfair/contract';
import { Descriptions, Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { formatBeijingTime } from '../../shared/utils/beijing-time';

/** The live's name, its company and its cover (the live queue's first column). */
export function LiveApplicant({ l }: { l: LiveReview }) {
  const { t } = useTranslation('organizer-live');
  const lang = useSession((s) => s.language);
  const name = lang === 'en' ? l.nameEn || l.name : l.name;
  return (
    <div className="of-review-live">
      {l.cover ? (
        <Image width={96} src={l.cover} alt={t('reviews.cover', { name })} />
      ) : (
        <span className="of-organizer-note">{t('reviews.noCover')}</span>
      )}
      <div>
        <strong>{name}</strong> {l.isDemo && <Tag>{t('reviews.demo')}</Tag>}
        <div className="of-organizer-note">
          {lang === 'en' ? l.companyNameEn || l.companyName : l.companyName}
        </div>
      </div>
    </div>
  );
}

/** What visitors would see: both names, the time, the scope, the featured products and the introduction. */
export function LiveDetails({ l }: { l: LiveReview }) {
  const { t } = useTranslation('organizer-live');
  const lang = useSession((s) => s.language);
  return (
    <Descriptions size="small" column={1} className="of-review-details">
      <Descriptions.Item label={t('reviews.fields.names')}>
        {[l.name, l.nameEn].filter(Boolean).join(' · ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.startTime')}>
        {formatBeijingTime(l.startTime)} – {formatBeijingTime(l.endTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.scope')}>
        {t(`reviews.scopes.${l.scope}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.products', { count: l.products.length })}>
        {l.products.length === 0 ? (
          '—'
        ) : (
          <ul className="of-review-live-products">
            {l.products.map((p) => {
              const name = lang === 'en' ? p.nameEn || p.name : p.name;
              return (
                <li key={p.id}>
                  {p.image && <img src={p.image} alt="" width={32} height={32} />}
                  {name}
                </li>
              );
            })}
          </ul>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.intro')}>{l.intro || '—'}</Descriptions.Item>
    </Descriptions>
  );
}
