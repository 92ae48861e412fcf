import { ArrowRightOutlined, EnvironmentOutlined, GlobalOutlined, ShopOutlined } from '@ant-design/icons';
import { type ExhibitorDetail, mayCollect } from '@openfair/contract';
import { Avatar, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useScreenName } from '../../../lib/document-title';
import { pathTo } from '../../../lib/paths';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { ChatButton } from '../../../shared/chat/chat-button';
import { HotExhibitors } from '../../../shared/ui/hot-exhibitors';
import { SlideShow } from '../../../shared/ui/slide-show';
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
  useHallAndBooth,
} from './detail-parts';
import { ExhibitorLives } from './exhibitor-lives';

/** The exhibitor's pictures turn every five seconds, like the home banners. */
const GALLERY_AUTOPLAY_MS = 5000;

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

/**
 * What a buyer looks for first: logo, name, hall and booth, a few key facts and the actions; the
 * products follow right after, the rest of the profile further down.
 */
function ExhibitorHeader({ detail, canCollect }: { detail: ExhibitorDetail; canCollect: boolean }) {
  const { t } = useTranslation('catalog-detail');
  const booth = useHallAndBooth(detail.floor, detail.boothNumber, detail.boothArea);
  const place = joinParts([detail.city, detail.province, detail.country], ', ');
  const facts = [
    detail.productTotal > 0 ? t('exhibitor.productCount', { count: detail.productTotal }) : '',
    detail.category,
    detail.companyScale ? t('exhibitor.scale', { scale: detail.companyScale }) : '',
  ].filter(Boolean);
  return (
    <header className="of-detail-header">
      <Avatar shape="square" size={96} src={detail.logo || undefined} icon={<ShopOutlined />} alt="" />
      <div className="of-detail-header-main">
        <h1>{detail.name}</h1>
        {detail.nameEn && detail.nameEn !== detail.name ? (
          <p className="of-detail-subtitle">{detail.nameEn}</p>
        ) : null}
        <div className="of-detail-meta">
          {booth ? <strong className="of-detail-booth">{booth}</strong> : null}
          {place ? (
            <span>
              <EnvironmentOutlined aria-hidden /> {place}
            </span>
          ) : null}
        </div>
        {facts.length > 0 ? (
          <ul className="of-detail-facts" aria-label={t('exhibitor.facts')}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <DetailTags tags={detail.tags} />
        <div className="of-detail-actions">
          {canCollect ? (
            <DetailCollectButton subjectType="ACTOR" subjectId={detail.id} collected={detail.collected} />
          ) : null}
          {/* A buyer writes to the company (its staff's shared inbox, answered by whoever claims it);
              staff and organizers talk to its first contact. Each contact below has a button of their own. */}
          <ChatButton
            exhibitorId={detail.id}
            userID={detail.employees[0]?.imAccount ?? ''}
            name={detail.name}
            accessibleName={t('exhibitor.contactCompanyWith', { name: detail.name })}
          >
            {t('exhibitor.contactCompany')}
          </ChatButton>
        </div>
      </div>
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
          <SlideShow
            label={t('exhibitor.media')}
            autoplayMs={GALLERY_AUTOPLAY_MS}
            slides={detail.images.map((src, i) => (
              <img
                key={src}
                className="of-detail-slide"
                src={src}
                alt={t('exhibitor.imageAlt', { name: detail.name, index: i + 1 })}
                // The first picture is the page's largest paint: fetched first, never deferred.
                fetchPriority={i === 0 ? 'high' : undefined}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            ))}
          />
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
          {detail.products.map((card, i) => (
            // The first row's pictures are often the page's largest paint: they load first.
            <ProductCard key={card.id} card={card} priority={i < 4} {...collect} />
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
            <ChatButton
              userID={e.imAccount}
              name={e.name}
              accessibleName={t('exhibitor.chatWith', { name: e.name })}
            >
              {t('exhibitor.chat')}
            </ChatButton>
          </div>
        ))}
      </div>
    </DetailSection>
  );
}

/**
 * Exhibitor detail (/find-exhibitor/detail/:id): header with hall and booth, key facts and the actions,
 * the first page of products, then images, video and 3D link, the hot showcase, the lives, the profile
 * fields of spec 001 §3 and the employees.
 */
export function ExhibitorDetailScreen() {
  const { t } = useTranslation('catalog-detail');
  const { id = '' } = useParams<{ id: string }>();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  // Favourites of exhibitors belong to visitors (spec 000 §2); anonymous users are led to login.
  const canCollect = !loggedIn || mayCollect(session.subjectType, 'ACTOR');
  const query = useExhibitorDetail(id);
  const detail = query.data;
  useScreenName(detail?.name);
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
            <ExhibitorProducts detail={detail} />
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
            <ExhibitorEmployees detail={detail} />
          </div>
        ) : null}
      </DetailState>
    </>
  );
}
