import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { Storage } from '../storage-base';
import { indexFlvFile } from './flv-index';
import type { LiveIngest, LiveIngestCallbacks } from './types';

// node-media-server 4 ships as CommonJS without types; we use its RTMP and FLV sessions and its per-stream
// broadcast (GOP cache, fan-out), not its NodeMediaServer class: that one starts an Express admin server,
// a JSON store and exits the process when a port is taken. The RTMP listener and the FLV endpoints are ours.
// biome-ignore lint/suspicious/noExplicitAny: the library's sessions and broadcasts are untyped CommonJS
type Untyped = any;
const require = createRequire(import.meta.url);
const nms = {
  RtmpSession: require('node-media-server/src/session/rtmp_session.js'),
  FlvSession: require('node-media-server/src/session/flv_session.js'),
  Context: require('node-media-server/src/core/context.js'),
  logger: require('node-media-server/src/core/logger.js'),
  // the ws the library checks its sockets against (instanceof), not another copy
  WebSocket: createRequire(require.resolve('node-media-server/src/session/flv_session.js'))('ws'),
} as {
  RtmpSession: new (socket: net.Socket) => Untyped;
  FlvSession: new (req: IncomingMessage, res: unknown) => Untyped;
  Context: {
    broadcasts: Map<string, Untyped>;
    sessions: Map<string, unknown>;
    config: Record<string, unknown>;
  };
  logger: { level: string };
  WebSocket: Untyped;
};
// Its logger writes every session to stdout at debug level; ours reports what matters.
nms.logger.level = 'error';

/** The RTMP application encoders publish to: rtmp://host:port/live/<stream name>?key=<secret>. */
export const RTMP_APP = 'live';
const STREAM_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export type EmbeddedIngestOptions = {
  port: number;
  host: string;
  /** where recordings are written while a stream runs (moved into storage when it ends) */
  workDir: string;
  storage: Storage;
  callbacks: LiveIngestCallbacks;
  /** whether a viewer may play `streamName` with `token` (the detail's signed playback token) */
  mayPlay(streamName: string, token: string): boolean;
  onError(error: unknown, what: string): void;
};

type Recorder = {
  id: string;
  protocol: 'flv';
  ip: '';
  file: string;
  out: WriteStream;
  sendBuffer(b: Buffer): void;
};

/**
 * The embedded ingest: RTMP in on RTMP_PORT (OBS, ffmpeg), WS-FLV and HTTP-FLV out on the web server's
 * port (`/live/<stream name>.flv?token=`). A publish is checked against the live's secret key before it
 * is accepted (nothing is recorded or relayed for a wrong key); accepted, the live goes on air at once;
 * when the encoder disconnects it ends at once (node-media-server's 30 s resume window is not used), and
 * the recording, indexed for seeking, becomes the replay.
 */
