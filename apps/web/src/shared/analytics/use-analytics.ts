import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getBasePath } from '../../lib/runtime-config';
import { track } from './tracker';

/**
 * Posts a page-view record (event 001021003) on every route change. Mounted once, in the app layout;
 * the tracker itself skips exhibitor sessions.
 */
export function useAnalytics(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The router's pathname is relative to the base route: the record carries the full address.
    track({ site: `${window.location.origin}${getBasePath()}${pathname}${search}` });
  }, [pathname, search]);
}
