import type { NeedReview, SignReview } from '@openfair/contract';
import { Descriptions, Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { formatBeijingTime } from '../../shared/utils/beijing-time';

/** The meeting a need or sign-up is for, in the reader's language. */
function MeetingName({ meeting }: { meeting: NeedReview['meeting'] }) {
  const lang = useSession((s) => s.language);
  return <>{lang === 'en' ? meeting.titleEn || meeting.title : meeting.title}</>;
}

/** Who submitted a need, and for which meeting (the queue's first column). */
export function NeedApplicant({ n }: { n: NeedReview }) {
  const { t } = useTranslation('organizer-sourcing');
  return (
    <>
      <strong>{n.name}</strong> {n.isDemo && <Tag>{t('meetings.demo')}</Tag>}
      <div className="of-organizer-note">{n.companyName}</div>
      <div className="of-organizer-note">
        {t('reviews.forMeeting')} <MeetingName meeting={n.meeting} />
      </div>
    </>
  );
}

/** What the buyer wants: the fields a reviewer checks before exhibitors see them. */
export function NeedDetails({ n }: { n: NeedReview }) {
  const { t } = useTranslation('organizer-sourcing');
  const nature = (key: string) => t(`profile:businessNature.${key}`, { defaultValue: key });
  return (
    <div className="of-review-vip">
      {n.productImageUrl && (
        <Image width={96} src={n.productImageUrl} alt={t('reviews.productImage', { product: n.product })} />
      )}
      <Descriptions size="small" column={1} className="of-review-details">
        <Descriptions.Item label={t('reviews.fields.product')}>
          {n.product} · {n.purchaseQuantity.toLocaleString()}{' '}
          {t(`sourcing:units.${n.unit}`, { defaultValue: n.unit })}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.expectedDate')}>{n.expectedDate}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.supplier')}>
          {[
            nature(n.supplierBusinessNature),
            t(`sourcing:scales.${n.supplierScale}`, { defaultValue: n.supplierScale }),
            n.supplierRegion,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.certificates')}>
          {n.certificates || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.buyer')}>
          {[nature(n.businessNature), n.email, n.mobile, n.website].filter(Boolean).join(' · ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.other')}>{n.other || '—'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

export function SignApplicant({ s }: { s: SignReview }) {
  const { t } = useTranslation('organizer-sourcing');
  const lang = useSession((st) => st.language);
  return (
    <>
      <strong>{lang === 'en' ? s.exhibitorNameEn || s.exhibitorName : s.exhibitorName}</strong>{' '}
      {s.isDemo && <Tag>{t('meetings.demo')}</Tag>}
      <div className="of-organizer-note">
        {t('reviews.forMeeting')} <MeetingName meeting={s.meeting} />
      </div>
    </>
  );
}

export function SignDetails({ s }: { s: SignReview }) {
  const { t } = useTranslation('organizer-sourcing');
  const lang = useSession((st) => st.language);
  return (
    <Descriptions size="small" column={1} className="of-review-details">
      <Descriptions.Item label={t('reviews.fields.booth')}>{s.boothNumber}</Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.contact')}>
        {s.contactName} · {s.contactMobile}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.exhibits', { count: s.products.length })}>
        {s.products
          .map((p) => (lang === 'en' ? p.nameEn || p.name : p.name))
          .join(lang === 'en' ? ', ' : '、') || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

export const submittedAt = (at: string | null) => (at ? formatBeijingTime(at) : '—');
