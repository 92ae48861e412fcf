import {
  type LiveReview,
  type NeedReview,
  type RegistrationReview,
  type ReviewDecision,
  ReviewStatuses,
  type SignReview,
  type VipReview,
} from '@openfair/contract';
import { Button, Descriptions, Image, Input, Select, Space, Tabs, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, ConsoleTable, useConsoleListParams } from './console-list';
import { LiveApplicant, LiveDetails } from './live-reviews';
import { PermissionGate } from './permission-gate';
import {
  type ReviewQueue,
  ReviewQueues,
  useLiveReviews,
  useRegistrationReviews,
  useVipReviews,
} from './reviews.api';
import { useNeedReviews, useSignReviews } from './sourcing.api';
import { NeedApplicant, NeedDetails, SignApplicant, SignDetails } from './sourcing-reviews';
import './organizer.css';
import type { DataColumn } from '../../shared/ui/data-table';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import type { Decision } from './decision-dialog';

const DecisionDialog = deferredComponent(() => import('./decision-dialog').then((m) => m.DecisionDialog));
// The dialog's code comes once the screen is drawn, so deciding shows it at once.
preloadWhenIdle(DecisionDialog);

const STATUS_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

function StatusTag({ status, reason }: { status: keyof typeof STATUS_COLOURS; reason: string }) {
  const { t } = useTranslation('organizer');
  return (
    <>
      <Tag color={STATUS_COLOURS[status]}>{t(`reviews.status.${status}`)}</Tag>
      {reason && <div className="of-organizer-note">{t('reviews.reasonShown', { reason })}</div>}
    </>
  );
}

function DecisionButtons({ onDecide }: { onDecide: (decision: ReviewDecision) => void }) {
  const { t } = useTranslation('organizer');
  return (
    <Space wrap>
      <Button type="primary" size="small" onClick={() => onDecide('approve')}>
        {t('reviews.approve')}
      </Button>
      <Button danger size="small" onClick={() => onDecide('reject')}>
        {t('reviews.reject')}
      </Button>
    </Space>
  );
}

