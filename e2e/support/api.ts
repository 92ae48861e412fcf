import { type ApiPath, type RuntimeConfig, SystemPaths } from '@openfair/contract';
/**
 * Direct server calls for journeys that need to act "behind the browser's back" (revoke a token) or to
 * know what the demo data holds, so assertions compare the page with the server instead of hard-coded text.
 */
export type Envelope<T> = { code: number | string; msg: string; data: T };

const configs = new Map<string, Promise<RuntimeConfig>>();

const octet = () => Math.floor(Math.random() * 254) + 1;

/**
 * A client address of its own, forwarded as a trusted proxy would (the journeys' server trusts
 * 127.0.0.1): a journey's guest then has its own tourist budget and rate limits, like a separate person.
 */
export function clientAddressHeader(): Record<string, string> {
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

export function runtimeConfig(baseURL: string): Promise<RuntimeConfig> {
  let config = configs.get(baseURL);
  if (!config) {
    config = fetch(`${baseURL}${SystemPaths.runtimeConfig}`).then((r) => r.json() as Promise<RuntimeConfig>);
    configs.set(baseURL, config);
  }
  return config;
}

/** GET with the common fields of spec 000 §7 in the query, as the web client sends them. */
export async function getApi<T>(
  baseURL: string,
  path: ApiPath,
  opts: { token?: string; subjectType?: string; languageType?: 'cn' | 'en' } = {},
): Promise<Envelope<T>> {
  const { exhibitionId, appId } = await runtimeConfig(baseURL);
  const query = new URLSearchParams({
    languageType: opts.languageType ?? 'cn',
    exhibitionId,
    appId,
    terminal: 'PC',
    subjectType: opts.subjectType ?? '',
  });
  const headers: Record<string, string> = clientAddressHeader();
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(`${baseURL}${path}?${query}`, { headers });
  return (await res.json()) as Envelope<T>;
}

/** POST with the common fields of spec 000 §7 (languageType, exhibitionId, appId, terminal, subjectType). */
export async function postApi<T>(
  baseURL: string,
  path: ApiPath,
  opts: {
    body?: Record<string, unknown>;
    token?: string;
    subjectType?: string;
    languageType?: 'cn' | 'en';
  } = {},
): Promise<Envelope<T>> {
  const { exhibitionId, appId } = await runtimeConfig(baseURL);
  const headers: Record<string, string> = {
    'content-type': 'application/json;charset=UTF-8',
    ...clientAddressHeader(),
  };
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...opts.body,
      languageType: opts.languageType ?? 'cn',
      exhibitionId,
      appId,
      terminal: 'PC',
      subjectType: opts.subjectType ?? '',
    }),
  });
  return (await res.json()) as Envelope<T>;
}
