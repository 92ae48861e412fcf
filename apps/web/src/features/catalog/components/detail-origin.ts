import { useLocation } from 'react-router';

/**
 * Where a detail screen was opened from, carried in the router's location state by the list cards. A
 * detail opened in a new tab, by address, or from a link that does not set it has none (spec 000: detail
 * screens use their parent path for back navigation).
 */
export type DetailOrigin = { from: string };

/** The state a card's detail link carries: the list's path and query (filters, page). */
export function useDetailOrigin(): DetailOrigin {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** The list address a detail was opened from, read from the location state; '' when unknown. */
export function originOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const from = (state as Partial<DetailOrigin>).from;
  return typeof from === 'string' && from.startsWith('/') ? from : '';
}
