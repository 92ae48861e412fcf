import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Responses smaller than this go out as they are: a compressed copy saves less than a round of
 * compression costs, and most single-record answers are this small.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * What is compressed on the fly: JSON (the API and the OpenAPI document), HTML, CSS, JavaScript and plain
 * text. Media (images, SVG included, video, spreadsheets) is not: stored files are sent as they are, and
 * the built app's assets are compressed at build time (static.ts serves those copies).
 */
const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?:html|css|javascript|plain|csv)|application\/javascript)(?:;|$)/;

/**
 * Brotli at quality 4 (close to gzip 6 in speed, about a tenth smaller on our JSON), gzip at level 6 for
 * clients without brotli. Register before the routes: @fastify/compress hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are small JSON: nothing sends them compressed, so none is inflated (no zip bombs).
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (`identity`).
 * A coding listed with q=0 is refused; `*` stands for any coding not listed.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentEncoding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
