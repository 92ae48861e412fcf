import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The id of the element that holds each page's own content (skip link target). */
export const MAIN_CONTENT_ID = 'of-main';

/**
 * The top of every page for keyboard users: a "skip to content" link (the first stop of Tab), and the
 * point where focus starts again after a route change. Without it, when the control that had focus went
 * with the previous page, Chrome goes on tabbing from where that control was: deep inside the new page,
 * dozens of stops away from the header.
 */
export function PageStart() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const start = useRef<HTMLSpanElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    // A control that kept focus (a header link, a field a screen focused itself) is left alone.
    if (!active || active === document.body || !active.isConnected)
      start.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <span ref={start} tabIndex={-1} className="of-page-start" />
      <a
        className="of-skip-link"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // Focus moves without a hash in the address (the router would take it for a navigation).
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        {t('header.skipToContent')}
      </a>
    </>
  );
}
