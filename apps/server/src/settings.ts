import { TOURIST_IDENTITY_REQUESTS_PER_MINUTE } from '@openfair/contract';
import { z } from 'zod';

/**
 * The fixed anonymous token the client sends before login (spec 000 §9 "a fixed visitor token").
 * It is public by design: it grants nothing beyond anonymous access and is published in /config.json.
 */
export const DEFAULT_VISITOR_TOKEN = 'openfair-public-visitor-token';

export class SettingsError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid setting ${variable}: ${detail}`);
    this.name = 'SettingsError';
  }
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = (protocols: RegExp) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), 'must be a valid URL')
      .optional(),
  );
const port = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65_535).default(fallback));
/** '1'/'true' or '0'/'false'; unset stays undefined, for settings whose default depends on others. */
const optionalFlag = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  );
const millis = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(3_600_000).default(fallback));
const text = (fallback: string) => z.preprocess(emptyToUndefined, z.string().default(fallback));

const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

const envSchema = z.object({
  PORT: port(3000),
  HOST: text('0.0.0.0'),
  BASE_PATH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/, 'must start with / and not end with / (e.g. /fair)')
      .refine((v) => !v.includes('//'), 'must not contain //')
      .default(''),
  ),
  DATA_DIR: text('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  REDIS_URL: optionalUrl(/^rediss?:$/),
  S3_ENDPOINT: optionalUrl(/^https?:$/),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_URL: optionalUrl(/^smtps?:$/),
  // ffmpeg for the codec check and poster frames of uploaded videos (ffprobe beside it); `off` for none.
  FFMPEG_PATH: text('ffmpeg'),
  RTMP_PORT: port(1935),
  LIVE_INGEST: z.preprocess(emptyToUndefined, z.enum(['embedded', 'external']).default('embedded')),
  LIVE_PLAYBACK_BASE: z.preprocess(emptyToUndefined, z.string().default('')),
  ICE_SERVERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('[]')
      .transform((v, ctx) => {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' });
          return z.NEVER;
        }
      })
      .pipe(z.array(iceServerSchema)),
  ),
  // coturn's static-auth-secret (use-auth-secret): each call gets TURN credentials made from it, valid for
  // a few hours, for the turn:/turns: entries of ICE_SERVERS that carry no username of their own.
  TURN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // How long a call rings before it counts as not answered (spec: 30 s); journeys shorten it.
  CALL_RING_TIMEOUT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(3).max(300).default(30),
  ),
  // Staff who are offline get one e-mail digest of unread buyer messages this many minutes after them.
  CHAT_DIGEST_AFTER_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1440).default(15),
  ),
  // Demo data is seeded into an empty database in development; production seeds it only when asked twice.
  DEMO_DATA: optionalFlag(),
  DEMO_DATA_ACKNOWLEDGE: z.preprocess(emptyToUndefined, z.string().optional()),
  // The address people open the platform at (scheme and host; BASE_PATH is added): links and QR codes
  // the server hands out point there, never at whatever Host header a request carried.
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL')
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  // The API reference at /docs: on in development, off in production unless asked for.
  DOCS: optionalFlag(),
  SERVER_RENDER: optionalFlag(),
  SERVER_RENDER_MS_PER_SECOND: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(50).max(1000).default(400),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  EXHIBITION_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only (at most 64)')
      .default('openfair-2026'),
  ),
  APP_ID: text('openfair-web'),
  IM_APP_ID: text('openfair-im'),
  VISITOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).max(256).default(DEFAULT_VISITOR_TOKEN)),
  TOKEN_TTL_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(8760).default(168)),
  // Login-type calls per client address per minute (a fair behind one NAT may need more).
  LOGIN_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
  // Every other call open to guests that does work (lists, search, details, slider, account checks), per
  // client address per minute; analytics beacons per client address per minute.
  ANON_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(600)),
  ANALYTICS_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(120),
  ),
  // Guest chat identities requested per client address per minute, counted apart from logins.
  TOURIST_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(TOURIST_IDENTITY_REQUESTS_PER_MINUTE),
  ),
  // Behind a load balancer: which proxies' X-Forwarded-For to believe, so that rate limits and lockouts
  // key on the real client. Off: the connecting address is the client (a proxy would make everyone one).
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx): number | string[] | false => {
        if (v === undefined || v === '0' || v === 'false') return false;
        if (/^\d+$/.test(v)) return Number(v);
        const list = v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        if (list.length === 0 || list.some((a) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a))) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a hop count or a comma-separated list of proxy addresses (CIDR allowed)',
          });
          return z.NEVER;
        }
        return list;
      }),
  ),
  // Connections that send their headers or their request too slowly are closed (slow-loris), and idle
  // keep-alive connections do not hold a socket for long.
  HEADERS_TIMEOUT_MS: millis(10_000),
  REQUEST_TIMEOUT_MS: millis(30_000),
  KEEP_ALIVE_TIMEOUT_MS: millis(5_000),
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
});

export type Settings = {
  port: number;
  host: string;
  /** '' for root, else '/something' without trailing slash */
  basePath: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  s3?: { endpoint: string; bucket: string; accessKey: string; secretKey: string };
  smtpUrl?: string;
  /** ffmpeg's command or file ('off': no video tools even when ffmpeg is installed) */
  ffmpegPath: string;
  rtmpPort: number;
  liveIngest: 'embedded' | 'external';
  livePlaybackBase: string;
  iceServers: IceServer[];
  /** coturn use-auth-secret shared secret: TURN credentials are issued per call from it */
  turnSecret?: string;
  /** ring time of a call before it counts as not answered */
  callRingTimeoutSeconds: number;
  /** minutes a buyer's message waits unread, its employee offline, before the employee's e-mail digest */
  chatDigestAfterMinutes: number;
  /** seed the demo fair into an empty database (production: only with DEMO_DATA_ACKNOWLEDGE) */
  demoData: boolean;
  /** proxies whose X-Forwarded-For is believed: none (false), the nearest N hops, or these addresses */
  trustProxy: false | number | string[];
  /** scheme://host the platform is reached at (PUBLIC_URL), for links the server hands out */
  publicOrigin?: string;
  /** whether /docs (the OpenAPI document and its viewer) is served */
  docs: boolean;
  /** whether guests' first views are rendered on the server (SERVER_RENDER, on unless 0) */
  serverRender: boolean;
  /** of every second, the milliseconds server renders may take (the rest of the event loop is the API's) */
  serverRenderMsPerSecond: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  exhibitionId: string;
  appId: string;
  imAppId: string;
  visitorToken: string;
  tokenTtlHours: number;
  loginRateLimit: number;
  /** other guest calls that do work, and analytics beacons: per client address per minute */
  anonRateLimit: number;
  analyticsRateLimit: number;
  /** guest chat identities requested per client address per minute */
  touristRateLimit: number;
  /** milliseconds a client has to send its headers, its whole request; idle keep-alive sockets close after */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  nodeEnv: 'development' | 'production' | 'test';
};

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** The value of DEMO_DATA_ACKNOWLEDGE that lets a production server seed the demo fair. */
export const DEMO_DATA_ACKNOWLEDGEMENT = 'seed-a-public-demo-fair';

/**
 * Secrets that sign something, with the values published in documentation and quick-start examples. A
 * production server refuses them: whoever read the same page could sign in its name. (The visitor token is
 * not here: it is public by design and grants nothing.)
 */
const PUBLIC_SIGNING_SECRETS: Record<'S3_SECRET_KEY', readonly string[]> = {
  // S3 request signatures (SigV4): MinIO's and the AWS documentation's example keys.
  S3_SECRET_KEY: ['minioadmin', 'minio123', 'miniosecret', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
};

/** Reads and validates every setting once; throws a SettingsError naming the first bad variable. */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SettingsError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new SettingsError('HEADERS_TIMEOUT_MS', 'must not be longer than REQUEST_TIMEOUT_MS');
  const s3Set = S3_VARS.filter((k) => e[k] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_VARS.length) {
    const missing = S3_VARS.find((k) => e[k] === undefined)!;
    throw new SettingsError(missing, 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together');
  }
  const production = e.NODE_ENV === 'production';
  if (production) {
    for (const [variable, published] of Object.entries(PUBLIC_SIGNING_SECRETS)) {
      const value = e[variable as keyof typeof PUBLIC_SIGNING_SECRETS];
      if (value !== undefined && published.includes(value))
        throw new SettingsError(
          variable,
          'is a published default; a production server needs a secret of its own',
        );
    }
  }
  const demoData = e.DEMO_DATA ?? !production;
  if (production && demoData && e.DEMO_DATA_ACKNOWLEDGE !== DEMO_DATA_ACKNOWLEDGEMENT)
    throw new SettingsError(
      'DEMO_DATA_ACKNOWLEDGE',
      `DEMO_DATA=1 in production fills an empty database with made-up companies, products and demo accounts; ` +
        `set DEMO_DATA_ACKNOWLEDGE=${DEMO_DATA_ACKNOWLEDGEMENT} if that is really wanted`,
    );
  return {
    port: e.PORT,
    host: e.HOST,
    basePath: e.BASE_PATH,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    s3:
      s3Set.length === S3_VARS.length
        ? {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            accessKey: e.S3_ACCESS_KEY!,
            secretKey: e.S3_SECRET_KEY!,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    ffmpegPath: e.FFMPEG_PATH,
    rtmpPort: e.RTMP_PORT,
    liveIngest: e.LIVE_INGEST,
    livePlaybackBase: e.LIVE_PLAYBACK_BASE,
    iceServers: e.ICE_SERVERS,
    turnSecret: e.TURN_SECRET,
    callRingTimeoutSeconds: e.CALL_RING_TIMEOUT_SECONDS,
    chatDigestAfterMinutes: e.CHAT_DIGEST_AFTER_MINUTES,
    demoData,
    docs: e.DOCS ?? e.NODE_ENV !== 'production',
    serverRender: e.SERVER_RENDER ?? true,
    serverRenderMsPerSecond: e.SERVER_RENDER_MS_PER_SECOND,
    publicOrigin: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    exhibitionId: e.EXHIBITION_ID,
    appId: e.APP_ID,
    imAppId: e.IM_APP_ID,
    visitorToken: e.VISITOR_TOKEN,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    anonRateLimit: e.ANON_RATE_LIMIT,
    analyticsRateLimit: e.ANALYTICS_RATE_LIMIT,
    touristRateLimit: e.TOURIST_RATE_LIMIT,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    nodeEnv: e.NODE_ENV,
  };
}
