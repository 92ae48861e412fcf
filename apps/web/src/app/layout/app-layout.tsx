import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAnalytics } from '../../shared/analytics/use-analytics';
import { useConfigSwitch } from '../../shared/configuration/configuration.api';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { useNoticePolling } from '../../shared/notices/notices.api';
import { deferredComponent } from '../../shared/ui/deferred';
import { GuestServiceEntry } from '../guest-service-entry';
import { type RouteMeta, useRouteMeta } from '../route-meta';
import { useLayoutSession } from './layout-session';
import { buildMenus } from './menus';
import { NavMenu } from './nav-menu';
import { MAIN_CONTENT_ID, PageStart } from './page-start';
import { SiteFooter } from './site-footer';
import { PageBar, SiteHeader } from './site-header';
import './app-layout.css';

// The ads fill in after their list is fetched anyway: their code comes after the first paint too.
const AdSideColumn = deferredComponent(() =>
  import('../../features/content/components/ad-side-column').then((m) => m.AdSideColumn),
);

/** Ads belong to content pages; login and registration forms stay free of them (ours). */
export function showsAds(meta: RouteMeta): boolean {
  return (meta.headerMode === 2 || meta.headerMode === 3) && !meta.loginPath && !meta.registrationStage;
}

/**
 * Root layout (spec 000 §2): the header mode of the route's metadata picks the home header (2, 3),
 * no header (-1) or the dashboard header with a side menu (anything else). Notices are polled here while
 * logged in, so the unread dot is current on every screen. The shell is plain React and CSS: antd comes
 * with each screen (routes.tsx, AntdScope), never with the first load.
 */
export function AppLayout() {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  const runtimeConfig = useRuntimeConfig();
  const { state, menuSession, loggedIn } = useLayoutSession();
  const { unread } = useNoticePolling(loggedIn, state.token);
  useAnalytics();
  const mobile = isMobileWidth(useViewportWidth());
  const configSwitch = useConfigSwitch();
  const menus = buildMenus({ session: menuSession, configSwitch, runtimeConfig });

  if (meta.headerMode === -1) {
    return (
      <div className="of-shell of-shell--bare">
        <Outlet />
      </div>
    );
  }

  if (meta.headerMode === 2 || meta.headerMode === 3) {
    return (
      <div className="of-shell of-shell--home">
        <PageStart />
        <SiteHeader variant="home" menus={menus} loggedIn={loggedIn} unread={unread} mobile={mobile} />
        <div className="of-home-body">
          <main className="of-home-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Outlet />
          </main>
          {menus.showAds && !mobile && showsAds(meta) ? <AdSideColumn /> : null}
        </div>
        <SiteFooter />
        {/* Logged-in people find online service in their menu; guests here. */}
        {!loggedIn && showsAds(meta) ? <GuestServiceEntry /> : null}
      </div>
    );
  }

  const withSider = !mobile && menus.side.length > 0;
  return (
    <div className="of-shell of-shell--dashboard">
      <PageStart />
      <SiteHeader variant="dashboard" menus={menus} loggedIn={loggedIn} unread={unread} mobile={mobile} />
      <div className={`of-dashboard-body${withSider ? ' of-dashboard-body--sider' : ''}`}>
        {withSider ? (
          <aside className="of-sider">
            <NavMenu entries={menus.side} mode="inline" unread={unread} className="of-side-menu" />
          </aside>
        ) : null}
        <main className="of-dashboard-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <PageBar title={t(meta.titleKey, { ns: 'common' })} parentPath={meta.parentPath} />
          <div className="of-dashboard-page">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
