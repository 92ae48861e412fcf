import { BellOutlined, DownOutlined, GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { UiLanguage } from '@openfair/contract';
import { Avatar, Badge, Button, Dropdown, type MenuProps, Space, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadNamespaces } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { setLanguage } from '../../lib/session-store';
import { logout } from '../../shared/session/session.api';
import { deferredComponent } from '../../shared/ui/deferred';
import { useAppFeedback } from '../feedback/feedback-provider';
import { useLayoutSession } from './layout-session';

// The search box brings antd's Input (and its form plumbing): fetched once the page is alive and the
// browser idle, never awaited (a placeholder of its size holds its place until then).
const DeferredSearch = deferredComponent(() => import('./header-search').then((m) => m.HeaderSearch), {
  when: 'idle',
});
export const preloadHeaderSearch = DeferredSearch.preload;

/**
 * Search box of the header (hidden for exhibitors: the caller decides); submits to /search-list. Until its
 * code is there an empty box of the same size holds its place, so nothing moves when it appears.
 */
export function HeaderSearch({ onDone, className }: { onDone?: () => void; className?: string }) {
  return (
    <DeferredSearch
      onDone={onDone}
      className={className}
      fallback={<span className={`${className ?? ''} of-search-placeholder`} aria-hidden="true" />}
    />
  );
}

/** Language toggle: switching reloads the page (spec 000 §1). */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const { state } = useLayoutSession();
  const other: UiLanguage = state.language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      // The name includes the visible text ("English"), so speech control can say what it shows.
      aria-label={compact ? t('header.language') : `${t('header.language')}: ${t('header.switchLanguage')}`}
      onClick={() => setLanguage(other)}
      className="of-header-btn"
    >
      {compact ? null : t('header.switchLanguage')}
    </Button>
  );
}

const ChatIndicator = lazy(() =>
  Promise.all([import('../../features/chat/chat-indicator'), loadNamespaces(['chat'])]).then(([m]) => ({
    default: m.ChatIndicator,
  })),
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
      aria-label={unread > 0 ? t('header.unread', { count: unread }) : t('header.notifications')}
    >
      <Badge dot={unread > 0} offset={[-4, 4]} data-testid="notice-bell-dot">
        <Button type="text" icon={<BellOutlined />} className="of-header-btn" tabIndex={-1} />
      </Badge>
    </Link>
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
  const { modal } = useAppFeedback();
  const { state, loggedIn, displayName } = useLayoutSession();

  if (!loggedIn) {
    return (
      <Space size={compact ? 4 : 8}>
        <Button
          type="primary"
          size={compact ? 'small' : 'middle'}
          onClick={() => navigate(pathTo('loginPerson'))}
        >
          {t('header.login')}
        </Button>
        {compact ? null : (
          <Button onClick={() => navigate(pathTo('registerEmail', { step: 0 }))}>
            {t('header.register')}
          </Button>
        )}
      </Space>
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
  const items: MenuProps['items'] = [
    // The role label stays reachable on narrow screens, where the header has no room for it.
    { key: 'who', disabled: true, label: roleLabel ? `${displayName} · ${roleLabel}` : displayName },
    ...(workbenchPath
      ? [
          {
            key: 'workbench',
            icon: <UserOutlined />,
            label: <Link to={workbenchPath}>{t('header.workbench')}</Link>,
          },
        ]
      : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: t('header.logout'),
      onClick: confirmLogout,
    },
  ];

  return (
    <Space size={compact ? 4 : 8} className="of-user-area">
      {!compact && workbenchPath ? (
        <Link to={workbenchPath} className="of-workbench-link">
          {t('header.workbench')}
        </Link>
      ) : null}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          className="of-user-button"
          // Named by its visible text (name and role) where it shows any; compact, by the name alone.
          aria-label={compact || !displayName ? displayName || t('header.workbench') : undefined}
        >
          <Avatar
            size="small"
            src={state.info?.userInfo.headImage || undefined}
            icon={<UserOutlined />}
            alt=""
          />
          {compact ? null : <span className="of-user-name">{displayName}</span>}
          {roleLabel && !compact ? <Tag color="blue">{roleLabel}</Tag> : null}
          <DownOutlined className="of-user-caret" />
        </Button>
      </Dropdown>
    </Space>
  );
}
