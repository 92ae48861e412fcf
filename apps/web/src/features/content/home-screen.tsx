import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import { exhibitorWorkbenchPath } from '../../lib/session-paths';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { useConfigurationInformation } from '../../shared/configuration/configuration.api';
import { fairNameOf } from '../../shared/configuration/fair-name';
import { HotExhibitors } from '../../shared/ui/hot-exhibitors';
import { QueryState } from '../../shared/ui/query-state';
import { useArticleList } from './api/articles.api';
import { useBanners, useCarousel, useHotExhibitors } from './api/home.api';
import { BannerCarousel } from './components/banner-carousel';
import { FeaturedCarousel } from './components/featured-carousel';
import { NewsCards } from './components/news-cards';
import './content.css';
import { Skeleton } from '../../shared/ui/skeleton';

const HOME_NEWS_COUNT = 3;

function Section(props: { title: string; subtitle?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="of-section">
      <div className="of-section-head">
        <div>
          <h2>{props.title}</h2>
          {props.subtitle ? <p>{props.subtitle}</p> : null}
        </div>
        {props.extra}
      </div>
      {props.children}
    </section>
  );
}

function Hero({ hasBanners }: { hasBanners: boolean }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const { data: info } = useConfigurationInformation();
  const name = fairNameOf(info, session.language) || t('home.heroFallbackTitle');
  const isActor = loggedIn && session.subjectType === 'ACTOR';
  return (
    <div className={hasBanners ? 'of-hero of-hero--strip' : 'of-hero'}>
      <div className="of-hero-text">
        <h1>{name}</h1>
        <p>{t('home.heroSubtitle')}</p>
        {info?.startDate && info.endDate ? (
          <p className="of-hero-dates">{t('home.heroDates', { start: info.startDate, end: info.endDate })}</p>
        ) : null}
      </div>
      <Space wrap className="of-hero-actions">
        {isActor ? (
          <>
            <Button
              type="primary"
              size="large"
              onClick={() => navigate(pathTo('findList', { type: 'person' }))}
            >
              {t('home.ctaVisitors')}
            </Button>
            <Button
              size="large"
              onClick={() =>
                navigate(exhibitorWorkbenchPath(session.info?.exhibitorEmployee?.admin === true))
              }
            >
              {t('home.ctaWorkbench')}
            </Button>
          </>
        ) : (
          <>
            <Button
              type="primary"
              size="large"
              onClick={() => navigate(pathTo('findList', { type: 'actor' }))}
            >
              {t('home.ctaExhibitors')}
            </Button>
            <Button size="large" onClick={() => navigate(pathTo('findList', { type: 'product' }))}>
              {t('home.ctaProducts')}
            </Button>
            {loggedIn ? null : (
              <Button size="large" type="link" onClick={() => navigate(pathTo('registerEmail', { step: 0 }))}>
                {t('home.ctaRegister')} <ArrowRightOutlined />
              </Button>
            )}
          </>
        )}
      </Space>
    </div>
  );
}

type HomeScreenProps = {
  /** The "recommended for you" grid, another area's (the route table passes the catalog's). */
  recommendations?: ComponentType;
};

/**
 * Home (spec 000 §2-§3): banners (5 s auto-advance), the fair hero, featured carousel items, hot exhibitor
 * samples with product points, recommended products and the latest news. Advertisements live in the
 * layout's side column.
 */
export function HomeScreen({ recommendations: Recommendations }: HomeScreenProps) {
  const { t } = useTranslation('content');
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const banners = useBanners(loggedIn ? session.subjectType : '', loggedIn);
  const carousel = useCarousel();
  const hot = useHotExhibitors();
  const news = useArticleList(1, HOME_NEWS_COUNT);
  const bannerList = banners.data ?? [];

  return (
    <div className="of-home">
      {banners.isPending ? (
        <Skeleton.Node active className="of-banner-skeleton" />
      ) : bannerList.length > 0 ? (
        <BannerCarousel banners={bannerList} />
      ) : null}
      <Hero hasBanners={bannerList.length > 0} />

      <Section title={t('home.carouselTitle')} subtitle={t('home.carouselSubtitle')}>
        <QueryState
          pending={carousel.isPending}
          error={carousel.isError}
          empty={(carousel.data ?? []).length === 0}
          onRetry={() => void carousel.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 3 }} />}
          emptyText={t('home.emptyCarousel')}
          errorText={t('home.sectionError')}
          compact
        >
          <FeaturedCarousel items={carousel.data ?? []} lang={session.language} />
        </QueryState>
      </Section>

      <Section title={t('home.hotTitle')} subtitle={t('home.hotSubtitle')}>
        <QueryState
          pending={hot.isPending}
          error={hot.isError}
          empty={(hot.data ?? []).length === 0}
          onRetry={() => void hot.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
          emptyText={t('home.emptyHot')}
          errorText={t('home.sectionError')}
          compact
        >
          <HotExhibitors samples={hot.data ?? []} />
        </QueryState>
      </Section>

      {!Recommendations || (loggedIn && session.subjectType === 'ACTOR') ? null : (
        <Section
          title={t('recommend.title', { ns: 'catalog-detail' })}
          subtitle={t(loggedIn ? 'recommend.subtitle' : 'recommend.subtitleGuest', { ns: 'catalog-detail' })}
        >
          <Recommendations />
        </Section>
      )}

      <Section
        title={t('home.newsTitle')}
        subtitle={t('home.newsSubtitle')}
        extra={
          <Link to={pathTo('newsList')} className="of-section-more">
            {t('home.newsMore')} <ArrowRightOutlined />
          </Link>
        }
      >
        <QueryState
          pending={news.isPending}
          error={news.isError}
          empty={(news.data?.list ?? []).length === 0}
          onRetry={() => void news.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 4 }} />}
          emptyText={t('home.emptyNews')}
          errorText={t('home.sectionError')}
          compact
        >
          <NewsCards articles={(news.data?.list ?? []).slice(0, HOME_NEWS_COUNT)} layout="grid" />
        </QueryState>
      </Section>
    </div>
  );
}
