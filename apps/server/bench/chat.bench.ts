/**
 * bench:chat — chat delivery latency (ARCHITECTURE.md §7: p99 under 40 ms with 5,000 sockets). The server
 * runs as `npm start` would (its own process, embedded database in a temporary DATA_DIR); the accounts,
 * sessions and group conversations it needs are written into that database before it starts (groups
 * have no API yet). Its baseline is a bare socket.io relay (one room per group, re-emit, nothing else),
 * measured in the same run by the same clients, so the ratio says what the chat adds over socket.io.
 *
 *   A  N sockets in one group, one sender at a time: send → each receiver's 'chat:message'.
 *   B  S sockets in groups of G, R messages/s in total for D seconds: latency, and whether R was held.
 *
 * Memory per socket is the server's RSS after the sockets connected minus before, over their number.
 * With REDIS_URL set, the server is also run as two processes on PostgreSQL (DATABASE_URL, else
 * TEST_DATABASE_URL, else the local default; a database of its own is created and dropped) with the
 * Redis adapter, each holding half of the sockets.
 *
 * The server refuses more than CHAT_SEND_BURST sends per socket in CHAT_SEND_WINDOW_MS, so A rotates the
 * sender over enough sockets and B spreads its rate over every socket; both check the rate fits.
 *
 * Knobs: BENCH_CHAT_SOCKETS (A, 1000), BENCH_CHAT_A_MESSAGES (40), BENCH_CHAT_B_SOCKETS (5000),
 * BENCH_CHAT_GROUP (5), BENCH_CHAT_RATE (2000 msg/s), BENCH_CHAT_SECONDS (5), BENCH_CHAT_ROUNDS (3).
 * Each socket and each server socket is a file descriptor: `ulimit -n` must exceed the socket count.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  CHAT_SEND_BURST,
  CHAT_SEND_WINDOW_MS,
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  GROUP_PREFIX,
  REALTIME_PATH,
  SystemPaths,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { applyMigrations, type Database, openDatabase } from '../src/db/client';
import {
  authTokens,
  chatConversations,
  chatMembers,
  exhibitions,
  userAccounts,
} from '../src/db/schema/index';
import { generateToken, hashToken } from '../src/lib/tokens';
import { createBareExhibition } from '../src/modules/session/index';
import { loadSettings } from '../src/settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const log = (message: string) => process.stderr.write(`${message}\n`);

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got ${raw}`);
  return n;
}

const SIZES = {
  aSockets: intFromEnv('BENCH_CHAT_SOCKETS', 1000, 2),
  aMessages: intFromEnv('BENCH_CHAT_A_MESSAGES', 40, 1),
  bSockets: intFromEnv('BENCH_CHAT_B_SOCKETS', 5000, 2),
  group: intFromEnv('BENCH_CHAT_GROUP', 5, 2),
  rate: intFromEnv('BENCH_CHAT_RATE', 2000, 1),
  seconds: intFromEnv('BENCH_CHAT_SECONDS', 5, 1),
  rounds: intFromEnv('BENCH_CHAT_ROUNDS', 3, 1),
};
/** BENCH_CHAT_TARGETS: which of relay, pglite, redis to run (all by default; redis needs REDIS_URL). */
const TARGETS = new Set(
  (process.env.BENCH_CHAT_TARGETS ?? 'relay,pglite,redis').split(',').map((t) => t.trim()),
);
const TARGET_P99_MS = 40;
/** Sockets connected at once while opening: more only queues handshakes behind each other. */
const CONNECT_CONCURRENCY = 200;
/** A send rate below this share of the asked rate does not count as sustained. */
const SUSTAINED_SHARE = 0.95;

// ——— statistics ———

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (xs: number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
/** A round figure with the rounds' spread: `12.3 (11.9–13.0)`. */
const spread = (xs: number[], digits = 1) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 1) return s[0]!.toFixed(digits);
  return `${median(s).toFixed(digits)} (${s[0]!.toFixed(digits)}–${s.at(-1)!.toFixed(digits)})`;
};

// ——— processes ———

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

type Proc = { url: string; child: ChildProcess };

