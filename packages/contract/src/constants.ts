/** Business constants of spec 000 §9 and spec 001 §9, in one place for client and server. */
export const REQUEST_TIMEOUT_MS = 2_000_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NOTICE_POLL_MS = 60_000;
export const CHAT_HISTORY_PAGE_SIZE = 15;
export const CHAT_FETCH_COUNT = 20;
export const LIVE_LIST_PAGE_ROWS = 12;
export const MOBILE_BREAKPOINT = 750;
export const MESSAGE_TOAST_MS = 2000;
export const NETWORK_ERROR_TOAST_MS = 5000;
export const BANNER_AUTOPLAY_MS = 5000;
export const DEFAULT_LANGUAGE = 'zh' as const;
export const RANDOM_ID_LENGTH = 16;
export const THROTTLE_MS = 300;
export const THROTTLE_SLOW_MS = 500;
export const DEBOUNCE_MS = 1000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const POSTAL_CODE_LENGTH = 6;
export const DOMAIN_MIN = 3;
export const DOMAIN_MAX = 255;
export const SET_PASSWORD_REDIRECT_MS = 3000;

export const AD_LAYOUT = {
  autoplayMs: 3000,
  loop: false,
  baseWidth: 1366,
  breakpoints: [1775, 1520] as const,
  defaultWidth: 200,
  resizeThrottleMs: 300,
} as const;

/** Tourists (not logged in) see this many public products unless the organizer configures otherwise. */
export const DEFAULT_TOURIST_PRODUCT_LIMIT = 20;

/** API prefix of feature calls. `GET /getInfo` has no prefix (spec 000 §7). */
export const API_PREFIX = '/visitor/v2';
