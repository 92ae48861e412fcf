import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FireOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  MailOutlined,
  NotificationOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Badge, Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathTo } from '../../lib/paths';
import { activeMenuKey, type MenuEntry, type MenuIcon, parentKeyOf } from './menus';

const icons: Record<MenuIcon, ReactNode> = {
  home: <HomeOutlined />,
  exhibitors: <ShopOutlined />,
  products: <AppstoreOutlined />,
  visitors: <TeamOutlined />,
  circle: <CommentOutlined />,
  meeting: <SolutionOutlined />,
  about: <InfoCircleOutlined />,
  handbook: <BookOutlined />,
  company: <IdcardOutlined />,
  exhibits: <AppstoreOutlined />,
  employees: <TeamOutlined />,
  profile: <UserOutlined />,
  notification: <NotificationOutlined />,
  service: <CustomerServiceOutlined />,
  invitation: <MailOutlined />,
  order: <ShoppingCartOutlined />,
  docking: <SolutionOutlined />,
  records: <HistoryOutlined />,
  live: <VideoCameraOutlined />,
  hotspot: <FireOutlined />,
  statistics: <BarChartOutlined />,
  organizer: <DashboardOutlined />,
};

type AntdItems = NonNullable<MenuProps['items']>;

/** Maps pure menu entries to antd items: in-app links, external links in a new tab, the unread dot. */
export function toAntdItems(entries: MenuEntry[], t: TFunction<'layout'>, unread: number): AntdItems {
  return entries.map((entry) => {
    const text = t(entry.labelKey);
    const label = entry.unreadDot ? (
      <Badge key={entry.key} dot={unread > 0} offset={[6, 0]}>
        <span className="of-menu-label">{text}</span>
      </Badge>
    ) : (
      text
    );
    const icon = entry.icon ? icons[entry.icon] : undefined;
    if (entry.children) {
      return { key: entry.key, icon, label, children: toAntdItems(entry.children, t, unread) };
    }
    const linked = entry.href ? (
      <a key={entry.key} href={entry.href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <Link key={entry.key} to={entry.path ?? pathTo('home')}>
        {label}
      </Link>
    );
    return { key: entry.key, icon, label: linked };
  });
}

type NavMenuProps = {
  entries: MenuEntry[];
  mode: 'horizontal' | 'inline';
  unread: number;
  onNavigate?: () => void;
  className?: string;
};

export function NavMenu({ entries, mode, unread, onNavigate, className }: NavMenuProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const active = activeMenuKey(entries, pathname);
  const openParent = active ? parentKeyOf(entries, active) : null;
  return (
    <Menu
      className={className}
      mode={mode}
      selectedKeys={active ? [active] : []}
      defaultOpenKeys={mode === 'inline' && openParent ? [openParent] : undefined}
      items={toAntdItems(entries, t, unread)}
      onClick={() => onNavigate?.()}
    />
  );
}
