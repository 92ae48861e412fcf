/**
 * bench:live — the embedded live ingest under viewers. Per round: the ingest server (bench/live-server.ts,
 * the same driver OpenFair runs, in a process of its own) is started; ffmpeg publishes a 640x360 test
 * stream (25 fps, x264 ultrafast, AAC) over RTMP; N WS-FLV viewers attach on loopback; for D seconds the
 * server's CPU (from /proc, user+system, % of one core) and resident memory are sampled, and each
 * viewer's received bytes counted. "Publish to first frame" is from starting ffmpeg to the first FLV video
 * tag at the first viewer (which attached before the publish). The comparison with nginx-rtmp is not
 * written: the bench only reports whether nginx with the RTMP module is installed (BENCH_LIVE_NGINX names
 * another nginx binary).
 *
 * Knobs: BENCH_LIVE_VIEWERS (100), BENCH_LIVE_SECONDS (10), BENCH_LIVE_ROUNDS (3). Needs ffmpeg.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const int = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};
const VIEWERS = int('BENCH_LIVE_VIEWERS', 100);
const SECONDS = int('BENCH_LIVE_SECONDS', 10);
const ROUNDS = int('BENCH_LIVE_ROUNDS', 3);
const log = (m: string) => process.stderr.write(`${m}\n`);
const TICKS = 100; // USER_HZ on Linux

function procStat(pid: number): { cpuTicks: number; rssKb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuTicks, rssKb };
}

function startServer(): Promise<{ child: ChildProcess; rtmp: number; http: number }> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/bench/live-server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /ready (\d+) (\d+)/.exec(out);
      if (m) resolve({ child, rtmp: Number(m[1]), http: Number(m[2]) });
    });
    child.on('exit', (code) => reject(new Error(`bench live server exited with ${code}`)));
  });
}

/** The tsx wrapper spawns node: the process doing the work is its child. */
function serverPid(child: ChildProcess): number {
  const kids = spawnSync('pgrep', ['-P', String(child.pid)])
    .stdout.toString()
    .trim()
    .split('\n')
    .filter(Boolean);
  return kids.length ? Number(kids[0]) : child.pid!;
}

type Viewer = { ws: WebSocket; bytes: number; firstVideoAt: number | null };

function attach(httpPort: number): Viewer {
  const v: Viewer = {
    ws: new WebSocket(`ws://127.0.0.1:${httpPort}/live/bench.flv`),
    bytes: 0,
    firstVideoAt: null,
  };
  let header = true;
  v.ws.on('message', (b: Buffer) => {
    v.bytes += b.length;
    // messages are whole FLV tags after the 13-byte header; type 9 is video
    if (header && b.length >= 9 && b.toString('latin1', 0, 3) === 'FLV') {
      header = false;
      return;
    }
    if (v.firstVideoAt === null && b[0] === 9) v.firstVideoAt = performance.now();
  });
  v.ws.on('error', () => {});
  return v;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const spread = (xs: number[]) =>
  xs.length ? `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}` : '';

type Round = {
  firstFrameMs: number;
  cpuPct: number;
  rssMb: number;
  idleRssMb: number;
  kbpsPerViewer: number;
  delivered: number;
};

async function round(): Promise<Round> {
  const server = await startServer();
  const pid = serverPid(server.child);
  await new Promise((r) => setTimeout(r, 500));
  const idle = procStat(pid);
  const viewers = Array.from({ length: VIEWERS }, () => attach(server.http));
  await new Promise((r) => setTimeout(r, 1000));
  const publishAt = performance.now();
  const ffmpeg = spawn(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=25:duration=${SECONDS + 6}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS + 6}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '50', '-b:v', '1000k'],
      ...[
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-f',
        'flv',
        `rtmp://127.0.0.1:${server.rtmp}/live/bench?key=bench`,
      ],
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (viewers[0]!.firstVideoAt === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
  const firstFrameMs = (viewers[0]!.firstVideoAt ?? Number.NaN) - publishAt;
  await new Promise((r) => setTimeout(r, 2000)); // past start-up
  const before = procStat(pid);
  const bytesBefore = viewers.reduce((n, v) => n + v.bytes, 0);
  const t0 = performance.now();
  let peakRss = before.rssKb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, procStat(pid).rssKb);
  }, 500);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  clearInterval(sampler);
  const after = procStat(pid);
  const elapsed = (performance.now() - t0) / 1000;
  const bytes = viewers.reduce((n, v) => n + v.bytes, 0) - bytesBefore;
  const delivered = viewers.filter((v) => v.firstVideoAt !== null).length;
  for (const v of viewers) v.ws.terminate();
  ffmpeg.kill('SIGKILL');
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  return {
    firstFrameMs,
    cpuPct: ((after.cpuTicks - before.cpuTicks) / TICKS / elapsed) * 100,
    rssMb: peakRss / 1024,
    idleRssMb: idle.rssKb / 1024,
    kbpsPerViewer: (bytes * 8) / 1000 / elapsed / VIEWERS,
    delivered,
  };
}

if (spawnSync(FFMPEG, ['-version']).status !== 0) {
  log('bench:live needs ffmpeg (apt-get install ffmpeg)');
  process.exit(1);
}
log(
  `bench:live: ${VIEWERS} WS-FLV viewers, ${SECONDS} s per round, ${ROUNDS} rounds (640x360 25 fps ~1 Mb/s)`,
);
const rows: Round[] = [];
for (let r = 1; r <= ROUNDS; r++) {
  const row = await round();
  rows.push(row);
  log(
    `round ${r}: first frame ${row.firstFrameMs.toFixed(0)} ms, CPU ${row.cpuPct.toFixed(1)} % of a core, RSS ${row.rssMb.toFixed(0)} MB (idle ${row.idleRssMb.toFixed(0)} MB), ${row.kbpsPerViewer.toFixed(0)} kb/s per viewer, ${row.delivered}/${VIEWERS} viewers got video`,
  );
}
const col = (k: keyof Round) => rows.map((r) => r[k]);
console.log(
  `\nembedded ingest (node-media-server sessions), ${VIEWERS} viewers, median (min–max) over ${ROUNDS} rounds:`,
);
console.log(
  `  publish to first frame   ${median(col('firstFrameMs')).toFixed(0)} ms (${spread(col('firstFrameMs'))})`,
);
console.log(
  `  server CPU               ${median(col('cpuPct')).toFixed(1)} % of one core (${spread(col('cpuPct'))})`,
);
console.log(
  `  server RSS (peak)        ${median(col('rssMb')).toFixed(0)} MB (${spread(col('rssMb'))}); idle ${median(col('idleRssMb')).toFixed(0)} MB`,
);
console.log(
  `  delivered per viewer     ${median(col('kbpsPerViewer')).toFixed(0)} kb/s (${spread(col('kbpsPerViewer'))})`,
);
const nginx = spawnSync(process.env.BENCH_LIVE_NGINX || 'nginx', ['-V']);
const hasRtmp = nginx.status === 0 && /rtmp/.test(nginx.stderr.toString());
console.log(
  hasRtmp
    ? '  nginx-rtmp: installed, but its comparison run is not written yet'
    : '  nginx-rtmp: not installed here (apt-get install libnginx-mod-rtmp): no comparison run',
);
