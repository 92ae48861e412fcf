import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://127.0.0.1:3000';

type ImportRedirect = {
  /** names the plugin (openfair:<name>) */
  name: string;
  /** the import specifier to redirect, as the importing module writes it */
  source: string;
  /** the importing modules, by the end of their path */
  importers: string[];
  /** a file of this app (absolute path), or a package path to resolve from the importer */
  target: string;
};

/**
 * Points one import of some antd modules at another module: antd's modules import more than the app
 * uses of them, and the bundler cannot leave that out (the reasons are on each redirect below).
 */
function redirectImport({ name, source, importers, target }: ImportRedirect): Plugin {
  return {
    name: `openfair:${name}`,
    enforce: 'pre',
    resolveId(id, importer) {
      const from = importer?.replaceAll('\\', '/');
      if (id !== source || !from || !importers.some((suffix) => from.endsWith(suffix))) return null;
      return path.isAbsolute(target) ? target : this.resolve(target, importer, { skipSelf: true });
    },
  };
}

const appFile = (file: string) => path.resolve(import.meta.dirname, file);

const antdRedirects: ImportRedirect[] = [
  // antd's form context module, which every popup component (menu, dropdown, tooltip) imports through
  // its ContextIsolator, takes only FormProvider from @rc-component/form. The package's index also
  // attaches Field, List and useForm (with async-validator) to its default export, so the whole form
  // engine came with the header's menu into the first load. This takes the module FormProvider lives in:
  // the same module instance (real forms still import the full package and share its context).
  {
    name: 'antd-form-context-without-form-engine',
    source: '@rc-component/form',
    importers: ['/antd/es/form/context.js'],
    target: '@rc-component/form/es/FormContext.js',
  },
  // Radio.Group imports `toNamePathStr` from the form's useForm module, which imports the whole form
  // engine: every screen with a radio group carried it. This takes a copy of the function.
  {
    name: 'antd-radio-without-form-engine',
    source: '../form/hooks/useForm',
    importers: ['/antd/es/radio/group.js'],
    target: appFile('src/shared/ui/antd-name-path.ts'),
  },
  // Card imports Tabs for its `tabList` header, which the app never uses: a stand-in that throws if it
  // is ever rendered, so a screen with a Card does not carry antd's Tabs.
  {
    name: 'antd-card-without-tabs',
    source: '../tabs',
    importers: ['/antd/es/card/Card.js'],
    target: appFile('src/shared/ui/antd-card-without-tabs.tsx'),
  },
  // Card, Modal and Drawer import antd's Skeleton for their `loading` state, which brought its code and
  // CSS-in-JS to nearly every screen: the app's CSS Skeleton (shared/ui/skeleton.tsx) takes its props.
  {
    name: 'antd-loading-with-css-skeleton',
    source: '../skeleton',
    importers: ['/antd/es/card/Card.js', '/antd/es/modal/Modal.js', '/antd/es/drawer/DrawerPanel.js'],
    target: appFile('src/shared/ui/antd-skeleton-stand-in.ts'),
  },
  // antd's index exports Input from its folder's index, which attaches Input.OTP and Input.Group
  // (unused here) to every form screen: the app's Input without them.
  {
    name: 'antd-input-without-otp',
    source: './input',
    importers: ['/antd/es/index.js'],
    target: appFile('src/shared/ui/antd-input-without-otp.ts'),
  },
];

/**
 * In the server build, every `import('…')` of the route table also records the imported module's source
 * path (as the client build manifest names it) in a global list, before importing it. The server renderer
 * learns from it which modules a screen came from; the server then preloads their chunks and links their
 * style sheets in the page, so the screen is styled before any script runs. The browser build is left as
 * it is.
 */
function trackRouteImports(): Plugin {
  let root = '';
  return {
    name: 'openfair:track-route-imports',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || !id.replaceAll('\\', '/').endsWith('/src/app/routes.tsx')) return null;
      const found = [...code.matchAll(/import\(\s*(['"])([^'"]+)\1\s*\)/g)];
      let out = code;
      for (const [expression, , specifier] of found) {
        const resolved = await this.resolve(specifier as string, id);
        if (!resolved) continue;
        const key = path.relative(root, resolved.id.split('?')[0] as string).replaceAll(path.sep, '/');
        out = out.replace(
          expression,
          `(globalThis.__openfairImports?.push(${JSON.stringify(key)}), ${expression})`,
        );
      }
      return { code: out, map: null };
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
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
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
export default defineConfig(({ isSsrBuild }) => ({
  base: './',
  // The server build runs under Node, where nothing else says it is the production build: without this
  // React and antd run their development code there, and antd's class names differ from the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [react(), ...antdRedirects.map(redirectImport), trackRouteImports(), precompressAssets()],
  // The server build (dist-ssr/, `vite build --ssr`) carries its own copy of every package: Node cannot
  // load antd's ES modules or the CSS imports the way the bundler does.
  ssr: { noExternal: true },
  // manifest: scripts/bundle-size.mjs walks the entry's static imports to measure the initial JS budget.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    copyPublicDir: !isSsrBuild,
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
}));
