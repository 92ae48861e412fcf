import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdSideColumn } from '../../features/content/components/ad-side-column';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAnalytics } from '../../shared/analytics/use-analytics';
import { useConfigSwitch } from '../../shared/configuration/configuration.api';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { useNoticePolling } from '../../shared/notices/notices.api';
import { AntdScope } from '../antd-scope';
import { GuestServiceEntry } from '../guest-service-entry';
import { type RouteMeta, useRouteMeta } from '../route-meta';
import { useLayoutSession } from './layout-session';
import { buildMenus } from './menus';
import { NavMenu } from './nav-menu';
import { MAIN_CONTENT_ID, PageStart } from './page-start';
import { SiteFooter } from './site-footer';
import { PageBar, SiteHeader } from './site-header';
import './app-layout.css';

/** Ads belong to content pages; login and registration forms stay free of them (ours). */
export function showsAds(meta: RouteMeta): boolean {
  return (meta.headerMode === 2 || meta.headerMode === 3) && !meta.loginPath && !meta.registrationStage;
}

/**
 * Root layout (spec 000 §2): the header mode of the route's metadata picks the home header (2, 3),
 * no header (-1) or the dashboard header with a side menu (anything else). Notices are polled here while
 * logged in, so the unread dot is current on every screen.
 */
export function AppLayout() {
  // The shell's header and menus are still drawn with antd: they take its theme and locale here.
  return (
    <AntdScope>
      <ShellLayout />
    </AntdScope>
  );
}

function ShellLayout() {
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

  return (
    <Layout className="of-shell of-shell--dashboard">
      <PageStart />
      <SiteHeader variant="dashboard" menus={menus} loggedIn={loggedIn} unread={unread} mobile={mobile} />
      <Layout hasSider={!mobile && menus.side.length > 0}>
        {!mobile && menus.side.length > 0 ? (
          <Layout.Sider width={232} theme="light" className="of-sider" breakpoint="lg" collapsedWidth={64}>
            <NavMenu entries={menus.side} mode="inline" unread={unread} className="of-side-menu" />
          </Layout.Sider>
        ) : null}
        <Layout.Content className="of-dashboard-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <PageBar title={t(meta.titleKey, { ns: 'common' })} parentPath={meta.parentPath} />
          <div className="of-dashboard-page">
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
