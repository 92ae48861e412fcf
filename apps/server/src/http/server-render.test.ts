import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { SERVER_RENDER_STATE_ID, type ServerRenderResult } from '@openfair/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/harness';
import { assetsOf, composePage, DEFERRED_START_SCRIPT, pageLanguage, pageViewport } from './server-render';

const request = (opts: { query?: Record<string, string>; headers?: Record<string, string> }) =>
  ({ query: opts.query ?? {}, headers: opts.headers ?? {} }) as unknown as FastifyRequest;

const SHELL = `<!doctype html><html lang="zh-CN"><head><title>OpenFair</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`;

const PAGE: Extract<ServerRenderResult, { kind: 'page' }> = {
  kind: 'page',
  html: '<link rel="preload" as="image" href="/media/banner.svg" fetchPriority="high"/><main>展会首页</main>',
  styles: '<style data-css-hash="x">.ant-btn{color:red}</style>',
  state: '{"version":1}',
  modules: ['src/features/content/home-screen.tsx'],
  title: 'OpenFair <2026>',
  htmlClass: 'of-theme',
};

describe('the page a guest is sent', () => {
  it('is in the language of the address, else the one the browser chose, else Chinese', () => {
    expect(pageLanguage(request({ query: { lang: 'en' } }))).toBe('en');
    expect(pageLanguage(request({ headers: { cookie: 'a=1; of_lang=en' } }))).toBe('en');
    expect(pageLanguage(request({ query: { lang: 'zh' }, headers: { cookie: 'of_lang=en' } }))).toBe('zh');
    expect(pageLanguage(request({ query: { lang: 'fr' } }))).toBe('zh');
    expect(pageLanguage(request({}))).toBe('zh');
  });

  it('is laid out for a phone when the browser says it is one', () => {
    expect(pageViewport(request({ headers: { 'sec-ch-ua-mobile': '?1' } }))).toBe('phone');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(pageViewport(request({ headers: { 'user-agent': iphone } }))).toBe('phone');
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
    expect(pageViewport(request({ headers: { 'user-agent': desktop } }))).toBe('desktop');
  });

  it('links the style sheets and scripts of the screen’s chunks, not the entry’s', () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
      'src/features/content/home-screen.tsx': {
        file: 'assets/home-screen-1.js',
        css: ['assets/content-1.css'],
        imports: ['_card.js', 'src/main.tsx'],
      },
      '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_card.js'] },
    };
    expect(assetsOf(manifest, ['src/features/content/home-screen.tsx', 'src/missing.tsx'])).toEqual({
      scripts: ['assets/home-screen-1.js', 'assets/card-1.js'],
      styles: ['assets/content-1.css', 'assets/card-1.css'],
    });
  });

  it('carries the markup, its state, styles and title, and starts its scripts only once it is shown', () => {
    const html = composePage(SHELL, PAGE, {
      basePath: '/fair',
      language: 'en',
      assets: { scripts: ['assets/home-screen-1.js'], styles: ['assets/content-1.css'] },
    });
    expect(html).toContain('<html lang="en" class="of-theme">');
    expect(html).toContain('<title>OpenFair &lt;2026&gt;</title>');
    expect(html).toContain(
      `<div id="root"><main>展会首页</main></div><script type="application/json" id="${SERVER_RENDER_STATE_ID}">{"version":1}</script>`,
    );
    // React's image preload goes to the head, with the screen's style sheet and antd's styles.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/banner.svg" fetchPriority="high"/>');
    expect(head).toContain('<link rel="stylesheet" href="/fair/assets/content-1.css">');
    expect(head).toContain('.ant-btn{color:red}');
    // No script runs or loads before the page is shown: the entry and the screen's chunks wait for
    // the start script, the shell's own preloads are gone.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="text/plain" data-of-start="module" src="/assets/index-abc.js">');
    expect(html).toContain('<link data-of-start="preload" href="/fair/assets/home-screen-1.js">');
    expect(html).toContain(`<script>${DEFERRED_START_SCRIPT}</script></body>`);
  });

  it('starts the entry first, then the screen preloads four to a task, once the page is painted', () => {
    // The script runs against a stand-in document whose timers and frames are tasks run one by one.
    type Placeholder = { kind: string; url: string };
    type Started = { tag: string; attrs: Record<string, string> };
    const placeholders: Placeholder[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ kind: 'preload', url: `/c${i}.js` })),
      { kind: 'module', url: '/index.js' },
    ];
    const tasks: (() => void)[] = [];
    const batches: Started[][] = [];
    let current: Started[] = [];
    const element = (tag: string) => {
      const started: Started = { tag, attrs: {} };
      return new Proxy(started, {
        set: (_, name, value) => {
          started.attrs[String(name)] = String(value);
          return true;
        },
        get: (_, name) => (name === 'started' ? started : undefined),
      });
    };
    const document = {
      querySelector: () => null,
      querySelectorAll: () =>
        placeholders.map((p) => ({
          getAttribute: (name: string) =>
            name === 'data-of-start'
              ? p.kind
              : name === (p.kind === 'module' ? 'src' : 'href')
                ? p.url
                : null,
        })),
      createElement: element,
      head: { appendChild: (e: { started: Started }) => current.push(e.started) },
    };
    runInNewContext(DEFERRED_START_SCRIPT, {
      document,
      setTimeout: (fn: () => void) => tasks.push(fn),
      requestAnimationFrame: (fn: () => void) => tasks.push(fn),
    });
    while (tasks.length > 0) {
      current = [];
      tasks.shift()!();
      if (current.length > 0) batches.push(current);
    }
    expect(batches.map((b) => b.length)).toEqual([4, 4, 3]);
    const all = batches.flat();
    expect(all[0]).toEqual({ tag: 'script', attrs: { type: 'module', src: '/index.js', crossOrigin: '' } });
    expect(all.slice(1).map((e) => e.attrs)).toEqual(
      placeholders.slice(0, 10).map((p) => ({ rel: 'modulepreload', href: p.url, crossOrigin: '' })),
    );
  });
});