export function createEmbeddedIngest(opts: EmbeddedIngestOptions): LiveIngest & {
  /** serves `/live/<name>.flv` upgrades (WS-FLV); false when the URL is not ours */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** serves a GET of `/live/<name>.flv` (HTTP-FLV): 403 without a valid token, 404 when not on air */
  handleHttp(req: IncomingMessage, res: ServerResponse, name: string, token: string): void;
  readonly port: number;
} {
  const { Context } = nms;
  Context.config = { ...Context.config };
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const wss = new nms.WebSocket.Server({ noServer: true });
  const publishing = new Map<string, { liveId: string; recorder: Recorder | null }>();
  let port = opts.port;

  const streamPath = (name: string) => `/${RTMP_APP}/${name}`;

  function startRecorder(liveId: string, broadcast: { postPlay(s: unknown): unknown }): Recorder {
    const file = path.join(opts.workDir, `${liveId}-${Date.now()}.flv`);
    const out = createWriteStream(file);
    out.on('error', (e) => opts.onError(e, 'live recording'));
    const recorder: Recorder = {
      id: `rec-${randomUUID()}`,
      protocol: 'flv',
      ip: '',
      file,
      out,
      sendBuffer: (b: Buffer) => {
        out.write(b);
      },
    };
    broadcast.postPlay(recorder);
    return recorder;
  }

  async function finishRecording(liveId: string, recorder: Recorder): Promise<string | null> {
    await new Promise<void>((resolve) => recorder.out.end(resolve));
    const indexed = `${recorder.file}.indexed`;
    try {
      if (!(await indexFlvFile(recorder.file, indexed))) return null;
      // an unguessable name: storage URLs are public, and the live may be restricted
      const key = `live/recordings/${liveId}-${randomUUID()}.flv`;
      const { size } = await stat(indexed);
      await opts.storage.putStream(key, createReadStream(indexed), size, 'video/x-flv');
      return key;
    } finally {
      await rm(recorder.file, { force: true });
      await rm(indexed, { force: true });
    }
  }

  function onRtmpSocket(socket: net.Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const session = new nms.RtmpSession(socket);
    let liveId: string | null = null;
    // Viewers play over FLV through the web server, where the playback token is checked: no RTMP play.
    session.onPlay = () => socket.destroy();
    session.onPush = () => {
      socket.pause();
      const name: string = session.streamName;
      const key = typeof session.streamQuery?.key === 'string' ? session.streamQuery.key : '';
      const refuse = () => socket.destroy();
      if (session.streamApp !== RTMP_APP || !STREAM_NAME.test(name) || publishing.has(name)) return refuse();
      opts.callbacks
        .authorize(name, key)
        .then(async (id) => {
          if (!id || socket.destroyed || publishing.has(name)) return refuse();
          const err = session.broadcast.postPublish(session);
          if (err != null) return refuse();
          session.isPublisher = true;
          liveId = id;
          const recorder = startRecorder(id, session.broadcast);
          publishing.set(name, { liveId: id, recorder });
          await opts.callbacks.started(id);
          socket.resume();
        })
        .catch((e) => {
          opts.onError(e, 'live publish');
          refuse();
        });
    };
    const originalClose = session.onClose;
    session.onClose = () => {
      const name: string = session.streamName;
      const entry = session.isPublisher ? publishing.get(name) : undefined;
      if (session.isPublisher) {
        const broadcast = session.broadcast;
        broadcast.donePublish(session);
        // no resume window: the live ends when its encoder disconnects
        broadcast._finishPublish();
        Context.sessions.delete(session.id);
      } else originalClose();
      if (!entry || !liveId) return;
      publishing.delete(name);
      const id = liveId;
      const recorder = entry.recorder;
      if (recorder) session.broadcast.donePlay(recorder);
      void (async () => {
        let key: string | null = null;
        if (recorder)
          key = await finishRecording(id, recorder).catch((e) => {
            opts.onError(e, 'live recording');
            return null;
          });
        await opts.callbacks.ended(id, key);
      })().catch((e) => opts.onError(e, 'live end'));
    };
    session.run();
  }

  function parseFlvUrl(url: string | undefined): { name: string; token: string } | null {
    if (!url) return null;
    const u = new URL(url, 'http://x');
    const m = /^(?:.*)\/live\/([a-zA-Z0-9_-]{1,64})\.flv$/.exec(u.pathname);
    if (!m) return null;
    return { name: m[1]!, token: u.searchParams.get('token') ?? '' };
  }

  return {
    kind: 'embedded',
    get port() {
      return port;
    },
    async start() {
      await mkdir(opts.workDir, { recursive: true });
      const s = net.createServer(onRtmpSocket);
      await new Promise<void>((resolve, reject) => {
        s.once('error', (e: NodeJS.ErrnoException) =>
          reject(
            new Error(
              e.code === 'EADDRINUSE'
                ? `RTMP port ${opts.port} is already in use: live ingest is off (stop the other server or set RTMP_PORT)`
                : `Could not listen for RTMP on ${opts.host}:${opts.port}: ${e.message}`,
            ),
          ),
        );
        s.listen(opts.port, opts.host, () => resolve());
      });
      s.on('error', (e) => opts.onError(e, 'rtmp server'));
      const address = s.address();
      if (address && typeof address === 'object') port = address.port;
      server = s;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      wss.close();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    isPublishing: (name) => publishing.has(name),
    viewers(name) {
      const b = Context.broadcasts.get(streamPath(name));
      if (!b) return 0;
      let n = 0;
      for (const s of b.subscribers.values()) if (s.ip !== '') n++;
      return n;
    },
    handleHttp(req, res, name, token) {
      if (!STREAM_NAME.test(name) || !opts.mayPlay(name, token)) {
        res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
        return;
      }
      // a viewer of a stream nobody publishes would wait for nothing: say so at once
      if (!publishing.has(name)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not on air');
        return;
      }
      res.writeHead(200, {
        'content-type': 'video/x-flv',
        'cache-control': 'no-store',
        // the browser's fetch reads the stream as it comes
        'x-content-type-options': 'nosniff',
      });
      // The library's HTTP sessions read Express's params and query; give it those of our stream.
      const playReq = Object.assign(Object.create(req), {
        params: { app: RTMP_APP, name },
        query: {},
        hostname: '',
        method: 'GET',
      });
      const session = new nms.FlvSession(playReq, res);
      session.isPublisher = false;
      session.run();
      res.on('close', () => session.onClose());
    },
    handleUpgrade(req, socket, head) {
      const target = parseFlvUrl(req.url);
      if (!target) return false;
      if (!opts.mayPlay(target.name, target.token)) {
        socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws: unknown) => {
        // The library reads the stream path from the URL; give it ours without the base path.
        const playReq = Object.assign(Object.create(req), { url: `${streamPath(target.name)}.flv` });
        const session = new nms.FlvSession(playReq, ws);
        session.isPublisher = false; // a viewer never publishes through us
        session.run();
      });
      return true;
    },
  };
}
