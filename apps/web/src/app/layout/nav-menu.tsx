import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathTo } from '../../lib/paths';
import { MenuButton } from './menu-button';
import { activeMenuKey, type MenuEntry } from './menus';
import { MenuIconGlyph, ShellIcon } from './shell-icon';

// Layout effects warn during the server render; there the effect is a plain (never run) one.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The unread dot of an entry, with its count for screen readers. */
function UnreadDot({ unread }: { unread: number }) {
  const { t } = useTranslation('layout');
  if (unread <= 0) return null;
  return (
    <>
      <span className="of-badge-dot of-nav-dot" aria-hidden="true" />
      <span className="of-sr-only"> ({t('header.unread', { count: unread })})</span>
    </>
  );
}

function EntryContent({ entry, unread }: { entry: MenuEntry; unread: number }) {
  const { t } = useTranslation('layout');
  return (
    <>
      {entry.icon ? <MenuIconGlyph icon={entry.icon} className="of-nav-icon" /> : null}
      <span className="of-nav-label">{t(entry.labelKey)}</span>
      {entry.unreadDot ? <UnreadDot unread={unread} /> : null}
    </>
  );
}

/** A leaf: an in-app link, or an external one in a new tab. */
function EntryLink({
  entry,
  active,
  unread,
  onNavigate,
}: {
  entry: MenuEntry;
  active: boolean;
  unread: number;
  onNavigate?: () => void;
}) {
  const className = `of-nav-link${active ? ' of-nav-link--active' : ''}`;
  if (entry.href) {
    return (
      <a
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        <EntryContent entry={entry} unread={unread} />
      </a>
    );
  }
  return (
    <Link
      to={entry.path ?? pathTo('home')}
      className={className}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <EntryContent entry={entry} unread={unread} />
    </Link>
  );
}

/** Room the "More" button takes when some entries fold into it (its text and caret, with padding). */
const MORE_WIDTH = 96;

/**
 * The header's horizontal menu: the entries in a row; those that do not fit fold into a "More" menu
 * button. The widths come from an invisible copy of the row (text only, no links), measured again
 * whenever it or the room changes size (fonts, language, the laptop-width styles without icons).
 */