/** A web build with a stand-in server renderer that answers from one of the app's own calls. */
function builtWithRenderer(renderer: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'openfair-ssr-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), renderer);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return dist;
}

const RENDERER = `
let active = 0;
export async function render(request) {
  active += 1;
  try {
    if (active > 1) globalThis.overlapped = true;
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/overlapped') return { kind: 'page', html: '<p>overlapped ' + Boolean(globalThis.overlapped) + '</p>', styles: '', state: '{}', modules: [], title: 'T', htmlClass: '' };
    if (url.pathname === '/slow') await new Promise((r) => setTimeout(r, 2500));
    // 150 ms of the test's clock (see its test): the budget then counts the same however busy the machine.
    if (url.pathname === '/busy') globalThis.spendRenderTime(150);
    if (url.pathname === '/broken') throw new Error('broken screen');
    if (url.pathname === '/skip') return { kind: 'skip', reason: 'not for guests' };
    const config = await request.call({ method: 'GET', url: '/config.json', headers: {} });
    const fair = JSON.parse(config.body).exhibitionId;
    return {
      kind: 'page',
      html: '<p>' + fair + ' ' + request.language + ' ' + request.viewport + '</p>',
      styles: '',
      state: '{}',
      modules: [],
      title: 'T',
      htmlClass: 'of-theme',
    };
  } finally {
    active -= 1;
  }
}`;

describe('server rendering in the app', () => {
  const t = useTestApp('pglite', { webDistDir: builtWithRenderer(RENDERER) });
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('renders a guest’s page with the app’s own calls, in the language and layout asked for', async () => {
    const res = await page('/?lang=en', { 'sec-ch-ua-mobile': '?1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>fair-a en phone</p></div>');
    expect(res.headers.vary).toContain('cookie');
  });

  it('leaves a signed-in person’s page, a page the renderer skips or fails on, to the browser', async () => {
    for (const res of [
      await page('/', { cookie: 'of_signed_in=1' }),
      await page('/skip'),
      await page('/broken'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('draws one page at a time, and sends the plain shell when a render is slow or too many wait', async () => {
    const slow = page('/slow');
    const queued = await Promise.all(Array.from({ length: 8 }, () => page('/')));
    const rendered = queued.filter((res) => res.body.includes('<p>fair-a zh desktop</p>'));
    const shells = queued.filter((res) => res.body.includes('<div id="root"></div>'));
    // The slow render holds the renderer past the budget: those waiting behind it get the shell.
    expect(rendered.length + shells.length).toBe(8);
    expect(shells.length).toBeGreaterThan(0);
    expect((await slow).body).toContain('<div id="root"></div>');
    // Once it is done (and its time has left the last second's budget), pages render again.
    await new Promise((r) => setTimeout(r, 2500));
    expect((await page('/')).body).toContain('<p>fair-a zh desktop</p>');
    expect((await page('/overlapped')).body).toContain('<p>overlapped false</p>');
  });

  it('gives renders at most 400 ms of each second: a flood of page requests gets the plain shell', async () => {
    // The budget is kept on the clock. Each render moves a fake clock by exactly 150 ms and nothing else
    // does: with a real one, a loaded machine stretched two renders past 400 ms and the count changed.
    vi.useFakeTimers({ toFake: ['Date'] });
    const clock = globalThis as { spendRenderTime?: (ms: number) => void };
    clock.spendRenderTime = (ms) => vi.setSystemTime(Date.now() + ms);
    try {
      // The earlier tests' renders leave the last second's budget.
      vi.setSystemTime(Date.now() + 1100);
      const bodies: string[] = [];
      for (let i = 0; i < 5; i++) bodies.push((await page('/busy')).body);
      const rendered = bodies.filter((body) => body.includes('<p>fair-a zh desktop</p>')).length;
      // 150 ms each: the third takes the second's renders to 450 ms, so the fourth and fifth go unrendered.
      expect(rendered).toBe(3);
      expect(bodies.slice(3).every((body) => body.includes('<div id="root"></div>'))).toBe(true);
      vi.setSystemTime(Date.now() + 1100);
      expect((await page('/busy')).body).toContain('<p>fair-a zh desktop</p>');
    } finally {
      delete clock.spendRenderTime;
      vi.useRealTimers();
    }
  });
});
