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

// base './': one build serves any BASE_PATH; the server rewrites ./assets/ and injects the base path.
export default defineConfig({
  base: './',
  plugins: [react(), antdFormContextWithoutFormEngine()],
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
