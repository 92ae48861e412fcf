import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { deferredComponent } from '../../shared/ui/deferred';
import { ChatEntry, HeaderSearch, LanguageToggle, NoticeBell, UserArea } from './header-actions';
import type { Menus } from './menus';
import { NavMenu } from './nav-menu';
import { ShellIcon } from './shell-icon';

// Only phones use the drawer: its code loads once the page is idle there, never on desktop.
const MobileDrawer = deferredComponent(() => import('./mobile-drawer').then((m) => m.MobileDrawer), {
  when: 'idle',
});

export function Logo() {
  const { t } = useTranslation('layout');
  return (
    // Named by its visible text (brand and tagline): a different label would not match what is read out.
    <Link to={pathTo('home')} className="of-logo">
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1659d6" />
        <path
          d="M8 22V12l8-4 8 4v10l-8 4z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <path
          d="M8 12l8 4 8-4M16 16v10"
          fill="none"
          stroke="#7fb2ff"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="of-logo-text">
        <strong>{t('brand')}</strong>
        <small>{t('brandTagline')}</small>
      </span>
    </Link>
  );
}

type SiteHeaderProps = {
  variant: 'home' | 'dashboard';
  menus: Menus;
  loggedIn: boolean;
  unread: number;
  mobile: boolean;
};

/**
 * Home header (modes 2 and 3) and dashboard header (mode 1) of spec 000 §2. Below 750 px the menus move
 * into a drawer opened by a hamburger button, with the same entries (top, then side menu) and search.
 */
export function SiteHeader({ variant, menus, loggedIn, unread, mobile }: SiteHeaderProps) {
  const { t } = useTranslation('layout');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  // Buyers and exhibitor staff chat; organizers answer through the console.
  const chatting = useSession((st) => st.subjectType === 'VISITOR' || st.subjectType === 'ACTOR');

  return (
    <header className={`of-header of-header--${variant}`}>
      <div className="of-header-inner">
        {mobile ? (
          <button
            type="button"
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerOpen(true);
              // Tapped before the browser was idle: fetch the drawer now (it opens when it is there).
              MobileDrawer.preload().catch(() => {});
            }}
            className="of-btn of-btn--text of-btn--icon of-header-btn of-hamburger"
          >
            <ShellIcon name="menu" />
          </button>
        ) : null}
        <Logo />
        {mobile ? (
          <div className="of-header-spacer" />
        ) : (
          <NavMenu entries={menus.top} mode="horizontal" unread={unread} className="of-top-menu" />
        )}
        <div className="of-header-actions">
          {!mobile && menus.showSearch ? <HeaderSearch className="of-header-search" /> : null}
          {loggedIn && chatting ? <ChatEntry /> : null}
          {loggedIn ? <NoticeBell unread={unread} /> : null}
          <LanguageToggle compact={mobile} />
          <UserArea workbenchPath={menus.workbenchPath} compact={mobile} />
        </div>
      </div>
      {mobile ? (
        <MobileDrawer open={drawerOpen} onClose={close} menus={menus} loggedIn={loggedIn} unread={unread} />
      ) : null}
    </header>
  );
}

/** Page bar of dashboard screens: back arrow to the route's parent path (spec 000 §2) and the title. */
export function PageBar({ title, parentPath }: { title: string; parentPath?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <div className="of-page-bar">
      {parentPath ? (
        <button
          type="button"
          className="of-btn of-btn--text of-btn--icon"
          aria-label={t('header.back')}
          onClick={() => navigate(parentPath)}
        >
          <ShellIcon name="arrowLeft" />
        </button>
      ) : null}
      <h1 className="of-page-title">{title}</h1>
    </div>
  );
}
