declare global {
  var __openfairImports: string[] | undefined;
}

/**
 * Source modules the route table imported dynamically, in order (server build only: its Vite plugin
 * records each screen's `import()` here). The server renderer reads which modules a screen came from,
 * and the server turns them into the page's script preloads and style sheets from the build manifest.
 */
globalThis.__openfairImports ??= [];
export const trackedImports: string[] = globalThis.__openfairImports;