async function waitHealthy(url: string, child: ChildProcess, probe: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not become healthy`);
}

/** BENCH_CHAT_CPU_PROF=dir: each server process writes a V8 CPU profile there when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CHAT_CPU_PROF ?? '';

async function startServer(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, SystemPaths.healthz);
  return { url, child };
}

/** The baseline: the same file run with `--relay`, a process of its own like the server. */
async function startRelay(): Promise<Proc> {
  const port = await freePort();
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [fileURLToPath(import.meta.url), '--relay', String(port)],
    { cwd: repoRoot, env: process.env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, '/healthz');
  return { url, child };
}

async function stop(proc: Proc): Promise<void> {
  await new Promise<void>((resolve) => {
    if (proc.child.exitCode !== null) return resolve();
    proc.child.once('exit', () => resolve());
    proc.child.kill('SIGTERM');
    setTimeout(() => proc.child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Resident memory of a process, from /proc (Linux), in bytes. */
function rssOf(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** tsx runs the server as a child of its own CLI process: the node that listens is the deepest one. */
function serverPid(child: ChildProcess): number | undefined {
  // Only node children count: tsx's loader also starts an esbuild service, whose memory is not the server's.
  const isNode = (pid: number) => {
    try {
      const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
      return path.basename(argv0) === 'node' || argv0 === process.execPath;
    } catch {
      return false;
    }
  };
  let pid = child.pid;
  for (let depth = 0; depth < 3 && pid; depth++) {
    const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
    const next = out
      .split('\n')
      .map(Number)
      .find((c) => c > 0 && isNode(c));
    if (!next) break;
    pid = next;
  }
  return pid;
}

/**
 * The minimal relay: a socket joins the room its handshake names; a send is acknowledged and re-emitted
 * to the room (sender included, as the chat delivers to every member). No auth, no storage.
 */
function runRelay(port: number): void {
  const http = createHttpServer((req, res) => {
    res.statusCode = req.url === '/healthz' ? 200 : 404;
    res.end();
  });
  const io = new SocketServer(http, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });
  io.on('connection', (socket) => {
    const room = String((socket.handshake.auth as { room?: string }).room ?? '');
    void socket.join(room);
    socket.on(
      ChatEvents.send,
      (input: { clientMessageID: string; message: unknown }, ack?: (r: unknown) => void) => {
        const message = {
          ID: input.clientMessageID,
          conversationID: room,
          from: socket.id,
          ...(input.message as object),
        };
        io.to(room).emit(ChatEvents.message, message);
        ack?.({ ok: true, data: message });
      },
    );
  });
  http.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
}

// ——— the database the server starts on ———

type Member = { token: string; accountId: string; group: string };
type Population = { a: Member[]; b: Member[] };

/**
 * Accounts with a live visitor session each, one group with every A member and groups of `group` for B,
 * written straight into the database (in batches: one statement per row would take minutes).
 */
async function populate(database: Database, exhibitionId: string, appId: string): Promise<Population> {
  const { db } = database;
  const [existing] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.id, exhibitionId))
    .limit(1);
  if (!existing) await createBareExhibition(db, exhibitionId, appId);
  const run = randomBytes(4).toString('hex');
  const total = SIZES.aSockets + SIZES.bSockets;
  const accountIds: string[] = [];
  const tokens: string[] = [];
  for (let at = 0; at < total; at += 500) {
    const batch = Array.from({ length: Math.min(500, total - at) }, (_, i) => ({
      name: `bench-${run}-${at + i}`,
    }));
    const rows = await db.insert(userAccounts).values(batch).returning({ id: userAccounts.id });
    const batchTokens = rows.map(() => generateToken());
    await db.insert(authTokens).values(
      rows.map((row, i) => ({
        tokenHash: hashToken(batchTokens[i]!),
        userAccountId: row.id,
        exhibitionId,
        subjectType: 'VISITOR' as const,
        expiresAt: new Date(Date.now() + 24 * 3_600_000),
      })),
    );
    accountIds.push(...rows.map((r) => r.id));
    tokens.push(...batchTokens);
  }
  const groupOf = async (name: string, members: number[]): Promise<string> => {
    const [conversation] = await db
      .insert(chatConversations)
      .values({ exhibitionId, type: 'GROUP', name })
      .returning({ id: chatConversations.id });
    const id = conversation!.id;
    for (let at = 0; at < members.length; at += 1000)
      await db.insert(chatMembers).values(
        members.slice(at, at + 1000).map((i) => ({
          conversationId: id,
          exhibitionId,
          userAccountId: accountIds[i]!,
        })),
      );
    return id;
  };
  const member = (i: number, group: string): Member => ({
    token: tokens[i]!,
    accountId: accountIds[i]!,
    group,
  });
  const aIndexes = Array.from({ length: SIZES.aSockets }, (_, i) => i);
  const aGroup = await groupOf('bench A', aIndexes);
  const a = aIndexes.map((i) => member(i, aGroup));
  const b: Member[] = [];
  for (let first = 0; first < SIZES.bSockets; first += SIZES.group) {
    const indexes = Array.from(
      { length: Math.min(SIZES.group, SIZES.bSockets - first) },
      (_, i) => SIZES.aSockets + first + i,
    );
    const id = await groupOf(`bench B ${first}`, indexes);
    b.push(...indexes.map((i) => member(i, id)));
  }
  return { a, b };
}

// ——— clients ———

type Target = {
  name: string;
  /** each socket's server (two for the Redis pair) */
  urls: string[];
  pids: (number | undefined)[];
  auth: (m: Member) => Record<string, unknown>;
};

type Client = { socket: Socket; member: Member };

function open(url: string, auth: Record<string, unknown>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth,
      reconnection: false,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => reject(new Error(`connect: ${e.message}`)));
  });
}

async function openAll(target: Target, members: Member[]): Promise<Client[]> {
  const clients: Client[] = new Array(members.length);
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const i = next++;
      const member = members[i]!;
      const url = target.urls[i % target.urls.length]!;
      clients[i] = { socket: await open(url, target.auth(member)), member };
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return clients;
}

const closeAll = (clients: Client[]) => {
  for (const c of clients) c.socket.disconnect();
};

const rssTotal = (target: Target) => target.pids.reduce<number>((sum, pid) => sum + rssOf(pid), 0);

/**
 * Every delivery's latency in ms, by the send time the text carries (clients and clock share this
 * process). Only other sockets' deliveries count: the sender's own copy is not a delivery.
 */
function listen(clients: Client[], sink: { latencies: number[]; delivered: number }) {
  for (const { socket } of clients) {
    socket.on(ChatEvents.message, (message: ChatMessage) => {
      if (message.flow === 'out' || message.from === socket.id) return;
      const payload = message.payload as { text?: string };
      const sentAt = Number(payload.text?.split(' ')[0]);
      if (!Number.isFinite(sentAt)) return;
      sink.latencies.push(performance.now() - sentAt);
      sink.delivered++;
    });
  }
}

let sequence = 0;
function send(client: Client, target: Target): Promise<ChatAck<unknown>> {
  const id = `bench-${process.pid}-${++sequence}-${randomBytes(3).toString('hex')}`;
  return client.socket.timeout(30_000).emitWithAck(ChatEvents.send, {
    clientMessageID: id,
    conversationID: target.name === 'relay' ? client.member.group : `${GROUP_PREFIX}${client.member.group}`,
    message: { type: 'text', payload: { text: `${performance.now()} bench` } },
  }) as Promise<ChatAck<unknown>>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let aSends = 0;

type ScenarioA = { p50: number; p99: number; fanout99: number; lost: number };

/**
 * One message at a time to the whole group; the next goes once every receiver has it (or after 5 s).
 * The sender rotates so no socket sends more than the server's burst within its window.
 */
async function scenarioA(target: Target, clients: Client[]): Promise<ScenarioA> {
  const receivers = clients.length - 1;
  const sink = { latencies: [] as number[], delivered: 0 };
  listen(clients, sink);
  const perMessageLast: number[] = [];
  let lost = 0;
  for (let m = 0; m < SIZES.aMessages; m++) {
    // Counted across rounds: a new round must not reuse a sender whose window is still full.
    const sender = clients[Math.floor(aSends++ / CHAT_SEND_BURST) % clients.length]!;
    const before = sink.delivered;
    const first = sink.latencies.length;
    const ack = await send(sender, target);
    if (!ack.ok) throw new Error(`send refused: ${ack.msg}`);
    const until = performance.now() + 5000;
    while (sink.delivered - before < receivers && performance.now() < until) await pause(1);
    const got = sink.latencies.length - first;
    lost += receivers - got;
    if (got > 0) perMessageLast.push(Math.max(...sink.latencies.slice(first)));
    await pause(20);
  }
  for (const c of clients) c.socket.off(ChatEvents.message);
  const sorted = sink.latencies.sort((x, y) => x - y);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    fanout99: quantile(
      perMessageLast.sort((x, y) => x - y),
      0.99,
    ),
    lost,
  };
}

type ScenarioB = {
  p50: number;
  p99: number;
  sentRate: number;
  ackedRate: number;
  lost: number;
  refused: number;
};

/** R messages/s spread over every socket in turn, for D seconds; then waits for the stragglers. */
async function scenarioB(target: Target, clients: Client[]): Promise<ScenarioB> {
  const sink = { latencies: [] as number[], delivered: 0 };
  listen(clients, sink);
  const total = SIZES.rate * SIZES.seconds;
  const tickMs = 10;
  let sent = 0;
  let acked = 0;
  let refused = 0;
  let expected = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let lastAck = started;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * SIZES.rate));
    for (; sent < due; sent++) {
      const client = clients[sent % clients.length]!;
      expected += groupSize(client, clients) - 1;
      pending.push(
        send(client, target).then(
          (ack) => {
            if (ack.ok) acked++;
            else refused++;
            lastAck = performance.now();
          },
          () => {
            refused++;
          },
        ),
      );
    }
    await pause(tickMs);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const ackSeconds = (lastAck - started) / 1000;
  const until = performance.now() + 5000;
  while (sink.delivered < expected && performance.now() < until) await pause(10);
  for (const c of clients) c.socket.off(ChatEvents.message);
  const sorted = sink.latencies.sort((x, y) => x - y);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    sentRate: sent / sendSeconds,
    ackedRate: acked / Math.max(ackSeconds, sendSeconds),
    lost: expected - sink.delivered,
    refused,
  };
}

const groupSizes = new Map<string, number>();
function groupSize(client: Client, clients: Client[]): number {
  let size = groupSizes.get(client.member.group);
  if (size === undefined) {
    for (const c of clients) groupSizes.set(c.member.group, (groupSizes.get(c.member.group) ?? 0) + 1);
    size = groupSizes.get(client.member.group)!;
  }
  return size;
}

type Result = {
  target: string;
  a: ScenarioA[];
  b: ScenarioB[];
  bytesPerSocket: number;
  clientCpuShare: number;
};

async function measure(target: Target, population: Population): Promise<Result> {
  const result: Result = { target: target.name, a: [], b: [], bytesPerSocket: Number.NaN, clientCpuShare: 0 };
  log(`${target.name}: A — ${SIZES.aSockets} sockets in one group`);
  aSends = 0;
  const aClients = await openAll(target, population.a);
  for (let r = 0; r < SIZES.rounds; r++) result.a.push(await scenarioA(target, aClients));
  closeAll(aClients);
  await pause(1000);

  log(`${target.name}: B — ${SIZES.bSockets} sockets in groups of ${SIZES.group}, ${SIZES.rate} msg/s`);
  const rssBefore = rssTotal(target);
  groupSizes.clear();
  const bClients = await openAll(target, population.b);
  await pause(1000);
  result.bytesPerSocket = (rssTotal(target) - rssBefore) / bClients.length;
  let cpuMs = 0;
  let wallMs = 0;
  for (let r = 0; r < SIZES.rounds; r++) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    result.b.push(await scenarioB(target, bClients));
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs += (cpu.user + cpu.system) / 1000;
    wallMs += performance.now() - wallBefore;
    // Each round's sends must fit in the server's per-socket window again.
    await pause(CHAT_SEND_WINDOW_MS);
  }
  result.clientCpuShare = cpuMs / wallMs;
  closeAll(bClients);
  await pause(1000);
  return result;
}

// ——— report ———

function report(results: Result[]): string {
  const baseline = results.find((r) => r.target === 'relay');
  const ratio = (value: number, base: number | undefined) =>
    base && Number.isFinite(base) && base > 0 ? `${(value / base).toFixed(1)}x` : '—';
  const lines: string[] = [];
  const row = (cells: string[]) =>
    lines.push(cells.map((c, i) => (i === 0 ? c.padEnd(26) : c.padStart(22))).join(''));
  lines.push(
    `A: ${SIZES.aSockets} sockets in one group, ${SIZES.aMessages} messages one at a time, ${SIZES.rounds} rounds`,
  );
  lines.push(
    '   medians over rounds (min–max); latency = send → each receiver; fan-out = send → last receiver',
  );
  row(['target', 'p50 ms', 'p99 ms', 'fan-out p99 ms', 'p99 vs relay', 'lost']);
  for (const r of results) {
    const p99 = median(r.a.map((x) => x.p99));
    row([
      r.target,
      spread(r.a.map((x) => x.p50)),
      spread(r.a.map((x) => x.p99)),
      spread(r.a.map((x) => x.fanout99)),
      ratio(p99, baseline && median(baseline.a.map((x) => x.p99))),
      String(r.a.reduce((s, x) => s + x.lost, 0)),
    ]);
  }
  lines.push('');
  lines.push(
    `B: ${SIZES.bSockets} sockets in groups of ${SIZES.group}, ${SIZES.rate} msg/s for ${SIZES.seconds} s, ${SIZES.rounds} rounds`,
  );
  lines.push(
    `   each socket sends ${((SIZES.rate * CHAT_SEND_WINDOW_MS) / 1000 / SIZES.bSockets).toFixed(1)} per ${CHAT_SEND_WINDOW_MS / 1000} s (server burst limit ${CHAT_SEND_BURST})`,
  );
  row(['target', 'p50 ms', 'p99 ms', 'acked msg/s', 'p99 vs relay', 'sustained']);
  for (const r of results) {
    const p99 = median(r.b.map((x) => x.p99));
    const acked = median(r.b.map((x) => x.ackedRate));
    const lost = r.b.reduce((s, x) => s + x.lost, 0);
    const refused = r.b.reduce((s, x) => s + x.refused, 0);
    const sustained = acked >= SIZES.rate * SUSTAINED_SHARE && lost === 0 && refused === 0;
    row([
      r.target,
      spread(r.b.map((x) => x.p50)),
      spread(r.b.map((x) => x.p99)),
      spread(
        r.b.map((x) => x.ackedRate),
        0,
      ),
      ratio(p99, baseline && median(baseline.b.map((x) => x.p99))),
      `${sustained ? 'yes' : 'NO'}${lost || refused ? ` (lost ${lost}, refused ${refused})` : ''}`,
    ]);
  }
  lines.push('');
  row(['target', 'RSS/socket (B)', 'bench client CPU', `B p99 < ${TARGET_P99_MS} ms`]);
  for (const r of results)
    row([
      r.target,
      Number.isFinite(r.bytesPerSocket) ? `${(r.bytesPerSocket / 1024).toFixed(1)} KiB` : '—',
      `${(r.clientCpuShare * 100).toFixed(0)}% of a core`,
      median(r.b.map((x) => x.p99)) < TARGET_P99_MS ? 'yes' : 'NO',
    ]);
  lines.push('');
  lines.push(
    'The clients run in this one process: a bench client near 100% of a core adds its own queueing to every figure.',
  );
  return lines.join('\n');
}

// ——— main ———

function checkFileLimit(): void {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  const needed = Math.max(SIZES.aSockets, SIZES.bSockets) + 500;
  if (Number.isFinite(limit) && limit < needed) {
    log(
      `bench:chat needs about ${needed} open files per process (one per socket) but \`ulimit -n\` is ${limit}.\n` +
        `Raise it in this shell first (e.g. \`ulimit -n ${Math.max(needed, 65536)}\`) or lower BENCH_CHAT_B_SOCKETS / BENCH_CHAT_SOCKETS.`,
    );
    process.exit(2);
  }
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin =
    process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `of_bench_chat_${randomBytes(5).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main() {
  checkFileLimit();
  const [one, five] = loadavg();
  log(
    `bench:chat — ${cpus().length} CPUs, load ${one!.toFixed(2)} / ${five!.toFixed(2)}; sizes ${JSON.stringify(SIZES)}`,
  );
  const results: Result[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const watchdog = setTimeout(() => {
    log('bench:chat: stuck for 30 minutes, giving up');
    process.exit(1);
  }, 30 * 60_000);
  watchdog.unref();
  try {
    if (TARGETS.has('relay')) {
      // The baseline first: a relay on the same clients.
      const relay = await startRelay();
      cleanups.push(() => stop(relay));
      const relayPopulation: Population = { a: [], b: [] };
      for (let i = 0; i < SIZES.aSockets; i++)
        relayPopulation.a.push({ token: '', accountId: `a${i}`, group: 'A' });
      for (let i = 0; i < SIZES.bSockets; i++)
        relayPopulation.b.push({ token: '', accountId: `b${i}`, group: `B${Math.floor(i / SIZES.group)}` });
      results.push(
        await measure(
          {
            name: 'relay',
            urls: [relay.url],
            pids: [serverPid(relay.child)],
            auth: (m) => ({ room: m.group }),
          },
          relayPopulation,
        ),
      );
      await stop(relay);
    }

    if (TARGETS.has('pglite')) {
      // The chat server on its embedded database.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'openfair-bench-chat-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const settings = loadSettings({ ...process.env, DATA_DIR: dataDir });
      log('server (pglite): writing accounts, sessions and groups');
      const database = await openDatabase({ dataDir });
      await applyMigrations(database);
      const population = await populate(database, settings.exhibitionId, settings.appId);
      await database.close();
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
      cleanups.push(() => stop(server));
      const auth = (m: Member) => ({
        token: m.token,
        exhibitionId: settings.exhibitionId,
        languageType: 'en',
        appId: settings.appId,
      });
      results.push(
        await measure(
          { name: 'server (pglite)', urls: [server.url], pids: [serverPid(server.child)], auth },
          population,
        ),
      );
      await stop(server);
    }

    if (process.env.REDIS_URL && TARGETS.has('redis')) {
      const pgDb = await createPostgresDatabase();
      cleanups.push(pgDb.drop);
      log('2 servers (postgres + redis): writing accounts, sessions and groups');
      const pgSettings = loadSettings({ ...process.env, DATABASE_URL: pgDb.url });
      const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:' });
      await applyMigrations(database);
      const pgPopulation = await populate(database, pgSettings.exhibitionId, pgSettings.appId);
      await database.close();
      const pair: Proc[] = [];
      for (let i = 0; i < 2; i++) {
        const dir = mkdtempSync(path.join(tmpdir(), 'openfair-bench-chat-pg-'));
        cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
        const proc = await startServer({ DATA_DIR: dir, DATABASE_URL: pgDb.url });
        cleanups.push(() => stop(proc));
        pair.push(proc);
      }
      results.push(
        await measure(
          {
            name: '2 servers (pg + redis)',
            urls: pair.map((p) => p.url),
            pids: pair.map((p) => serverPid(p.child)),
            auth: (m) => ({
              token: m.token,
              exhibitionId: pgSettings.exhibitionId,
              languageType: 'en',
              appId: pgSettings.appId,
            }),
          },
          pgPopulation,
        ),
      );
      for (const p of pair) await stop(p);
    } else {
      log('REDIS_URL not set: the two-server (PostgreSQL + Redis) run is skipped');
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log(`cleanup: ${e}`));
  }
  process.stdout.write(`${report(results)}\n`);
  const [after] = loadavg();
  process.stdout.write(`load average at the end ${after!.toFixed(2)} (1 min), ${cpus().length} CPUs\n`);
}

if (process.argv[2] === '--relay') {
  runRelay(Number(process.argv[3]));
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      log(`bench:chat failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
