import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { HeaderSearch } from './header-search';
import type { Menus } from './menus';
import { NavMenu } from './nav-menu';
import { ShellIcon } from './shell-icon';

type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  menus: Menus;
  loggedIn: boolean;
  unread: number;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The menus below the mobile width: the top menu, then the side menu, and the search (spec 000 §2), in a
 * modal panel from the left. The focus moves into it and stays there (Tab wraps); Escape, the close
 * button and the backdrop close it, and the focus goes back to what opened it (the hamburger).
 */
export function MobileDrawer({ open, onClose, menus, loggedIn, unread }: MobileDrawerProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <DrawerPanel onClose={onClose} menus={menus} loggedIn={loggedIn} unread={unread} />,
    document.body,
  );
}

function DrawerPanel({ onClose, menus, loggedIn, unread }: Omit<MobileDrawerProps, 'open'>) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Back to the hamburger, unless a link took the focus elsewhere (a new page moves it to its start).
      if (opener?.isConnected && (document.activeElement === document.body || !document.activeElement)) {
        opener.focus();
      }
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Entries of closed groups are hidden (the `hidden` attribute): not in the tab order.
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="of-drawer-root">
      {/* The backdrop is a pointer target only: the keyboard closes the drawer with Escape or its button. */}
      <div className="of-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="of-drawer of-mobile-drawer"
        onKeyDown={onKeyDown}
      >
        <div className="of-drawer-header">
          <h2 id={titleId} className="of-drawer-title">
            {t('header.menuTitle')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="of-btn of-btn--text of-btn--icon"
            aria-label={t('header.closeMenu')}
            onClick={onClose}
          >
            <ShellIcon name="close" />
          </button>
        </div>
        <div className="of-drawer-body">
          {menus.showSearch ? <HeaderSearch onDone={onClose} className="of-drawer-search" /> : null}
          <NavMenu
            entries={menus.top}
            mode="inline"
            unread={unread}
            onNavigate={onClose}
            label={t('header.mainMenu')}
          />
          {menus.side.length > 0 ? (
            <>
              <hr className="of-drawer-divider" />
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
        </div>
      </div>
    </div>
  );
}
