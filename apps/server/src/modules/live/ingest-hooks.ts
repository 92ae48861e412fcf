import { LiveIngestHookPaths } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context';
import { ingestCallbacks } from './live.runtime';

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
    // the media server keeps the recording (HLS); no replay file is known here
    await callbacks.ended(liveId, null);
    return { code: 0 };
  });
}
