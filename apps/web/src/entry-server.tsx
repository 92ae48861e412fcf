import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type {
  RuntimeConfig,
  ServerRenderRequest,
  ServerRenderResult,
  ServerRenderViewport,
  UiLanguage,
} from '@openfair/contract';
import { dehydrate, type Query, skipToken } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { setRequestTransport } from './api/request';
import { lastRenderedTitle } from './app/document-title';
import { decideRoute } from './app/guards';
import type { HydrationState } from './app/hydration-state';
import { Providers, THEME_CSS_VAR_CLASS } from './app/providers';
import { buildRouteObjects, loadScreenAt, routeAt } from './app/routes';
import { trackedImports } from './app/server-render-modules';
import { i18n, initI18n, loadNamespaces, SHELL_NAMESPACES } from './i18n';
import { setServerRender } from './lib/render-env';
import { setRuntimeConfig } from './lib/runtime-config';
import { sessionStore } from './lib/session-store';

/**
 * The server's renderer of a guest's first view (built by `vite build --ssr` into dist-ssr/). The app
 * keeps its state in module singletons made for one browser tab (session, runtime config, i18n, the
 * query cache), so pages are drawn one at a time: each render sets them for its page and clears them.
 *
 * Data comes the way the browser gets it: the screens' own queries, answered in-process by the server.
 * Queries appear as components render, and some only once others answered (a detail, then its
 * exhibitor's products), so the page is drawn again until nothing new is asked, at most MAX_PASSES.
 */
const MAX_PASSES = 3;

let rendering = false;
/** The modules each screen's loader imported, recorded when the screen was first loaded. */
const screenModules = new WeakMap<object, string[]>();

const skip = (reason: string): ServerRenderResult => ({ kind: 'skip', reason });

/** A query the page would run on mount: not disabled, not waiting for an input (skipToken). */
function wouldRun(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (options.queryFn === skipToken || !options.queryFn) return false;
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element or break the line. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function loadConfig(request: ServerRenderRequest): Promise<RuntimeConfig | null> {
  const answer = await request.call({
    method: 'GET',
    url: `${request.basePath}/config.json`,
    headers: { accept: 'application/json' },
  });
  if (answer.status !== 200) return null;
  return JSON.parse(answer.body) as RuntimeConfig;
}

function answerCallsThrough(request: ServerRenderRequest): void {
  setRequestTransport(async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const method = init.method === 'GET' ? 'GET' : 'POST';
    const answer = await request.call({
      method,
      url,
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  });
}

/** The shell's and the screen's i18n catalogues in the page's language: the browser need not fetch them. */
function catalogues(language: UiLanguage, namespaces: readonly string[]): HydrationState['catalogues'] {
  const out: HydrationState['catalogues'] = {};
  for (const ns of new Set([...SHELL_NAMESPACES, ...namespaces])) {
    const bundle = i18n.getResourceBundle(language, ns) as Record<string, unknown> | undefined;
    if (bundle) out[ns] = bundle;
  }
  return out;
}

async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://server-render.invalid');
  const basePath = request.basePath;
  const pathname =
    basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
  const viewport: ServerRenderViewport = request.viewport;
  setServerRender({ pathname, basePath, viewport });
  answerCallsThrough(request);

  const config = await loadConfig(request);
  if (!config) return skip('config');
  setRuntimeConfig(config);
  const language = request.language;
  sessionStore.reset({ token: config.visitorToken, exhibitionId: config.exhibitionId, language });
  initI18n(language);
  // Switching an initialised i18next is asynchronous: a page must not be drawn in the language of the
  // page drawn before it.
  await i18n.changeLanguage(language);

  const route = routeAt(url.pathname, basePath);
  if (!route?.entry) return skip('no screen');
  const decision = decideRoute({
    path: pathname,
    search: url.search,
    params: route.params,
    meta: route.def.meta,
    session: sessionStore.getState(),
    config,
    configSwitch: null,
  });
  if (decision.kind !== 'allow') return skip(`guard: ${decision.kind}`);

  const entry = route.entry;
  if (!entry.loaded) {
    const mark = trackedImports.length;
    const loading = loadScreenAt(url.pathname, basePath);
    screenModules.set(entry, trackedImports.slice(mark));
    if (!(await loading)) return skip('screen code');
  }
  // A screen loaded for a page in the other language has its code, not yet this language's texts.
  await loadNamespaces(entry.namespaces);

  // The browser's RouterProvider over a router in memory: the very tree the browser draws (another
  // router component would change React's ids against the browser's).
  const router = createMemoryRouter(buildRouteObjects(), {
    initialEntries: [`${url.pathname}${url.search}`],
    basename: basePath || '/',
  });

  queryClient.clear();
  const failed = new Set<string>();
  let html = '';
  let cache = createCache();
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    cache = createCache();
    html = renderToString(
      <StyleProvider cache={cache}>
        <Providers language={language}>
          <RouterProvider router={router} />
        </Providers>
      </StyleProvider>,
    );
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (q) =>
          q.state.status === 'pending' &&
          q.state.fetchStatus === 'idle' &&
          !failed.has(q.queryHash) &&
          wouldRun(q),
      );
    if (asked.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(
      asked.map((q) =>
        q.fetch().catch(() => {
          // The browser asks again; until then both draw the query as loading.
          failed.add(q.queryHash);
          q.reset();
        }),
      ),
    );
  }

  router.dispose();
  const state: HydrationState = {
    version: 1,
    language,
    viewport,
    config,
    queries: dehydrate(queryClient),
    catalogues: catalogues(language, entry.namespaces),
  };
  return {
    kind: 'page',
    html,
    styles: extractStyle(cache),
    state: scriptSafeJson(state),
    modules: screenModules.get(entry) ?? [],
    title: lastRenderedTitle(),
    htmlClass: THEME_CSS_VAR_CLASS,
  };
}

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  // The server queues renders; this guards the singletons should two ever overlap.
  if (rendering) return skip('busy');
  rendering = true;
  try {
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    return await renderPage(request);
  } finally {
    queryClient.clear();
    setServerRender(null);
    rendering = false;
  }
}
