import type { UiLanguage } from '@openfair/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadNamespaces } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { setLanguage } from '../../lib/session-store';
import { logout } from '../../shared/session/session.api';
import { useAppFeedback } from '../feedback/feedback-provider';
import { inAntdScope } from '../in-antd-scope';
import { useLayoutSession } from './layout-session';
import { MenuButton, type MenuButtonItem } from './menu-button';
import { ShellIcon } from './shell-icon';

export { HeaderSearch } from './header-search';

/** Language toggle: switching reloads the page (spec 000 §1). */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const { state } = useLayoutSession();
  const other: UiLanguage = state.language === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      // The name includes the visible text ("English"), so speech control can say what it shows.
      aria-label={compact ? t('header.language') : `${t('header.language')}: ${t('header.switchLanguage')}`}
      onClick={() => setLanguage(other)}
      className="of-btn of-btn--text of-header-btn"
    >
      <ShellIcon name="global" />
      {compact ? null : <span lang={other}>{t('header.switchLanguage')}</span>}
    </button>
  );
}

// The chat's indicator is drawn with antd: it comes with antd's theme and locale (in-antd-scope.tsx).
const ChatIndicator = lazy(() =>
  Promise.all([
    inAntdScope(() => import('../../features/chat/chat-indicator').then((m) => m.ChatIndicator))(),
    loadNamespaces(['chat']),
  ]).then(([Component]) => ({ default: Component })),
);

/**
 * The chat's entry for logged-in visitors and exhibitors, with its unread count. Its code (and the
 * realtime connection) loads once the page is idle, so it never delays the first paint.
 */
export function ChatEntry() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatIndicator />
    </Suspense>
  );
}

/** Bell with the unread dot; leads to message management. */
export function NoticeBell({ unread }: { unread: number }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to={pathTo('mail')}
      className="of-btn of-btn--text of-btn--icon of-header-btn of-notice-bell"
      aria-label={unread > 0 ? t('header.unread', { count: unread }) : t('header.notifications')}
    >
      <ShellIcon name="bell" />
      {unread > 0 ? <span className="of-badge-dot" data-testid="notice-bell-dot" aria-hidden="true" /> : null}
    </Link>
  );
}

/** Initials of a name for the avatar: the first character of a Chinese name, two of a Latin one. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  if (!/^[A-Za-z]/.test(first) || words.length === 1) return first.toUpperCase();
  return `${first}${Array.from(words[words.length - 1] ?? '')[0] ?? ''}`.toUpperCase();
}

function Avatar({ name, image }: { name: string; image?: string }) {
  const initials = initialsOf(name);
  return (
    <span className="of-avatar" aria-hidden="true">
      {image ? <img src={image} alt="" /> : initials || <ShellIcon name="user" />}
    </span>
  );
}

/** User name (or login account), role label, workbench and logout with confirmation; or login/register. */
export function UserArea({
  workbenchPath,
  compact = false,
}: {
  workbenchPath: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { modal } = useAppFeedback();
  const { state, loggedIn, displayName } = useLayoutSession();

  if (!loggedIn) {
    return (
      <div className={`of-user-area${compact ? ' of-user-area--compact' : ''}`}>
        <button
          type="button"
          className={`of-btn of-btn--primary${compact ? ' of-btn--small' : ''}`}
          onClick={() => navigate(pathTo('loginPerson'))}
        >
          {t('header.login')}
        </button>
        {compact ? null : (
          <button
            type="button"
            className="of-btn of-btn--default"
            onClick={() => navigate(pathTo('registerEmail', { step: 0 }))}
          >
            {t('header.register')}
          </button>
        )}
      </div>
    );
  }

  const roleLabel = state.subjectType ? t(`header.role.${state.subjectType}`) : '';
  const confirmLogout = () => {
    modal.confirm({
      title: t('header.logoutConfirmTitle'),
      content: t('header.logoutConfirmContent'),
      okText: t('header.logoutOk'),
      cancelText: t('header.cancel'),
      onOk: async () => {
        await logout();
        navigate(pathTo('home'), { replace: true });
      },
    });
  };
  const items: MenuButtonItem[] = [
    // The role label stays reachable on narrow screens, where the header has no room for it.
    { key: 'who', disabled: true, label: roleLabel ? `${displayName} · ${roleLabel}` : displayName },
    ...(workbenchPath
      ? [
          {
            key: 'workbench',
            icon: <ShellIcon name="user" />,
            label: t('header.workbench'),
            to: workbenchPath,
            current: pathname === workbenchPath,
          },
        ]
      : []),
    { key: 'divider', divider: true },
    {
      key: 'logout',
      icon: <ShellIcon name="logout" />,
      danger: true,
      label: t('header.logout'),
      onSelect: confirmLogout,
    },
  ];

  return (
    <div className={`of-user-area${compact ? ' of-user-area--compact' : ''}`}>
      {!compact && workbenchPath ? (
        <Link to={workbenchPath} className="of-workbench-link">
          {t('header.workbench')}
        </Link>
      ) : null}
      <MenuButton items={items} buttonClassName="of-btn of-btn--text of-user-button">
        <Avatar name={displayName} image={state.info?.userInfo.headImage || undefined} />
        {/* Named by its text (name and role); compact, by the name for screen readers alone: an
            aria-label would not contain the avatar's visible initials. */}
        {compact || !displayName ? (
          <span className="of-sr-only">{displayName || t('header.workbench')}</span>
        ) : (
          <span className="of-user-name">{displayName}</span>
        )}
        {roleLabel && !compact ? <span className="of-role-tag">{roleLabel}</span> : null}
        <ShellIcon name="down" className="of-caret" />
      </MenuButton>
    </div>
  );
}
