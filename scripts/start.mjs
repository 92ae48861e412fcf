#!/usr/bin/env node
// `npm start`: builds the web app when it is missing, then runs the server (migrations, demo seed, listen).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
// The server renderer of guests' first views is built with the browser app (apps/web/dist-ssr).
const webRenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');

if (!existsSync(webIndex) || !existsSync(webRenderer) || process.env.OPENFAIR_REBUILD_WEB === '1') {
  console.log('[openfair] building the web app (first start only) ...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[openfair] the web build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
