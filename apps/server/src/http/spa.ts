import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { DEFERRED_START_SCRIPT } from './server-render';

export type SpaIndex = {
  html: string;
  scriptHashes: string[];
  /** The page compressed once per build (it is the same for every request), made on first use. */
  compressed: (encoding: 'br' | 'gzip') => Buffer;
};

/**
 * Rewrites the built index.html for BASE_PATH: vite builds with `base: './'`, so relative asset
 * URLs are made absolute under the base path (deep links like /fair/news/3 would otherwise resolve
 * them against /fair/news/), and the base path is handed to the client in an inline script whose
 * hash goes into the CSP.
 */
export function renderSpaIndex(rawHtml: string, basePath: string): SpaIndex {
  const script = `window.__OPENFAIR_BASE_PATH__=${JSON.stringify(basePath)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')};`;
  const html = rawHtml
    .replaceAll('./assets/', `${basePath}/assets/`)
    .replace(/(\s(?:src|href))="\.\/(?!\/)/g, `$1="${basePath}/`)
    .replace('</head>', `<script>${script}</script></head>`);
  // Every inline script of the page (ours and index.html's own, e.g. the IE check) is allowed by its hash,
  // and the script a server-rendered page starts its modules with.
  const scriptHashes = [
    ...[...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
    DEFERRED_START_SCRIPT,
  ].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
  const cache = new Map<'br' | 'gzip', Buffer>();
  const compressed = (encoding: 'br' | 'gzip') => {
    let out = cache.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
            })
          : gzipSync(html, { level: 9 });
      cache.set(encoding, out);
    }
    return out;
  };
  return { html, scriptHashes, compressed };
}

/** How often the build is looked at again: every answer needs its CSP, a file check each time was dear. */
const RECHECK_MS = 1_000;

/** Reads dist/index.html, re-reading when the file changes (a rebuild while the server runs). */
export function createSpaIndexLoader(distDir: string, basePath: string, now: () => number = Date.now) {
  const file = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; index: SpaIndex } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return (): SpaIndex | null => {
    if (now() - checkedAt < RECHECK_MS) return cached?.index ?? null;
    checkedAt = now();
    if (!existsSync(file)) {
      cached = null;
      return null;
    }
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, index: renderSpaIndex(readFileSync(file, 'utf8'), basePath) };
    }
    return cached.index;
  };
}

export const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OpenFair</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p>
<p>网页应用尚未构建，请运行 <code>npm run build</code> 后刷新。</p></body></html>`;