function RegistrationDetails({ r }: { r: RegistrationReview }) {
  const { t } = useTranslation('organizer');
  const verified = (ok: boolean) => (ok ? ` (${t('reviews.verified')})` : '');
  return (
    <Descriptions size="small" column={1} className="of-review-details">
      <Descriptions.Item label={t('reviews.fields.english')}>
        {[r.nameEn, r.positionEn, r.companyEn].filter(Boolean).join(' · ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.contact')}>
        {[
          r.email && `${r.email}${verified(r.emailVerified)}`,
          r.mobile && `${r.mobile}${verified(r.mobileVerified)}`,
        ]
          .filter(Boolean)
          .join(' · ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.country')}>{r.countryCode || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.business')}>
        {[
          r.businessNature &&
            t(`profile:businessNature.${r.businessNature}`, { defaultValue: r.businessNature }),
          r.purchaseCategories.join(', '),
        ]
          .filter(Boolean)
          .join(' · ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('reviews.fields.website')}>{r.website || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

function VipDetails({ v }: { v: VipReview }) {
  const { t } = useTranslation('organizer');
  return (
    <div className="of-review-vip">
      <Image.PreviewGroup>
        <figure>
          <Image
            width={120}
            src={v.passportPhotoUrl}
            alt={t('reviews.fields.passportPhoto', { name: v.fullName })}
          />
          <figcaption>{t('reviews.fields.passportPhotoCaption')}</figcaption>
        </figure>
        <figure>
          <Image width={90} src={v.photoUrl} alt={t('reviews.fields.photo', { name: v.fullName })} />
          <figcaption>{t('reviews.fields.photoCaption')}</figcaption>
        </figure>
      </Image.PreviewGroup>
      <Descriptions size="small" column={1} className="of-review-details">
        <Descriptions.Item label={t('reviews.fields.passportNumber')}>{v.passportNumber}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.contact')}>
          {v.phone} · {v.email}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviews.fields.address')}>{v.address}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

function Reviews() {
  const { t } = useTranslation('organizer');
  const { pageNum, keyword, setParam, pick } = useConsoleListParams();
  const queue = pick('queue', ReviewQueues) ?? 'registrations';
  const status = pick('status', ReviewStatuses) ?? 'pending';
  const request = { pageNum, pageSize: CONSOLE_PAGE_SIZE, status, keyword };
  const registrations = useRegistrationReviews(request, queue === 'registrations');
  const vip = useVipReviews(request, queue === 'vip');
  const needs = useNeedReviews(request, queue === 'sourcingNeeds');
  const signs = useSignReviews(request, queue === 'sourcingSigns');
  const liveQueue = useLiveReviews(request, queue === 'lives');
  // The sourcing and live queues' texts live with those consoles' own.
  const { t: ts } = useTranslation('organizer-sourcing');
  const { t: tl } = useTranslation('organizer-live');
  const queueText = (key: 'queues' | 'search', q: ReviewQueue) =>
    q === 'sourcingNeeds' || q === 'sourcingSigns'
      ? ts(`reviews.${key}.${q}`)
      : q === 'lives'
        ? tl(`reviews.${key}`)
        : t(`reviews.${key}.${q}`);
  const lang = useSession((st) => st.language);
  const [decision, setDecision] = useState<Decision | null>(null);
  const mobile = isMobileWidth(useViewportWidth());

  const submitted = (at: string | null) => (at ? formatBeijingTime(at) : '—');
  const registrationColumns: DataColumn<RegistrationReview>[] = [
    {
      key: 'who',
      title: t('reviews.fields.applicant'),
      render: (_, r) => (
        <>
          <strong>{r.name}</strong> {r.isDemo && <Tag>{t('reviews.demo')}</Tag>}
          <div className="of-organizer-note">{[r.position, r.company].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    { key: 'details', title: t('reviews.fields.details'), render: (_, r) => <RegistrationDetails r={r} /> },
    { key: 'submitted', title: t('reviews.fields.submittedAt'), render: (_, r) => submitted(r.submittedAt) },
    {
      key: 'status',
      title: t('reviews.fields.status'),
      render: (_, r) =>
        r.status === 'pending' ? (
          <DecisionButtons
            onDecide={(d) => setDecision({ queue: 'registrations', id: r.id, name: r.name, decision: d })}
          />
        ) : (
          <StatusTag status={r.status} reason={r.reason} />
        ),
    },
  ];
  const vipColumns: DataColumn<VipReview>[] = [
    {
      key: 'who',
      title: t('reviews.fields.applicant'),
      render: (_, v) => (
        <>
          <strong>
            {t(`reviews.sexTitles.${v.sexTitle}`)} {v.fullName}
          </strong>{' '}
          {v.isDemo && <Tag>{t('reviews.demo')}</Tag>}
          <div className="of-organizer-note">{v.companyName}</div>
        </>
      ),
    },
    { key: 'details', title: t('reviews.fields.details'), render: (_, v) => <VipDetails v={v} /> },
    { key: 'submitted', title: t('reviews.fields.submittedAt'), render: (_, v) => submitted(v.submittedAt) },
    {
      key: 'status',
      title: t('reviews.fields.status'),
      render: (_, v) =>
        v.status === 'pending' ? (
          <DecisionButtons
            onDecide={(d) => setDecision({ queue: 'vip', id: v.id, name: v.fullName, decision: d })}
          />
        ) : (
          <StatusTag status={v.status} reason={v.reason} />
        ),
    },
  ];
  const needColumns: DataColumn<NeedReview>[] = [
    { key: 'who', title: t('reviews.fields.applicant'), render: (_, n) => <NeedApplicant n={n} /> },
    { key: 'details', title: t('reviews.fields.details'), render: (_, n) => <NeedDetails n={n} /> },
    { key: 'submitted', title: t('reviews.fields.submittedAt'), render: (_, n) => submitted(n.submittedAt) },
    {
      key: 'status',
      title: t('reviews.fields.status'),
      render: (_, n) =>
        n.status === 'pending' ? (
          <DecisionButtons
            onDecide={(d) => setDecision({ queue: 'sourcingNeeds', id: n.id, name: n.name, decision: d })}
          />
        ) : (
          <StatusTag status={n.status} reason={n.reason} />
        ),
    },
  ];
  const signColumns: DataColumn<SignReview>[] = [
    { key: 'who', title: t('reviews.fields.applicant'), render: (_, s) => <SignApplicant s={s} /> },
    { key: 'details', title: t('reviews.fields.details'), render: (_, s) => <SignDetails s={s} /> },
    { key: 'submitted', title: t('reviews.fields.submittedAt'), render: (_, s) => submitted(s.submittedAt) },
    {
      key: 'status',
      title: t('reviews.fields.status'),
      render: (_, s) =>
        s.status === 'pending' ? (
          <DecisionButtons
            onDecide={(d) =>
              setDecision({ queue: 'sourcingSigns', id: s.id, name: s.exhibitorName, decision: d })
            }
          />
        ) : (
          <StatusTag status={s.status} reason={s.reason} />
        ),
    },
  ];
  const liveColumns: DataColumn<LiveReview>[] = [
    { key: 'who', title: tl('reviews.fields.live'), render: (_, l) => <LiveApplicant l={l} /> },
    { key: 'details', title: t('reviews.fields.details'), render: (_, l) => <LiveDetails l={l} /> },
    { key: 'submitted', title: t('reviews.fields.submittedAt'), render: (_, l) => submitted(l.submittedAt) },
    {
      key: 'status',
      title: t('reviews.fields.status'),
      render: (_, l) =>
        l.status === 'pending' ? (
          <DecisionButtons
            onDecide={(d) =>
              setDecision({
                queue: 'lives',
                id: l.id,
                name: lang === 'en' ? l.nameEn || l.name : l.name,
                decision: d,
                version: l.submittedAt ?? '',
              })
            }
          />
        ) : (
          <StatusTag status={l.status} reason={l.reason} />
        ),
    },
  ];

  const toolbar = (
    <div className="of-organizer-toolbar">
      <Input.Search
        allowClear
        key={`${queue}-${keyword}`}
        defaultValue={keyword}
        placeholder={queueText('search', queue)}
        aria-label={queueText('search', queue)}
        className="of-organizer-search"
        onSearch={(value) => setParam('keyword', value.trim())}
      />
      <ConsoleFilter
        label={t('reviews.fields.status')}
        value={status}
        options={ReviewStatuses.map((s) => ({ value: s, label: t(`reviews.status.${s}`) }))}
        onChange={(value) => setParam('status', value || 'pending')}
      />
    </div>
  );
  // On a phone the details column moves under the applicant, so a row reads top to bottom.
  const narrow = <T,>(columns: DataColumn<T>[]) =>
    mobile ? columns.filter((c) => c.key !== 'details' && c.key !== 'submitted') : columns;
  const expandable = <T extends RegistrationReview | VipReview | NeedReview | SignReview | LiveReview>(
    render: (row: T) => ReactNode,
  ) => (mobile ? { expandedRowRender: render } : undefined);

  return (
    <div className="of-organizer-page">
      <p className="of-organizer-note">{t('reviews.help')}</p>
      {mobile ? (
        // Five tabs do not fit a phone, and antd's overflow menu would sit inside the tab list.
        <Select
          className="of-organizer-filter"
          aria-label={ts('reviews.queue')}
          value={queue}
          onChange={(key) => setParam('queue', key)}
          options={ReviewQueues.map((q) => ({ value: q, label: queueText('queues', q) }))}
        />
      ) : (
        <Tabs
          activeKey={queue}
          onChange={(key) => setParam('queue', key)}
          items={ReviewQueues.map((q) => ({ key: q, label: queueText('queues', q) }))}
        />
      )}
      {toolbar}
      {queue === 'registrations' ? (
        <ConsoleTable<RegistrationReview>
          query={registrations}
          columns={narrow(registrationColumns)}
          wide={!mobile}
          expandable={expandable<RegistrationReview>((r) => <RegistrationDetails r={r} />)}
          pageNum={pageNum}
          onPage={(page) => setParam('page', page)}
          emptyText={t(`reviews.empty.${status}`)}
        />
      ) : queue === 'vip' ? (
        <ConsoleTable<VipReview>
          query={vip}
          columns={narrow(vipColumns)}
          wide={!mobile}
          expandable={expandable<VipReview>((v) => <VipDetails v={v} />)}
          pageNum={pageNum}
          onPage={(page) => setParam('page', page)}
          emptyText={t(`reviews.empty.${status}`)}
        />
      ) : queue === 'sourcingNeeds' ? (
        <ConsoleTable<NeedReview>
          query={needs}
          columns={narrow(needColumns)}
          wide={!mobile}
          expandable={expandable<NeedReview>((n) => <NeedDetails n={n} />)}
          pageNum={pageNum}
          onPage={(page) => setParam('page', page)}
          emptyText={t(`reviews.empty.${status}`)}
        />
      ) : queue === 'lives' ? (
        <ConsoleTable<LiveReview>
          query={liveQueue}
          columns={narrow(liveColumns)}
          wide={!mobile}
          expandable={expandable<LiveReview>((l) => <LiveDetails l={l} />)}
          pageNum={pageNum}
          onPage={(page) => setParam('page', page)}
          emptyText={t(`reviews.empty.${status}`)}
        />
      ) : (
        <ConsoleTable<SignReview>
          query={signs}
          columns={narrow(signColumns)}
          wide={!mobile}
          expandable={expandable<SignReview>((s) => <SignDetails s={s} />)}
          pageNum={pageNum}
          onPage={(page) => setParam('page', page)}
          emptyText={t(`reviews.empty.${status}`)}
        />
      )}
      {decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </div>
  );
}

/**
 * /organizer/reviews: visitor registrations, VIP applications, buyers' sourcing needs, exhibitors'
 * sourcing sign-ups and exhibitors' lives waiting for a decision (owners, reviewers).
 */
export function OrganizerReviewsScreen() {
  return <PermissionGate permission="review">{() => <Reviews />}</PermissionGate>;
}
