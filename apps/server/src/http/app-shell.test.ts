import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentPaths, SessionPaths, SystemPaths } from '@openfair/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type DataOf, readEnvelope } from '../../test/client';
import { buildTestApp, useTestApp } from '../../test/harness';
import { DEFERRED_START_SCRIPT } from './server-render';
import { renderSpaIndex } from './spa';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8"><link rel="icon" href="./favicon.svg">
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="./assets/index-abc.css"></head><body><div id="root"></div></body></html>`;

/** A built web app (what the web build leaves in apps/web/dist) in a temporary folder, removed after the file. */
function builtWebApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'openfair-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

describe('app shell under BASE_PATH /fair', () => {
  const t = useTestApp('pglite', { env: { BASE_PATH: '/fair' }, webDistDir: builtWebApp() });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves index.html for SPA paths, rewritten for the base path, with a CSP allowing its script', async () => {
    for (const url of [
      '/fair',
      '/fair/',
      '/fair/news/3',
      '/fair/login/person?token=abc',
      '/fair/index.html',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('src="/fair/assets/index-abc.js"');
      expect(res.body).toContain('href="/fair/assets/index-abc.css"');
      expect(res.body).toContain('href="/fair/favicon.svg"');
      expect(res.body).toContain('<script>window.__OPENFAIR_BASE_PATH__="/fair";</script></head>');
      const script = 'window.__OPENFAIR_BASE_PATH__="/fair";';
      const hash = createHash('sha256').update(script).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('allows every inline script of index.html by hash, not only the injected one', () => {
    const ieCheck = 'if (/MSIE|Trident/.test(navigator.userAgent)) document.title = "x";';
    const { scriptHashes } = renderSpaIndex(`<head><script>${ieCheck}</script></head>`, '');
    const ieHash = `sha256-${createHash('sha256').update(ieCheck).digest('base64')}`;
    // the base-path script, the IE check, and the one that starts a server-rendered page's modules
    expect(scriptHashes).toHaveLength(3);
    expect(scriptHashes).toContain(ieHash);
    expect(scriptHashes).toContain(
      `sha256-${createHash('sha256').update(DEFERRED_START_SCRIPT).digest('base64')}`,
    );
  });

  it('escapes the injected base path', () => {
    const { html } = renderSpaIndex('<head></head>', '/a</script><script>alert(1)');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('serves built files, and 404 for missing files, outside the base path and for POST', async () => {
    const js = await get('/fair/assets/index-abc.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("app")');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get('/fair/assets/nope.js')).statusCode).toBe(404);
    expect((await get('/other/page')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/fair/news' })).statusCode).toBe(404);
    expect((await get('/fair/media/demo/none.svg')).statusCode).toBe(404);
    // The build manifest stays private (the SPA answers instead).
    expect((await get('/fair/.vite/manifest.json')).body).not.toContain('src/main.tsx');
  });

  it('mounts the API, health, config and docs under the base path', async () => {
    const health = await get(`/fair${SystemPaths.healthz}`);
    expect(health.json<DataOf<typeof SystemPaths.healthz>>()).toEqual({ status: 'ok', db: 'pglite' });
    expect((await get(SystemPaths.healthz)).statusCode).toBe(404);
    const config = (await get(`/fair${SystemPaths.runtimeConfig}`)).json<
      DataOf<typeof SystemPaths.runtimeConfig>
    >();
    expect(config).toMatchObject({ basePath: '/fair', invitationLinkBase: '/fair/register/email/0' });
    const list = await t.app.inject({
      method: 'POST',
      url: `/fair${ContentPaths.articleList}`,
      payload: { exhibitionId: 'fair-a', languageType: 'en' },
    });
    expect(readEnvelope(list)).toMatchObject({ code: 1000, msg: 'Success' });
    const info = await t.app.inject({
      method: 'POST',
      url: `/fair${SessionPaths.getConfigurationInformation}`,
      payload: { exhibitionId: 'fair-a' },
    });
    const { data } = readEnvelope<DataOf<typeof SessionPaths.getConfigurationInformation>>(info);
    expect(data.completeRegistrationLink).toBe('/fair/l-register/account-email-info/0');
    const unknown = await get('/fair/visitor/v2/unknown?languageType=en');
    expect(readEnvelope(unknown)).toMatchObject({ code: 1005 });
    const docs = await get('/fair/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      `/fair${SessionPaths.webLogon}`,
    );
  });

  it('answers 503 with a plain page when the web app is not built', async () => {
    const missingDist = await buildTestApp(t.database);
    try {
      const res = await missingDist.inject({ method: 'GET', url: '/news' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('not built');
    } finally {
      await missingDist.close();
    }
  });
});

describe('app shell at the site root (empty BASE_PATH)', () => {
  const t = useTestApp('pglite', { webDistDir: builtWebApp() });

  it('serves the SPA for / and for deep links, with root asset paths', async () => {
    for (const url of ['/', '/news/12', '/login/person']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('src="/assets/index-abc.js"');
      expect(res.body).toContain('window.__OPENFAIR_BASE_PATH__="";');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).body).toBe(
      'console.log("app")',
    );
  });
});
