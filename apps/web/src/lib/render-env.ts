import { SERVER_RENDER_VIEWPORT_WIDTH, type ServerRenderViewport } from '@openfair/contract';

/**
 * Where the app is being drawn: in the browser, or on the server (the first view of a guest's page). The
 * browser's hydrating render must draw exactly what the server drew, so whatever the server could not
 * know (the screen's width) is a store whose server snapshot is the server's assumption.
 */
type ServerRender = { pathname: string; basePath: string; viewport: ServerRenderViewport };

let serverRender: ServerRender | null = null;
/** The layout the server drew this page's HTML in (null: the page came as the plain shell). */
let servedViewport: ServerRenderViewport | null = null;

export const isServer = typeof window === 'undefined';

/** Set by the server renderer for the page it draws (renders run one at a time). */
export function setServerRender(next: ServerRender | null): void {
  serverRender = next;
}

/** The page's path under the base path while the server draws it; null in the browser. */
export function serverRenderPathname(): string | null {
  return serverRender?.pathname ?? null;
}

/** BASE_PATH of the page the server draws ('' for the root). */
export function serverRenderBasePath(): string {
  return serverRender?.basePath ?? '';
}

/** In the browser: the layout the server drew the page in, which hydration must draw too. */
export function setServedViewport(viewport: ServerRenderViewport | null): void {
  servedViewport = viewport;
}

const assumedSizes: Record<ServerRenderViewport, { width: number; height: number }> = {
  phone: { width: SERVER_RENDER_VIEWPORT_WIDTH.phone, height: 800 },
  desktop: { width: SERVER_RENDER_VIEWPORT_WIDTH.desktop, height: 768 },
};

/**
 * The window size the server drew at: on the server, its guess for the page it draws; in the browser,
 * the guess the served page was drawn with. It is the server snapshot of the window-size store, which
 * React reads only while it hydrates (the same object every time, as React's stores need).
 */
export function initialViewportSize(): { width: number; height: number } {
  return assumedSizes[(isServer ? serverRender?.viewport : servedViewport) ?? 'desktop'];
}
