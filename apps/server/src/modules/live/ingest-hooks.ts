import { LiveIngestHookPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context';
import { ingestCallbacks, recorded } from './live.runtime';

const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** The stream name and key of a hook call: nginx-rtmp posts a form (name, and the URL's args such as
 * key); SRS posts JSON (stream, and param "?key=..."). */
function nameAndKey(body: unknown): { name: string; key: string } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const name = text(b.name) || text(b.stream);
  const key = text(b.key) || new URLSearchParams(text(b.param).replace(/^\?/, '')).get('key') || '';
  return { name: NAME.test(name) ? name : '', key: key.slice(0, 200) };
}

const RECORDING = /^[a-zA-Z0-9_.-]{1,128}\.(flv|m3u8)$/;

/** The file name of a finished recording: nginx-rtmp posts its `path`, SRS its `file`. Only the name is
 * used (it is played from LIVE_PLAYBACK_BASE/recordings/), never a path of the media server. */
function recordingName(body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const path = typeof b.path === 'string' ? b.path : typeof b.file === 'string' ? b.file : '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  return RECORDING.test(name) && !name.startsWith('.') ? name : '';
}

/**
 * LIVE_INGEST=external: the hooks nginx-rtmp (on_publish, on_publish_done) or SRS (http_hooks) call.
 * Both need the live's key (sent by the encoder in its URL, passed on by the media server): a publish
 * with a wrong key is refused (403, or SRS's non-zero code) and nobody can end someone else's live.
 * They answer 2xx to allow, as both servers expect; SRS also reads `{ code: 0 }`.
 */
export async function liveIngestHooks(http: FastifyInstance, opts: { app: AppContext }) {
  const { app } = opts;
  if (app.settings.liveIngest !== 'external') return;
  const callbacks = ingestCallbacks(app);
  http.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const refuse = { code: 403, msg: 'refused' };
  http.post(LiveIngestHookPaths.onPublish, async (req, reply) => {
    const { name, key } = nameAndKey(req.body);
    const liveId = name ? await callbacks.authorize(name, key) : null;
    if (!liveId) return reply.code(403).send(refuse);
    await callbacks.started(liveId);
    return { code: 0 };
  });
  http.post(LiveIngestHookPaths.onPublishDone, async (req, reply) => {
    const { name, key } = nameAndKey(req.body);
    const liveId = name ? await callbacks.authorize(name, key) : null;
    if (!liveId) return reply.code(403).send(refuse);
    // the recording, if the media server keeps one, arrives with on_record_done
    await callbacks.ended(liveId, null);
    return { code: 0 };
  });
  http.post(LiveIngestHookPaths.onRecordDone, async (req, reply) => {
    const { name, key } = nameAndKey(req.body);
    const liveId = name ? await callbacks.authorize(name, key) : null;
    if (!liveId) return reply.code(403).send(refuse);
    const file = recordingName(req.body);
    const base = app.settings.livePlaybackBase.replace(/\/$/, '');
    if (!file || !base) return reply.code(400).send({ code: 400, msg: 'no playable recording' });
    await recorded(app, liveId, `${base}/recordings/${encodeURIComponent(file)}`);
    return { code: 0 };
  });
}
