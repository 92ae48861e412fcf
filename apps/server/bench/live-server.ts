/**
 * The server side of bench:live: the embedded ingest driver exactly as OpenFair runs it (RTMP in,
 * WS-FLV out through an HTTP server's upgrades, recording to files), without the database: every publish
 * with the key `bench` is accepted. Run as its own process so its CPU and memory are measured alone.
 * Prints `ready <rtmpPort> <httpPort>` on stdout once listening.
 */

import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddedIngest } from '../src/media/live-ingest/embedded';
import { createStorage } from '../src/media/storage';

const dir = mkdtempSync(path.join(tmpdir(), 'openfair-bench-live-'));
const http = createServer((_req, res) => res.writeHead(404).end());
const ingest = createEmbeddedIngest({
  port: 0,
  host: '127.0.0.1',
  workDir: path.join(dir, 'work'),
  storage: createStorage({ dataDir: dir, basePath: '' }),
  callbacks: {
    authorize: async (_name, key) => (key === 'bench' ? 'bench-live' : null),
    started: async () => {},
    ended: async () => {},
  },
  mayPlay: () => true,
  onError: (e, what) => process.stderr.write(`${what}: ${String(e)}\n`),
});
http.on('upgrade', (req, socket, head) => {
  if (!ingest.handleUpgrade(req, socket, head)) socket.destroy();
});
await ingest.start();
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
const address = http.address();
process.stdout.write(`ready ${ingest.port} ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void ingest.stop().then(() => process.exit(0));
});
