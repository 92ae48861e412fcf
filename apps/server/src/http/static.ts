import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ResponseCode } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { languageFromRaw } from './common-fields';
import { negotiateEncoding } from './compression';
import { envelopeFor } from './envelope';
import { compressPage, type ServerRendering } from './server-render';
import { NOT_BUILT_PAGE, type SpaIndex } from './spa';

/**
 * The built SPA: hashed assets with long caching, and every other GET under the base path that is not
 * an API call, a file, media or the docs answers index.html (rewritten for BASE_PATH), so deep links work.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: {
    distDir: string;
    basePath: string;
    loadIndex: () => SpaIndex | null;
    getInfoPath: string;
    rendering?: ServerRendering;
  },
): Promise<void> {
  const { distDir, basePath: base, loadIndex } = opts;
  // Without a build there is nothing to serve; SPA paths then get the "not built" page below.
  if (existsSync(distDir))
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${base}/`,
      wildcard: true,
      index: false,
      // Directory paths (`/`, `/assets/`) go to the SPA fallback: with `index: false` the plugin would
      // answer them 403 itself, which broke the home page at the site root.
      // Build metadata (vite's `.vite/manifest.json` lists source paths) is not for the public.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.endsWith('/') &&
        !pathName.split('/').some((s) => s.startsWith('.')),
      // The build writes .br and .gz beside each text asset; they are sent by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Caches must keep the brotli, gzip and plain answers apart.
        res.setHeader('vary', 'accept-encoding');
        // Vite puts content hashes in asset names, so they never change.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const rel =
      base === ''
        ? pathname
        : pathname === base
          ? '/'
          : pathname.startsWith(`${base}/`)
            ? pathname.slice(base.length)
            : null;
    const lang = languageFromRaw(request);
    if (
      rel !== null &&
      (rel.startsWith(`${API_PREFIX}/`) || rel === API_PREFIX || rel === opts.getInfoPath)
    ) {
      return reply.code(404).send(envelopeFor(ResponseCode.NotFound, lang, null));
    }
    const lastSegment = rel?.split('/').pop() ?? '';
    const isSpaPath =
      rel !== null &&
      (rel === '/index.html' || !lastSegment.includes('.')) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !rel.startsWith('/media/') &&
      !rel.startsWith('/docs');
    if (!isSpaPath) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const index = loadIndex();
    if (!index) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    reply
      .header('cache-control', 'no-cache')
      // A guest's page is rendered in the language and layout their cookie and browser ask for.
      .header('vary', 'accept-encoding, cookie, user-agent, sec-ch-ua-mobile')
      .type('text/html; charset=utf-8');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const page = await opts.rendering?.renderPage(request, index.html);
    if (page) {
      reply.code(page.status);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(await compressPage(page.html, encoding));
    }
    if (!encoding) return reply.send(index.html);
    return reply.header('content-encoding', encoding).send(index.compressed(encoding));
  });
}
