import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidMediaKey, type Storage } from '../media/storage';

// Stored names never change content (new content gets a new key), so browsers may keep them for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// SVG served from our own origin is safe only because the server generates it; this CSP keeps any
// script inside a stored file from running even if that ever stops being true.
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

/** Serves stored media at `GET /media/<key>` (HEAD too). Register under BASE_PATH. */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: Storage }) {
  const { storage } = opts;
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'] ?? '';
    if (!isValidMediaKey(key)) return notFound(reply);
    const file = await storage.get(key);
    if (!file) return notFound(reply);
    return reply
      .code(200)
      .header('Content-Type', file.contentType)
      .header('Cache-Control', CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', MEDIA_CSP)
      .send(file.data);
  });
}
