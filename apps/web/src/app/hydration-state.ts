import {
  type RuntimeConfig,
  SERVER_RENDER_STATE_ID,
  type ServerRenderViewport,
  type UiLanguage,
} from '@openfair/contract';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server renderer hands the browser with a page's HTML, to draw the same page again. */
export type HydrationState = {
  version: 1;
  language: UiLanguage;
  viewport: ServerRenderViewport;
  config: RuntimeConfig;
  /** the answers the page was drawn from */
  queries: DehydratedState;
  /** the shell's and the screen's i18n catalogues in the page's language */
  catalogues: Record<string, Record<string, unknown>>;
};

/** The state of a server-rendered page, or null for the plain app shell (or a state it cannot use). */
export function readHydrationState(doc: Document = document): HydrationState | null {
  const element = doc.getElementById(SERVER_RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<HydrationState>;
    return state.version === 1 && state.config && state.queries ? (state as HydrationState) : null;
  } catch {
    return null;
  }
}
