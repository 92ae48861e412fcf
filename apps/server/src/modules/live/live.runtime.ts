import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LiveState } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { slot } from '../../core/context';
import { liveMarks, lives, serverSecrets } from '../../db/schema/index';
import type { LiveIngest, LiveIngestCallbacks } from '../../media/live-ingest/types';
import { transactionWithNotices } from '../content/index';

/** How long a playback token of the detail answer stays valid. */
const PLAYBACK_TOKEN_MS = 6 * 60 * 60 * 1000;

/**
 * The live area's per-instance state: the ingest driver (set by main.ts when it starts one), the secret
 * that signs playback tokens (shared by every instance, loaded by loadLiveSecret), and listeners for
 * state changes (the live room pushes them to viewers).
 */
export type LiveRuntime = {
  ingest: LiveIngest | null;
  secret: Buffer | null;
  loading: Promise<Buffer> | null;
  listeners: Set<(liveId: string, state: number) => void>;
  pinListeners: Set<(liveId: string, productId: string | null) => void>;
};

export const liveRuntimeSlot = slot<LiveRuntime>(
  'live.runtime',
  () => ({ ingest: null, secret: null, loading: null, listeners: new Set(), pinListeners: new Set() }),
  // closing the application stops the ingest (its RTMP listener and encoder connections)
  async (rt) => {
    const ingest = rt.ingest;
    rt.ingest = null;
    await ingest?.stop();
  },
);

const SECRET_NAME = 'live.playback';

/**
 * The key of playback tokens, the same on every instance (a token one instance issued plays through
 * another): the first instance to need it stores a random one, a racing instance keeps the stored one.
 */
export function loadLiveSecret(app: AppContext): Promise<Buffer> {
  const rt = app.use(liveRuntimeSlot);
  if (rt.secret) return Promise.resolve(rt.secret);
  rt.loading ??= (async () => {
    await app.db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await app.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SECRET_NAME))
      .limit(1);
    if (!row) throw new Error('the live playback secret could not be stored');
    rt.secret = Buffer.from(row.value, 'base64url');
    return rt.secret;
  })().finally(() => {
    rt.loading = null;
  });
  return rt.loading;
}

const keyOf = (rt: LiveRuntime) => {
  // loadLiveSecret runs before any token is issued or checked (detail, ingest start)
  if (!rt.secret) throw new Error('the live playback secret is not loaded');
  return rt.secret;
};

export function playbackToken(rt: LiveRuntime, streamName: string, now = Date.now()): string {
  const exp = Math.floor((now + PLAYBACK_TOKEN_MS) / 1000);
  const mac = createHmac('sha256', keyOf(rt)).update(`${streamName}.${exp}`).digest('base64url');
  return `${exp}.${mac}`;
}

export function checkPlaybackToken(
  rt: LiveRuntime,
  streamName: string,
  token: string,
  now = Date.now(),
): boolean {
  const [expText, mac] = token.split('.');
  const exp = Number(expText);
  if (!mac || !Number.isInteger(exp) || exp * 1000 < now || !rt.secret) return false;
  const want = createHmac('sha256', rt.secret).update(`${streamName}.${exp}`).digest();
  const got = Buffer.from(mac, 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function notify(app: AppContext, liveId: string, state: number) {
  for (const l of app.use(liveRuntimeSlot).listeners) l(liveId, state);
}

/** Viewers who asked to be reminded (wantLive) get a notice when the live goes on air, once. */
async function remindWanting(app: AppContext, liveId: string) {
  const [live] = await app.db.select().from(lives).where(eq(lives.id, liveId)).limit(1);
  if (!live) return;
  await transactionWithNotices(app, async (tx, notify) => {
    const wanting = await tx
      .update(liveMarks)
      .set({ notified: true })
      .where(and(eq(liveMarks.liveId, liveId), eq(liveMarks.kind, 'want'), eq(liveMarks.notified, false)))
      .returning({ userAccountId: liveMarks.userAccountId });
    for (const w of wanting)
      await notify({
        exhibitionId: live.exhibitionId,
        userAccountId: w.userAccountId,
        noticeType: 'SPONSOR',
        title: { zh: '直播开始了', en: 'A live has started' },
        content: {
          zh: `您预约的直播「${live.name}」已开始。`,
          en: `The live "${live.nameEn || live.name}" you asked to be reminded of has started.`,
        },
      });
  });
}

/**
 * An external media server's recording of the live (an absolute URL under LIVE_PLAYBACK_BASE) becomes
 * its replay; the next publish's recording replaces it.
 */
export async function recorded(app: AppContext, liveId: string, url: string) {
  await app.db
    .update(lives)
    .set({ recording: url, updatedAt: new Date() })
    .where(and(eq(lives.id, liveId), eq(lives.isDemo, false)));
  app.log.info({ liveId }, 'live recording stored');
}

/** What an ingest driver (embedded, or the external hooks) does on publish events. */
export function ingestCallbacks(app: AppContext): LiveIngestCallbacks {
  return {
    async authorize(streamName, key) {
      if (!key) return null;
      const [row] = await app.db
        .select({ id: lives.id, key: lives.streamKey, isDemo: lives.isDemo })
        .from(lives)
        .where(eq(lives.streamName, streamName))
        .limit(1);
      if (!row?.key || row.isDemo || !sameSecret(row.key, key)) return null;
      return row.id;
    },
    async started(liveId) {
      const now = new Date();
      await app.db
        .update(lives)
        .set({ streamState: LiveState.OnAir, publishStartedAt: now, publishEndedAt: null, updatedAt: now })
        .where(eq(lives.id, liveId));
      app.log.info({ liveId }, 'live on air');
      notify(app, liveId, LiveState.OnAir);
      await remindWanting(app, liveId).catch((err) => app.log.error({ err, liveId }, 'live reminders'));
    },
    async ended(liveId, recording) {
      const now = new Date();
      await app.db
        .update(lives)
        .set({
          streamState: LiveState.Replay,
          publishEndedAt: now,
          endTime: now,
          pinnedProductId: null,
          updatedAt: now,
          ...(recording ? { recording } : {}),
        })
        .where(and(eq(lives.id, liveId), eq(lives.isDemo, false)));
      app.log.info({ liveId, recording }, 'live ended');
      notify(app, liveId, LiveState.Replay);
    },
  };
}
