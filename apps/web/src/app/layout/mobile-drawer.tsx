import { Divider, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { HeaderSearch } from './header-search';
import type { Menus } from './menus';
import { NavMenu } from './nav-menu';

type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  menus: Menus;
  loggedIn: boolean;
  unread: number;
};

/** The menus below 750 px: the top menu, then the side menu, and the search (spec 000 §2). */
export function MobileDrawer({ open, onClose, menus, loggedIn, unread }: MobileDrawerProps) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={t('header.menuTitle')}
      className="of-mobile-drawer"
    >
      {menus.showSearch ? <HeaderSearch onDone={onClose} className="of-drawer-search" /> : null}
      <NavMenu entries={menus.top} mode="inline" unread={unread} onNavigate={onClose} />
      {menus.side.length > 0 ? (
        <>
          <Divider className="of-drawer-divider" />
          <NavMenu entries={menus.side} mode="inline" unread={unread} onNavigate={onClose} />
        </>
      ) : null}
      {loggedIn ? null : (
        <div className="of-drawer-auth">
          <Link to={pathTo('registerEmail', { step: 0 })} onClick={onClose}>
            {t('header.register')}
          </Link>
        </div>
      )}
    </Drawer>
  );
}
