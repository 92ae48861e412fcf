import { IdcardOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import type { VisitorDetail } from '@openfair/contract';
import { Avatar, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useScreenName } from '../../../lib/document-title';
import { useSession } from '../../../lib/session-store';
import { ChatButton } from '../../../shared/chat/chat-button';
import { FactList } from '../../../shared/ui/fact-list';
import { useFeedback } from '../../../shared/ui/feedback';
import { useVisitorLabels } from '../components/visitor-labels';
import { useKeepVisitingCard, useVisitorDetail } from './detail.api';
import {
  DetailBackLink,
  DetailCollectButton,
  DetailFields,
  DetailSection,
  DetailState,
  joinParts,
} from './detail-parts';

function ContactSection({ detail }: { detail: VisitorDetail }) {
  const { t } = useTranslation('catalog-detail');
  // The server sends email and mobile only when the visitor consented to share them (share_contact).
  if (!detail.email && !detail.mobile) return null;
  return (
    <DetailSection title={t('person.contact')}>
      <FactList
        column={1}
        size="small"
        items={[
          ...(detail.email
            ? [
                {
                  key: 'email',
                  label: (
                    <>
                      <MailOutlined /> {t('person.fields.email')}
                    </>
                  ),
                  children: <a href={`mailto:${detail.email}`}>{detail.email}</a>,
                },
              ]
            : []),
          ...(detail.mobile
            ? [
                {
                  key: 'mobile',
                  label: (
                    <>
                      <PhoneOutlined /> {t('person.fields.mobile')}
                    </>
                  ),
                  children: <a href={`tel:${detail.mobile}`}>{detail.mobile}</a>,
                },
              ]
            : []),
        ]}
      />
    </DetailSection>
  );
}

/**
 * Exhibitor staff keep the visitor's business card: the visitor joins the company's client pool (kept by this
 * employee) and sees its client-only products and lives. Once in the pool, the button says so and rests.
 */
function KeepCardButton({ detail }: { detail: VisitorDetail }) {
  const { t } = useTranslation('catalog-detail');
  const { message } = useFeedback();
  const isStaff = useSession((s) => s.subjectType === 'ACTOR');
  const keep = useKeepVisitingCard(detail.id);
  if (!isStaff) return null;
  if (detail.inClientPool) {
    return (
      <Button icon={<IdcardOutlined />} disabled>
        {t('person.card.kept')}
      </Button>
    );
  }
  return (
    <Button
      icon={<IdcardOutlined />}
      loading={keep.isPending}
      onClick={() =>
        keep.mutate(undefined, {
          onSuccess: (r) =>
            void message.success(t(r.alreadyMember ? 'person.card.already' : 'person.card.done')),
          onError: (e) => void message.error(e.message),
        })
      }
    >
      {t('person.card.keep')}
    </Button>
  );
}

/**
 * Visitor detail for exhibitors (/find-person/detail/:id): company, business and sourcing needs; contact
 * details only when the visitor agreed to share them.
 */
export function PersonDetailScreen() {
  const { t } = useTranslation('catalog-detail');
  const labels = useVisitorLabels();
  const { id = '' } = useParams<{ id: string }>();
  const query = useVisitorDetail(id);
  const detail = query.data;
  useScreenName(detail?.name);
  const place = detail ? joinParts([detail.city, detail.province, detail.country], ', ') : '';
  const business = detail
    ? [
        { key: 'company', value: detail.company },
        { key: 'position', value: detail.position },
        { key: 'location', value: place },
        {
          key: 'businessNature',
          value: detail.businessNature && labels.businessNature(detail.businessNature),
        },
        {
          key: 'website',
          value: /^https?:\/\//i.test(detail.website) ? (
            <a href={detail.website} target="_blank" rel="noopener noreferrer">
              {detail.website}
            </a>
          ) : (
            detail.website
          ),
        },
      ].filter((r) => r.value)
    : [];

  return (
    <>
      <DetailBackLink parent="person" />
      <DetailState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {detail ? (
          <div className="of-detail">
            <header className="of-detail-header">
              <Avatar size={88} src={detail.headImage || undefined} icon={<UserOutlined />} alt="" />
              <div className="of-detail-header-main">
                <h1>{detail.name}</h1>
                <p className="of-detail-subtitle">{joinParts([detail.position, detail.company])}</p>
                {place ? <div className="of-detail-meta">{place}</div> : null}
              </div>
              <div className="of-detail-actions">
                <ChatButton userID={detail.imAccount} name={detail.name} />
                <KeepCardButton detail={detail} />
                <DetailCollectButton
                  subjectType="VISITOR"
                  subjectId={detail.id}
                  collected={detail.collected}
                />
              </div>
            </header>
            {business.length > 0 ? (
              <DetailSection title={t('person.business')}>
                {/* Labels stay on one line: at 375 px the narrow label column broke "业务性质" mid-word. */}
                <DetailFields
                  nowrapLabels
                  rows={business.map((r) => ({
                    key: r.key,
                    label: t(`person.fields.${r.key}`),
                    value: r.value,
                  }))}
                />
              </DetailSection>
            ) : null}
            <DetailSection title={t('person.needs')}>
              {detail.purchaseCategories.length > 0 ? (
                <div className="of-detail-tags">
                  {detail.purchaseCategories.map((c) => (
                    <Tag key={c}>{labels.category(c)}</Tag>
                  ))}
                </div>
              ) : null}
              <p className="of-detail-text">{detail.sourcingDemand || t('person.noNeeds')}</p>
            </DetailSection>
            <ContactSection detail={detail} />
          </div>
        ) : null}
      </DetailState>
    </>
  );
}
