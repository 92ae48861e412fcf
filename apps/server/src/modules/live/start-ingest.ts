import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context';
import { createEmbeddedIngest } from '../../media/live-ingest/embedded';
import { checkPlaybackToken, ingestCallbacks, liveRuntimeSlot, loadLiveSecret } from './live.runtime';

type EmbeddedIngest = ReturnType<typeof createEmbeddedIngest>;

/**
 * LIVE_INGEST=embedded: HTTP-FLV (`GET /live/<name>.flv?token=`) beside the WS-FLV upgrade, for players
 * that read the stream over plain HTTP. Registered with the routes; it plays once the ingest has started
 * (startLiveIngest), behind the same playback-token check.
 */
export async function liveFlvHttp(http: FastifyInstance, opts: { app: AppContext }) {
  const { app } = opts;
  if (app.settings.liveIngest !== 'embedded') return;
  http.get<{ Params: { name: string }; Querystring: { token?: unknown } }>(
    '/live/:name(^[a-zA-Z0-9_-]{1,64}).flv',
    async (req, reply) => {
      const ingest = app.use(liveRuntimeSlot).ingest as EmbeddedIngest | null;
      if (ingest?.kind !== 'embedded') return reply.code(404).send();
      const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 200) : '';
      reply.hijack();
      ingest.handleHttp(req.raw, reply.raw, req.params.name, token);
    },
  );
}

/**
 * Starts the embedded ingest (LIVE_INGEST=embedded): RTMP on RTMP_PORT, WS-FLV and HTTP-FLV on the web
 * server. A failure (port in use) is logged and the rest of the server runs without live ingest.
 * With LIVE_INGEST=external nothing listens here: nginx-rtmp or SRS call the on_publish hooks.
 */
export async function startLiveIngest(app: AppContext, http: FastifyInstance, opts: { port?: number } = {}) {
  if (app.settings.liveIngest !== 'embedded') return null;
  const rt = app.use(liveRuntimeSlot);
  await loadLiveSecret(app);
  const base = app.settings.basePath;
  const workDir =
    app.settings.dataDir === ':memory:'
      ? path.join(process.env.TMPDIR ?? '/tmp', `openfair-live-${process.pid}`)
      : path.join(app.settings.dataDir, 'live-work');
  const ingest = createEmbeddedIngest({
    port: opts.port ?? app.settings.rtmpPort,
    host: app.settings.host,
    workDir,
    storage: app.storage,
    callbacks: ingestCallbacks(app),
    mayPlay: (name, token) => checkPlaybackToken(rt, name, token),
    onError: (err, what) => app.log.error({ err }, what),
  });
  try {
    await ingest.start();
  } catch (e) {
    app.log.error((e as Error).message);
    return null;
  }
  rt.ingest = ingest;
  const strip = (url: string | undefined) =>
    url && base && url.startsWith(base) ? url.slice(base.length) : url;
  // socket.io handles its own upgrades; ours are /live/<name>.flv only
  http.server.on('upgrade', (req, socket, head) => {
    const url = strip(req.url);
    if (url?.startsWith('/live/') && url.split('?')[0]!.endsWith('.flv'))
      ingest.handleUpgrade(Object.assign(req, { url }), socket, head);
  });
  app.log.info(`Live ingest (embedded) listening for RTMP on port ${ingest.port}`);
  return ingest;
}
