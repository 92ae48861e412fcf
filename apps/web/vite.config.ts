import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://127.0.0.1:3000';

/**
 * antd's form context module, which every popup component (menu, dropdown, tooltip) imports through its
 * ContextIsolator, takes only FormProvider from @rc-component/form. The package's index also attaches
 * Field, List and useForm (with async-validator) to its default export, so the whole form engine came
 * with the header's menu into the first load. This points that one import at the module FormProvider
 * lives in: the same module instance (real forms still import the full package and share its context).
 */
function antdFormContextWithoutFormEngine(): Plugin {
  return {
    name: 'openfair:antd-form-context-without-form-engine',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source !== '@rc-component/form' ||
        !importer?.replaceAll('\\', '/').endsWith('/antd/es/form/context.js')
      ) {
        return null;
      }
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its headers cost; the server sends the plain file. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels (once,
 * at build time), for the server to send by Accept-Encoding (@fastify/static `preCompressed`) instead
 * of compressing on every request. index.html is left out: the server rewrites it per BASE_PATH.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'openfair:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && e.name !== 'index.html')
        .map((e) => path.join(e.parentPath, e.name))
        .filter((file) => !file.split(path.sep).includes('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          if (raw.length < MIN_COMPRESS_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

// base './': one build serves any BASE_PATH; the server rewrites ./assets/ and injects the base path.
export default defineConfig({
  base: './',
  plugins: [react(), antdFormContextWithoutFormEngine(), precompressAssets()],
  // manifest: scripts/bundle-size.mjs walks the entry's static imports to measure the initial JS budget.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    proxy: {
      '/visitor': server,
      '/getInfo': server,
      '/config.json': server,
      '/media': server,
      '/healthz': server,
      '/burying': server,
      '/authLogin': server,
      '/dev': server,
    },
  },
});
