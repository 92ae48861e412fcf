import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy for the SPA: our own scripts only (plus the hashed inline base-path
 * script), inline styles because antd injects CSS-in-JS, images from us, data: and blob: (previews),
 * media from blob: (live players feed MediaSource). Connections (fetch, XHR, websockets) go to our own
 * origin ('self' covers its ws: and wss: too) and to the hosts the operator configured (object storage,
 * an external live media server), nowhere else: injected script could not send data away.
 */
export function contentSecurityPolicy(
  extraScriptHashes: string[] = [],
  connectOrigins: string[] = [],
): string {
  const scripts = ["'self'", ...extraScriptHashes.map((h) => `'${h}'`)].join(' ');
  const connect = ["'self'", ...connectOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=()',
};

/** Adds the security headers and the SPA's CSP to every answer (a route's own stricter CSP is kept). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { basePath: string; scriptHashes: () => string[]; connectOrigins?: string[] },
): void {
  const headers = Object.entries(SECURITY_HEADERS);
  const connect = opts.connectOrigins ?? [];
  // The policy text changes only with the build's inline scripts: built once per set of hashes.
  let policy = { hashes: [] as string[], text: contentSecurityPolicy([], connect) };
  const policyFor = (hashes: string[]) => {
    if (hashes !== policy.hashes) policy = { hashes, text: contentSecurityPolicy(hashes, connect) };
    return policy.text;
  };
  const docs = `${opts.basePath}/docs`;
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [k, v] of headers) if (!reply.hasHeader(k)) reply.header(k, v);
    // Swagger UI sets its own CSP for its pages.
    if (!request.url.startsWith(docs) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policyFor(opts.scriptHashes()));
    }
    return payload;
  });
}

/** The origins of configured URLs (object storage, live playback) the web app may connect to. */
export function configuredOrigins(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !URL.canParse(url)) continue;
    const { protocol, origin } = new URL(url);
    if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
  }
  return [...origins];
}
