import type { UiLanguage } from '../codes';

/**
 * Server rendering of the first view: the server hands the web app's renderer (built by Vite next to the
 * browser bundle) one page request, and puts what it renders into index.html. The browser then hydrates
 * that HTML instead of drawing the page from nothing. Only guests get it: a signed-in person's pages
 * depend on a session the server does not see in a page request (the token lives in the browser).
 */

/** One of the app's own calls, answered in-process as the server would answer it over HTTP. */
export type ServerRenderCall = (call: {
  method: 'GET' | 'POST';
  /** path and query, under the base path */
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: string }>;

export type ServerRenderRequest = {
  /** path and query of the page, under the base path */
  url: string;
  basePath: string;
  language: UiLanguage;
  /** The layout to draw: the server cannot measure the screen, it guesses from the browser's hints. */
  viewport: ServerRenderViewport;
  call: ServerRenderCall;
};

export type ServerRenderViewport = 'phone' | 'desktop';

/** Widths the renderer draws each guessed viewport at (the app's mobile layout is below 750 px). */
export const SERVER_RENDER_VIEWPORT_WIDTH: Record<ServerRenderViewport, number> = {
  phone: 390,
  desktop: 1366,
};

export type ServerRenderResult =
  | {
      kind: 'page';
      /** the markup of the app's root element */
      html: string;
      /** style elements the page needs before it paints (antd's CSS-in-JS, extracted) */
      styles: string;
      /** the state the browser starts from (JSON, already safe inside a script element) */
      state: string;
      /** source modules the page's screen came from, for the build manifest's chunks and CSS */
      modules: string[];
      title: string;
      /** class for the <html> element (the theme's CSS variables hang on it) */
      htmlClass: string;
    }
  /** Not rendered (a page that needs a session, a redirect): the server sends the plain app shell. */
  | { kind: 'skip'; reason: string };

export type ServerRenderer = { render: (request: ServerRenderRequest) => Promise<ServerRenderResult> };

/** The script element (type application/json) that carries the rendered page's state to the browser. */
export const SERVER_RENDER_STATE_ID = 'of-render-state';

/**
 * Cookies the browser keeps so that page requests say what the server cannot otherwise know: the
 * interface language, and that someone is signed in (their pages are not server-rendered). They carry
 * preferences only, never a credential.
 */
export const RENDER_HINT_COOKIES = { language: 'of_lang', signedIn: 'of_signed_in' } as const;