function TopMenu({
  entries,
  unread,
  className,
}: {
  entries: MenuEntry[];
  unread: number;
  className?: string;
}) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const active = activeMenuKey(entries, pathname);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  // Until measured (and on the server) every entry shows; the row clips what overflows.
  const [shown, setShown] = useState(entries.length);
  // The menus are built anew on every render: measure again only when the entries change.
  const entriesKey = entries.map((e) => e.key).join(' ');

  const measure = useCallback(() => {
    const nav = navRef.current;
    const copy = measureRef.current;
    if (!nav || !copy) return;
    const room = nav.clientWidth;
    const widths = Array.from(copy.children, (el) => (el as HTMLElement).offsetWidth);
    const total = widths.reduce((sum, w) => sum + w, 0);
    if (total <= room) return setShown(widths.length);
    let used = MORE_WIDTH;
    let fits = 0;
    while (fits < widths.length && used + (widths[fits] ?? 0) <= room) {
      used += widths[fits] ?? 0;
      fits++;
    }
    setShown(fits);
  }, []);

  useIsomorphicLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    if (navRef.current) observer.observe(navRef.current);
    if (measureRef.current) observer.observe(measureRef.current);
    return () => observer.disconnect();
  }, [measure, entriesKey]);

  const visible = entries.slice(0, shown);
  const folded = entries.slice(shown);
  const foldedActive = folded.some((e) => e.key === active);

  return (
    <nav
      ref={navRef}
      className={`of-top-nav${className ? ` ${className}` : ''}`}
      aria-label={t('header.mainMenu')}
    >
      <ul className="of-top-nav-list">
        {visible.map((entry) => (
          <li key={entry.key} className="of-top-nav-item">
            <EntryLink entry={entry} active={entry.key === active} unread={unread} />
          </li>
        ))}
        {folded.length > 0 ? (
          <li className="of-top-nav-item">
            <MenuButton
              align="start"
              buttonClassName={`of-nav-link of-nav-more${foldedActive ? ' of-nav-link--active' : ''}`}
              items={folded.map((entry) => ({
                key: entry.key,
                label: (
                  <>
                    {t(entry.labelKey)}
                    {entry.unreadDot ? <UnreadDot unread={unread} /> : null}
                  </>
                ),
                icon: entry.icon ? <MenuIconGlyph icon={entry.icon} /> : undefined,
                to: entry.href ? undefined : (entry.path ?? pathTo('home')),
                href: entry.href,
                current: entry.key === active,
              }))}
            >
              <span className="of-nav-label">{t('header.more')}</span>
              <ShellIcon name="down" className="of-caret" />
            </MenuButton>
          </li>
        ) : null}
      </ul>
      {/* The row as it would be drawn in full, for measuring only: hidden, without links or names. */}
      <ul ref={measureRef} className="of-top-nav-list of-top-nav-measure" aria-hidden="true">
        {entries.map((entry) => (
          <li key={entry.key} className="of-top-nav-item">
            <span className="of-nav-link">
              {entry.icon ? <MenuIconGlyph icon={entry.icon} className="of-nav-icon" /> : null}
              <span className="of-nav-label">{t(entry.labelKey)}</span>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A group of the inline menu: a button that opens and closes its entries (open when it holds the page). */
function MenuGroup({
  entry,
  active,
  unread,
  onNavigate,
}: {
  entry: MenuEntry;
  active: string | null;
  unread: number;
  onNavigate?: () => void;
}) {
  const holdsActive = (entry.children ?? []).some((c) => c.key === active);
  const [open, setOpen] = useState(holdsActive);
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  const listId = `of-nav-group-${entry.key}`;
  return (
    <li className={`of-side-nav-group${holdsActive ? ' of-side-nav-group--active' : ''}`}>
      <button
        type="button"
        className="of-nav-link of-nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <EntryContent entry={entry} unread={unread} />
        <ShellIcon name="down" className={`of-caret${open ? ' of-caret--open' : ''}`} />
      </button>
      <ul id={listId} className="of-side-nav-sublist" hidden={!open}>
        {(entry.children ?? []).map((child) => (
          <li key={child.key}>
            <EntryLink entry={child} active={child.key === active} unread={unread} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The inline menu (side menu, drawer): links, and groups that open in place. */
function InlineMenu({
  entries,
  unread,
  onNavigate,
  className,
  label,
}: {
  entries: MenuEntry[];
  unread: number;
  onNavigate?: () => void;
  className?: string;
  label: string;
}) {
  const { pathname } = useLocation();
  const active = activeMenuKey(entries, pathname);
  return (
    <nav className={`of-side-nav${className ? ` ${className}` : ''}`} aria-label={label}>
      <ul className="of-side-nav-list">
        {entries.map((entry) =>
          entry.children ? (
            <MenuGroup
              key={entry.key}
              entry={entry}
              active={active}
              unread={unread}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.key}>
              <EntryLink
                entry={entry}
                active={entry.key === active}
                unread={unread}
                onNavigate={onNavigate}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type NavMenuProps = {
  entries: MenuEntry[];
  mode: 'horizontal' | 'inline';
  unread: number;
  onNavigate?: () => void;
  className?: string;
  /** the navigation landmark's name (inline menus; the top menu is the main menu) */
  label?: string;
};

/** The menus of spec 000 §2 drawn from menus.ts's entries: the header's row, or an inline list. */
export function NavMenu({ entries, mode, unread, onNavigate, className, label }: NavMenuProps) {
  const { t } = useTranslation('layout');
  if (mode === 'horizontal') return <TopMenu entries={entries} unread={unread} className={className} />;
  return (
    <InlineMenu
      entries={entries}
      unread={unread}
      onNavigate={onNavigate}
      className={className}
      label={label ?? t('header.sideMenu')}
    />
  );
}
