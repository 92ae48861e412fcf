import {
  ArrowRightOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  MessageOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { ExhibitorDetail } from '@openfair/contract';
import { Avatar, Button, Carousel, Empty, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { HotExhibitors } from '../../../shared/ui/hot-exhibitors';
import { useCollectToggle } from '../api/catalog.api';
import { ProductCard } from '../components/product-card';
import { useExhibitorDetail } from './detail.api';
import {
  DetailBackLink,
  DetailCollectButton,
  DetailFields,
  DetailSection,
  DetailState,
  DetailTags,
  joinParts,
} from './detail-parts';
import { ExhibitorLives } from './exhibitor-lives';

/** Profile fields of spec 001 §3 in their order; the header already shows name, booth, place and tags. */
const PROFILE_FIELDS = [
  'nameEn',
  'address',
  'country',
  'province',
  'city',
  'postCode',
  'companyScale',
  'registeredCapital',
  'attendanceTimes',
  'listed',
  'floor',
  'boothArea',
  'boothNumber',
  'website',
  'brand',
  'fax',
  'telephone',
  'email',
  'contacts',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

function isSafeWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

function fieldValue(detail: ExhibitorDetail, field: ProfileField, yesNo: (v: boolean) => string): ReactNode {
  switch (field) {
    case 'listed':
      return yesNo(detail.listed);
    case 'attendanceTimes':
      return detail.attendanceTimes > 0 ? String(detail.attendanceTimes) : '';
    case 'website':
      return detail.website && isSafeWebUrl(detail.website) ? (
        <a href={detail.website} target="_blank" rel="noopener noreferrer">
          {detail.website}
        </a>
      ) : (
        detail.website
      );
    case 'email':
      return detail.email ? <a href={`mailto:${detail.email}`}>{detail.email}</a> : '';
    default:
      return detail[field];
  }
}

function ExhibitorHeader({ detail, canCollect }: { detail: ExhibitorDetail; canCollect: boolean }) {
  const { t } = useTranslation('catalog-detail');
  const booth = joinParts([detail.floor, detail.boothArea, detail.boothNumber]);
  const place = joinParts([detail.city, detail.province, detail.country], ', ');
  return (
    <header className="of-detail-header">
      <Avatar shape="square" size={96} src={detail.logo || undefined} icon={<ShopOutlined />} alt="" />
      <div className="of-detail-header-main">
        <h1>{detail.name}</h1>
        {detail.nameEn && detail.nameEn !== detail.name ? (
          <p className="of-detail-subtitle">{detail.nameEn}</p>
        ) : null}
        <div className="of-detail-meta">
          {booth ? <span>{t('exhibitor.booth', { booth })}</span> : null}
          {place ? (
            <span>
              <EnvironmentOutlined /> {place}
            </span>
          ) : null}
          {detail.category ? <span>{detail.category}</span> : null}
        </div>
        <DetailTags tags={detail.tags} />
      </div>
      {/* Only when there is an action: an empty item would still take a gap in the wrapped header. */}
      {canCollect ? (
        <div className="of-detail-actions">
          <DetailCollectButton subjectType="ACTOR" subjectId={detail.id} collected={detail.collected} />
        </div>
      ) : null}
    </header>
  );
}

function ExhibitorMedia({ detail }: { detail: ExhibitorDetail }) {
  const { t } = useTranslation('catalog-detail');
  if (detail.images.length === 0 && !detail.video && !detail.url3d) return null;
  return (
    <DetailSection
      title={t('exhibitor.media')}
      extra={
        detail.url3d && isSafeWebUrl(detail.url3d) ? (
          // The 3D pavilion is another site: a new tab keeps the fair open (spec 001 §3 url3d).
          <a href={detail.url3d} target="_blank" rel="noopener noreferrer">
            <GlobalOutlined /> {t('exhibitor.open3d')}
          </a>
        ) : null
      }
    >
      <div className="of-detail-media">
        {detail.images.length > 0 ? (
          <Carousel autoplay={detail.images.length > 1} autoplaySpeed={5000} dots>
            {detail.images.map((src, i) => (
              <div key={src}>
                <img
                  className="of-detail-slide"
                  src={src}
                  alt={t('exhibitor.imageAlt', { name: detail.name, index: i + 1 })}
                />
              </div>
            ))}
          </Carousel>
        ) : null}
        {detail.video ? (
          // biome-ignore lint/a11y/useMediaCaption: exhibitor videos are uploaded without caption tracks
          <video className="of-detail-video" src={detail.video} controls preload="metadata" />
        ) : null}
      </div>
    </DetailSection>
  );
}

/** The exhibitor's hot showcase: its scenes with product points (the home's hot sample component). */
function ExhibitorShowcase({ detail }: { detail: ExhibitorDetail }) {
  const { t } = useTranslation('catalog-detail');
  if (detail.hotShowcase.length === 0) return null;
  return (
    <DetailSection
      title={t('exhibitor.showcase')}
      extra={<span className="of-detail-hint">{t('exhibitor.showcaseHint')}</span>}
    >
      <HotExhibitors samples={detail.hotShowcase} showExhibitor={false} />
    </DetailSection>
  );
}

function ExhibitorProducts({ detail }: { detail: ExhibitorDetail }) {
  const { t } = useTranslation('catalog-detail');
  const collect = useCollectToggle()('PRODUCT');
  return (
    <DetailSection
      title={t('exhibitor.products', { count: detail.productTotal })}
      extra={
        detail.productTotal > detail.products.length ? (
          <Link to={pathTo('findList', { type: 'product' }, { exhibitorId: detail.id })}>
            {t('exhibitor.moreProducts')} <ArrowRightOutlined />
          </Link>
        ) : null
      }
    >
      {detail.products.length === 0 ? (
        <Empty description={t('exhibitor.noProducts')} />
      ) : (
        <div className="of-detail-grid">
          {detail.products.map((card) => (
            <ProductCard key={card.id} card={card} {...collect} />
          ))}
        </div>
      )}
    </DetailSection>
  );
}

function ExhibitorEmployees({ detail }: { detail: ExhibitorDetail }) {
  const { t } = useTranslation('catalog-detail');
  if (detail.employees.length === 0) return null;
  return (
    <DetailSection title={t('exhibitor.employees')}>
      <div className="of-employee-list">
        {detail.employees.map((e) => (
          <div key={e.id} className="of-employee">
            <Avatar size={44} src={e.headImage || undefined} alt="">
              {e.name.slice(0, 1)}
            </Avatar>
            <div className="of-employee-text">
              <strong>{e.name}</strong>
              {e.position ? <span>{e.position}</span> : null}
            </div>
            {/* Chat is not built yet: the button says so instead of doing nothing. */}
            <Tooltip title={t('exhibitor.chatComing')}>
              <span>
                <Button
                  icon={<MessageOutlined />}
                  disabled
                  aria-label={t('exhibitor.chatWith', { name: e.name })}
                >
                  {t('exhibitor.chat')}
                </Button>
              </span>
            </Tooltip>
          </div>
        ))}
      </div>
    </DetailSection>
  );
}

/**
 * Exhibitor detail (/find-exhibitor/detail/:id): header with the favourite toggle, images, video and 3D
 * link, the hot showcase, the lives, the profile fields of spec 001 §3, the first page of products and the
 * employees.
 */
export function ExhibitorDetailScreen() {
  const { t } = useTranslation('catalog-detail');
  const { id = '' } = useParams<{ id: string }>();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  // Favourites of exhibitors belong to visitors (spec 000 §2); anonymous users are led to login.
  const canCollect = !(loggedIn && session.subjectType === 'ACTOR');
  const query = useExhibitorDetail(id);
  const detail = query.data;
  const yesNo = (v: boolean) => t(v ? 'common.yes' : 'common.no');
  const rows = detail
    ? PROFILE_FIELDS.map((field) => ({ field, value: fieldValue(detail, field, yesNo) })).filter(
        (r) => r.value !== '' && r.value !== null && r.value !== undefined,
      )
    : [];

  return (
    <>
      <DetailBackLink parent="exhibitor" />
      <DetailState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {detail ? (
          <div className="of-detail">
            <ExhibitorHeader detail={detail} canCollect={canCollect} />
            <ExhibitorMedia detail={detail} />
            {detail.introduction ? (
              <DetailSection title={t('exhibitor.introduction')}>
                <p className="of-detail-text">{detail.introduction}</p>
              </DetailSection>
            ) : null}
            <ExhibitorShowcase detail={detail} />
            <ExhibitorLives lives={detail.lives} />
            {rows.length > 0 ? (
              <DetailSection title={t('exhibitor.profile')}>
                <DetailFields
                  rows={rows.map((r) => ({
                    key: r.field,
                    label: t(`exhibitor.fields.${r.field}`),
                    value: r.value,
                  }))}
                />
              </DetailSection>
            ) : null}
            <ExhibitorProducts detail={detail} />
            <ExhibitorEmployees detail={detail} />
          </div>
        ) : null}
      </DetailState>
    </>
  );
}
