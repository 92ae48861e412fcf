import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:3000';

// base './': one build serves any BASE_PATH; the server rewrites ./assets/ and injects the base path.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
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
