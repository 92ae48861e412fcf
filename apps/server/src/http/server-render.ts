import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  RENDER_HINT_COOKIES,
  SERVER_RENDER_STATE_ID,
  type ServerRenderer,
  type ServerRenderResult,
  type ServerRenderViewport,
  type UiLanguage,
} from '@openfair/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentEncoding } from './compression';

/**
 * Guests' pages rendered on the server (the web build's dist-ssr/entry-server.js), put into index.html
 * with the styles and scripts the page's screen needs, so the first view paints before any script runs.
 *
 * The renderer draws one page at a time (the web app's state is one tab's), and a render costs tens of
 * milliseconds of this process's CPU: renders queue behind each other, and when the queue is long or a
 * render is slow, the page goes out as the plain app shell the browser renders itself, as before.
 */

/** Renders waiting behind the current one; more page requests than this get the plain shell at once. */
const MAX_WAITING = 4;
/** A page not rendered within this is sent as the plain shell (its render still finishes in the background). */
const RENDER_BUDGET_MS = 1_500;
/** How often a missing server build is looked for again. */
const RECHECK_MS = 5_000;

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type RenderedPage = { html: string; status: number };

export type ServerRendering = {
  /** The page for this request, or null: not a guest page, no server build, or busy (send the shell). */
  renderPage: (request: FastifyRequest, shell: string) => Promise<RenderedPage | null>;
};

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The page's language: the address's ?lang= (a shared link), else the language the browser last chose. */
export function pageLanguage(request: FastifyRequest): UiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : cookie(request, RENDER_HINT_COOKIES.language);
  return lang === 'en' ? 'en' : 'zh';
}

/** Phone or desktop layout, from the browser's client hint or its user agent. */
export function pageViewport(request: FastifyRequest): ServerRenderViewport {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return 'phone';
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}

