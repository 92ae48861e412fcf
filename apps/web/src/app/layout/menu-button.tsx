import {
  Fragment,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

export type MenuButtonItem =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      /** in-app link */
      to?: string;
      /** external link, opened in a new tab */
      href?: string;
      onSelect?: () => void;
      danger?: boolean;
      /** shown but not chosen (e.g. who is logged in) */
      disabled?: boolean;
      /** the entry of the page being shown */
      current?: boolean;
    }
  | { key: string; divider: true };

type MenuButtonProps = {
  /** what the button shows */
  children: ReactNode;
  /** the button's name when its content does not say it */
  ariaLabel?: string;
  buttonClassName?: string;
  className?: string;
  /** which edge of the button the menu lines up with */
  align?: 'start' | 'end';
  items: MenuButtonItem[];
};

/** The items the arrows move between (those shown but not chosen are skipped). */
function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(
    menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [],
  );
}

/**
 * A button that opens a menu (WAI-ARIA menu button pattern): click, Enter, Space or ArrowDown open it on
 * the first item (ArrowUp on the last); arrows, Home and End move between items; Escape closes it and
 * gives the focus back to the button; a click elsewhere or Tab closes it.
 */
export function MenuButton({
  children,
  ariaLabel,
  buttonClassName,
  className,
  align = 'end',
  items,
}: MenuButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const list = menuItemsOf(menuRef.current);
    (focusAt === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusAt]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusAt(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItemsOf(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? list.length - 1 : at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        // Space chooses a link item too (links only react to Enter by themselves).
        if (at >= 0) {
          event.preventDefault();
          list[at]?.click();
        }
        return;
      default:
        return;
    }
  };

  return (
    <div ref={wrapperRef} className={`of-menu-button${className ? ` ${className}` : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={buttonClassName}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => {
          setFocusAt('first');
          setOpen((was) => !was);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`of-menu-popup of-menu-popup--${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            if ('divider' in item) return <hr key={item.key} className="of-menu-divider" />;
            const className = `of-menu-item${item.danger ? ' of-menu-item--danger' : ''}${
              item.current ? ' of-menu-item--current' : ''
            }`;
            const content = (
              <>
                {item.icon ? <span className="of-menu-item-icon">{item.icon}</span> : null}
                <span className="of-menu-item-label">{item.label}</span>
              </>
            );
            const choose = () => {
              close(!item.to && !item.href);
              item.onSelect?.();
            };
            let control: ReactElement;
            if (item.disabled) {
              control = (
                <span
                  role="menuitem"
                  aria-disabled="true"
                  tabIndex={-1}
                  className={`${className} of-menu-item--static`}
                >
                  {content}
                </span>
              );
            } else if (item.to) {
              control = (
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={item.to}
                  className={className}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={choose}
                >
                  {content}
                </Link>
              );
            } else if (item.href) {
              control = (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={className}
                  onClick={choose}
                >
                  {content}
                </a>
              );
            } else {
              control = (
                <button role="menuitem" tabIndex={-1} type="button" className={className} onClick={choose}>
                  {content}
                </button>
              );
            }
            return <Fragment key={item.key}>{control}</Fragment>;
          })}
        </div>
      ) : null}
    </div>
  );
}
