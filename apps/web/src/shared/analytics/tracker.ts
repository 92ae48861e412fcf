import { ANALYTICS, CatalogPaths } from '@openfair/contract';
import { getBasePath, getRuntimeConfigOrNull } from '../../lib/runtime-config';
import { type SessionState, sessionStore } from '../../lib/session-store';

/** The event record of spec 001 §3 as the log host's POST /burying takes it. */
export type AnalyticsRecord = {
  appKey: string;
  type: string;
  userId: string;
  time: number;
  site: string;
  event: string;
  prop: { terminal: 'PC'; behavior: string };
  /** ours: the fair, so the server files the record under it (the log host takes it from the body) */
  exhibitionId?: string;
};

export type TrackOptions = {
  /** a spec 001 §9 event code; the default is the page view 001021003 */
  event?: string;
  /** free text describing what happened; the page view sends 'view' */
  behavior?: string;
  /** the page address; defaults to the current URL */
  site?: string;
};

/** Exhibitor (ACTOR) sessions are never tracked (spec 001 §3): the analytics describe visitors. */
export function shouldTrack(session: Pick<SessionState, 'subjectType'>): boolean {
  return session.subjectType !== 'ACTOR';
}

export function buildRecord(
  session: SessionState,
  opts: TrackOptions = {},
  now = Date.now(),
): AnalyticsRecord {
  const config = getRuntimeConfigOrNull();
  return {
    // The spec's app key is a secret of the log host; this platform identifies its app by the runtime appId.
    appKey: config?.appId ?? '',
    type: ANALYTICS.type,
    userId: session.info?.userAccountId ?? session.info?.id ?? '',
    time: now,
    // Cut to what the server keeps: a long query string must not cost the record.
    site: (opts.site ?? (typeof window === 'undefined' ? '' : window.location.href)).slice(
      0,
      ANALYTICS.siteMax,
    ),
    event: opts.event ?? ANALYTICS.defaultEvent,
    prop: { terminal: 'PC', behavior: (opts.behavior ?? 'view').slice(0, ANALYTICS.behaviorMax) },
    ...((config?.exhibitionId || session.exhibitionId) && {
      exhibitionId: config?.exhibitionId || session.exhibitionId,
    }),
  };
}

/**
 * Sends one analytics record to `${base}/burying`, fire-and-forget: it goes around the request wrapper
 * (no envelope, no error toast, no expiry dialog), survives page unloads (keepalive) and never throws.
 * Returns whether a record was sent.
 */
export function track(opts: TrackOptions = {}, fetchImpl: typeof fetch = fetch): boolean {
  const session = sessionStore.getState();
  if (!shouldTrack(session)) return false;
  const record = buildRecord(session, opts);
  // Without an app key the log host rejects the record: nothing worth sending before the config loads.
  if (!record.appKey) return false;
  try {
    void fetchImpl(`${getBasePath()}${CatalogPaths.burying}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(record),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
  return true;
}
