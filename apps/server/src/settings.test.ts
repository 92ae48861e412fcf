import { describe, expect, it } from 'vitest';
import { DEFAULT_VISITOR_TOKEN, loadSettings, SettingsError } from './settings';

const failure = (env: Record<string, string>) => {
  try {
    loadSettings(env);
  } catch (e) {
    expect(e).toBeInstanceOf(SettingsError);
    return e as SettingsError;
  }
  throw new Error('expected a SettingsError');
};

describe('loadSettings', () => {
  it('sets connection timeouts, and refuses headers that may take longer than the whole request', () => {
    expect(loadSettings({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
    const e = failure({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' });
    expect(e.message).toContain('HEADERS_TIMEOUT_MS');
    expect(failure({ KEEP_ALIVE_TIMEOUT_MS: '5' }).message).toContain('KEEP_ALIVE_TIMEOUT_MS');
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(failure({ TRUST_PROXY: 'everyone' }).message).toContain('TRUST_PROXY');
  });

  it('serves /docs outside production unless told otherwise', () => {
    expect(loadSettings({}).docs).toBe(true);
    expect(loadSettings({ NODE_ENV: 'production' }).docs).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production', DOCS: '1' }).docs).toBe(true);
    expect(loadSettings({ DOCS: 'false' }).docs).toBe(false);
  });

  it('has the embedded defaults', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      basePath: '',
      dataDir: './data',
      databaseUrl: undefined,
      s3: undefined,
      rtmpPort: 1935,
      liveIngest: 'embedded',
      demoData: true,
      logLevel: 'info',
      exhibitionId: 'openfair-2026',
      visitorToken: DEFAULT_VISITOR_TOKEN,
      tokenTtlHours: 168,
      nodeEnv: 'development',
    });
    // No public STUN server by default: a self-hosted fair may have no internet; TURN comes from ICE_SERVERS.
    expect(s.iceServers).toEqual([]);
  });

  it('reads every variable', () => {
    const s = loadSettings({
      PORT: '8080',
      BASE_PATH: '/fair/2026',
      DATABASE_URL: 'postgres://u@db:5432/of',
      REDIS_URL: 'redis://cache:6379',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      SMTP_URL: 'smtp://mail:25',
      LIVE_INGEST: 'external',
      ICE_SERVERS: '[{"urls":["turn:t.example.test"],"username":"u","credential":"c"}]',
      DEMO_DATA: '0',
      TOKEN_TTL_HOURS: '24',
      LOGIN_RATE_LIMIT: '120',
      NODE_ENV: 'production',
    });
    expect(s).toMatchObject({
      port: 8080,
      basePath: '/fair/2026',
      databaseUrl: 'postgres://u@db:5432/of',
      s3: { endpoint: 'https://s3.example.test', bucket: 'b', accessKey: 'k', secretKey: 's' },
      liveIngest: 'external',
      demoData: false,
      tokenTtlHours: 24,
      loginRateLimit: 120,
      nodeEnv: 'production',
    });
    expect(s.iceServers[0]?.urls).toEqual(['turn:t.example.test']);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['BASE_PATH', { BASE_PATH: 'fair' }],
    ['BASE_PATH', { BASE_PATH: '/fair/' }],
    ['BASE_PATH', { BASE_PATH: '/' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['LIVE_INGEST', { LIVE_INGEST: 'cloud' }],
    ['ICE_SERVERS', { ICE_SERVERS: 'not json' }],
    ['ICE_SERVERS', { ICE_SERVERS: '[{"nourls":1}]' }],
    ['DEMO_DATA', { DEMO_DATA: 'yes' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['EXHIBITION_ID', { EXHIBITION_ID: 'bad id!' }],
    ['TOKEN_TTL_HOURS', { TOKEN_TTL_HOURS: '0' }],
    ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: 'many' }],
    ['S3_SECRET_KEY', { S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k' }],
  ])('a bad %s is refused with a message naming it', (variable, env) => {
    const e = failure(env as Record<string, string>);
    expect(e.variable).toBe(variable);
    expect(e.message).toContain(variable);
  });

  it('treats empty values as unset', () => {
    expect(loadSettings({ PORT: '', BASE_PATH: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      basePath: '',
      databaseUrl: undefined,
    });
  });
});