/** The chunks (and their style sheets) of the screen's modules, from the build manifest. */
export function assetsOf(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // The entry's own scripts and styles are in index.html already.
    if (chunk.isEntry) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A rendered page is readable before its scripts run: they only make it interactive. Fetched together
 * with its largest picture they take the bandwidth the picture needs (on HTTP/1.1 six connections
 * queue dozens of modules before it), and their work holds up its paint. So the page's scripts and
 * module preloads start once that picture is loaded (or failed, or after 3 s), or after the first paint
 * when the page has none. This script is the same on every page: its hash is in the CSP.
 */
export const DEFERRED_START_SCRIPT = [
  '(function(){var d=document,started=0;',
  // One inert placeholder becomes the entry's module script or one of the screen's module preloads.
  "function start(o){var m=o.getAttribute('data-of-start')==='module',e=d.createElement(m?'script':'link');",
  "if(m){e.type='module';e.src=o.getAttribute('src')}else{e.rel='modulepreload';e.href=o.getAttribute('href')}",
  "e.crossOrigin='';d.head.appendChild(e)}",
  // The entry first, then the preloads four to a task: each request started costs the main thread a
  // few milliseconds, and a screen has dozens (all at once measured 35-300 ms in one task).
  "function go(){if(started)return;started=1;var all=[].slice.call(d.querySelectorAll('[data-of-start]'));",
  "all.sort(function(a,b){return (b.getAttribute('data-of-start')==='module')-(a.getAttribute('data-of-start')==='module')});",
  '(function next(){all.splice(0,4).forEach(start);if(all.length)setTimeout(next,0)})()}',
  "var h=d.querySelector('img[fetchpriority=high]');",
  "if(h&&!h.complete){h.addEventListener('load',go);h.addEventListener('error',go);setTimeout(go,3000)}",
  'else requestAnimationFrame(function(){setTimeout(go,0)})})();',
].join('');

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the rendered page: the root's markup, its state (inert JSON, no script the CSP must
 * allow), its styles, the screen's style sheets and script preloads, the title and the page's language.
 * React puts resource hints (the largest image's preload) first in the markup: they go to the head.
 */
export function composePage(
  shell: string,
  page: Extract<ServerRenderResult, { kind: 'page' }>,
  opts: { basePath: string; language: UiLanguage; assets: { scripts: string[]; styles: string[] } },
): string {
  let markup = page.html;
  let hints = '';
  for (;;) {
    const match = /^<link [^>]*\/>/.exec(markup);
    if (!match) break;
    hints += match[0];
    markup = markup.slice(match[0].length);
  }
  const asset = (file: string) => `${opts.basePath}/${file}`;
  const head = [
    hints,
    ...opts.assets.styles.map((file) => `<link rel="stylesheet" href="${attr(asset(file))}">`),
    // Inert until DEFERRED_START_SCRIPT turns them into module preloads.
    ...opts.assets.scripts.map((file) => `<link data-of-start="preload" href="${attr(asset(file))}">`),
    page.styles,
  ].join('');
  const htmlLang = opts.language === 'zh' ? 'zh-CN' : 'en';
  return (
    shell
      .replace(
        /<script type="module" crossorigin src=/g,
        '<script type="text/plain" data-of-start="module" src=',
      )
      // The shell's own preloads go: the entry module finds its imports itself. Dozens of preload links
      // started at once cost the main thread a long task of their own.
      .replace(/<link rel="modulepreload" crossorigin href="[^"]*">/g, '')
      .replace(/<html[^>]*>/, `<html lang="${htmlLang}" class="${attr(page.htmlClass)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${attr(page.title || 'OpenFair')}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${markup}</div><script type="application/json" id="${SERVER_RENDER_STATE_ID}">${page.state}</script><script>${DEFERRED_START_SCRIPT}</script>`,
      )
  );
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A rendered page differs per request: compressed quickly (brotli 5 is several times faster than 11). */
export function compressPage(html: string, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gz(html, { level: 6 });
}

export function createServerRendering(
  app: FastifyInstance,
  opts: {
    ssrDir: string;
    distDir: string;
    basePath: string;
    enabled: boolean;
    /**
     * Of every second, the time renders may take (they hold this process's event loop, which every
     * other request shares). Past it pages go out unrendered until the window has room again: a flood
     * of page requests costs the API at most this share, whoever sends it.
     */
    msPerSecond: number;
  },
): ServerRendering {
  const entryFile = path.join(opts.ssrDir, 'entry-server.js');
  const manifestFile = path.join(opts.distDir, '.vite', 'manifest.json');
  let renderer: Promise<ServerRenderer | null> | null = null;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let manifest: { mtimeMs: number; value: Manifest } | null = null;

  const loadRenderer = (): Promise<ServerRenderer | null> | null => {
    if (renderer) return renderer;
    if (Date.now() - lookedAt < RECHECK_MS) return null;
    lookedAt = Date.now();
    if (!existsSync(entryFile)) return null;
    renderer = import(pathToFileURL(entryFile).href).then(
      (mod: ServerRenderer) => mod,
      (error: unknown) => {
        app.log.error({ err: error }, 'the server renderer could not be loaded; pages go out unrendered');
        return null;
      },
    );
    return renderer;
  };

  const loadManifest = (): Manifest => {
    try {
      const { mtimeMs } = statSync(manifestFile);
      if (!manifest || manifest.mtimeMs !== mtimeMs) {
        manifest = { mtimeMs, value: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
      }
      return manifest.value;
    } catch {
      return {};
    }
  };

  // Loaded with the server, not on the first page request: importing the build takes a while.
  void loadRenderer();

  // One render at a time, the others wait their turn.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  // The renders of the last second: when each ended and how long it took.
  const recent: { endedAt: number; ms: number }[] = [];
  const renderTimeInLastSecond = (now: number) => {
    while (recent.length > 0 && now - recent[0]!.endedAt > 1_000) recent.shift();
    return recent.reduce((sum, r) => sum + r.ms, 0);
  };

  const renderPage = async (request: FastifyRequest, shell: string): Promise<RenderedPage | null> => {
    if (!opts.enabled || request.method !== 'GET') return null;
    // A signed-in person's pages depend on their session, which only their browser holds.
    if (cookie(request, RENDER_HINT_COOKIES.signedIn) === '1') return null;
    const loading = loadRenderer();
    if (!loading) return null;
    if (waiting >= MAX_WAITING || renderTimeInLastSecond(Date.now()) >= opts.msPerSecond) return null;
    waiting += 1;
    const language = pageLanguage(request);
    const viewport = pageViewport(request);
    const turn = queue.then(async () => {
      const loaded = await loading;
      // The budget may have run out while this one waited.
      if (!loaded || renderTimeInLastSecond(Date.now()) >= opts.msPerSecond) return null;
      const startedAt = Date.now();
      return loaded
        .render({
          url: request.url,
          basePath: opts.basePath,
          language,
          viewport,
          // The page's calls count as the visitor's own: same address, same headers (limits, language).
          call: async (call) => {
            const answer = await app.inject({
              method: call.method,
              url: call.url,
              headers: {
                ...call.headers,
                'user-agent': request.headers['user-agent'] ?? '',
                ...(request.headers['x-forwarded-for']
                  ? { 'x-forwarded-for': request.headers['x-forwarded-for'] }
                  : {}),
              },
              payload: call.body,
              remoteAddress: request.socket.remoteAddress,
            });
            return { status: answer.statusCode, body: answer.body };
          },
        })
        .finally(() => {
          const endedAt = Date.now();
          recent.push({ endedAt, ms: endedAt - startedAt });
        });
    });
    queue = turn.catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RENDER_BUDGET_MS);
    });
    try {
      const result = await Promise.race([turn, budget]);
      if (result === 'late' || !result) return null;
      if (result.kind !== 'page') return null;
      const assets = assetsOf(loadManifest(), result.modules);
      return {
        html: composePage(shell, result, { basePath: opts.basePath, language, assets }),
        status: 200,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the page goes out unrendered');
      return null;
    } finally {
      clearTimeout(timer);
      const done = () => {
        waiting -= 1;
      };
      turn.then(done, done);
    }
  };

  return { renderPage };
}
