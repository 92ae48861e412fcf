import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { type HydrationState, readHydrationState } from './app/hydration-state';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { loadScreenAt, preloadScreenAt } from './app/routes';
import { i18n, initI18n, loadNamespaces, SHELL_NAMESPACES } from './i18n';
import { setServedViewport } from './lib/render-env';
import { getBasePath, loadRuntimeConfig, setRuntimeConfig } from './lib/runtime-config';
import { isLoggedIn, sessionStore } from './lib/session-store';
import { applyUrlLanguage, refreshUserInfo } from './shared/session/session.api';

/**
 * After the app's first commit: marks the document ready, for tests and tools that must not act on
 * server HTML before it is live.
 */
function appReady(): void {
  document.documentElement.dataset.ofReady = '1';
}

/**
 * Whether the server's HTML is the page this browser would draw: only a guest's, in the language this
 * browser uses (a guest whose stored language differs gets the page drawn afresh in theirs).
 */
function serverPageFits(state: HydrationState | null, byUrlToken: boolean): state is HydrationState {
  const session = sessionStore.getState();
  return state !== null && !byUrlToken && !isLoggedIn(session) && session.language === state.language;
}

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const url = new URL(window.location.href);
  // The language comes from the address (?lang=) or the stored session; i18n needs nothing else.
  applyUrlLanguage(url);
  const language = sessionStore.getState().language;
  initI18n(language);
  const served = readHydrationState();
  // A server-drawn page in this language carries its texts (the shell's too); otherwise the shell's
  // catalogues are fetched now, alongside config.json, and awaited before the first render.
  if (served?.language === language) {
    for (const [namespace, resources] of Object.entries(served.catalogues)) {
      i18n.addResourceBundle(language, namespace, resources, true, false);
    }
  }
  const shellTexts = loadNamespaces(SHELL_NAMESPACES);
  // Code that is not part of the first load but is wanted soon: fetched while config.json is on its way.
  preloadScreenAt(window.location.pathname, getBasePath());
  const invitationSource = import('./features/registration/invitation-source');
  const urlTokenLogin = url.searchParams.has('token') ? import('./shared/session/url-token-login') : null;
  // A server-rendered page carries the runtime config it was drawn with: no round trip for it.
  if (served) setRuntimeConfig(served.config);
  const config = await loadRuntimeConfig();
  await shellTexts;
  const session = sessionStore.getState();
  // The anonymous session carries the fixed visitor token and the fair's id (spec 000 §4 logout state).
  if (!session.token || (!isLoggedIn(session) && session.token !== config.visitorToken)) {
    sessionStore.setState({ token: config.visitorToken });
  }
  if (!session.exhibitionId) sessionStore.setState({ exhibitionId: config.exhibitionId });

  // Invitation links (any page) carry the inviting exhibitor and source type for the registration.
  try {
    (await invitationSource).captureInvitationSource(url);
  } catch {
    // Its code could not be fetched: the app still starts, without the link's invitation.
  }
  const byUrlToken = urlTokenLogin
    ? await urlTokenLogin.then(({ loginWithUrlToken }) =>
        loginWithUrlToken(url, (href) => window.history.replaceState(window.history.state, '', href)),
      )
    : false;
  if (!byUrlToken) void refreshUserInfo();

  const router = createAppRouter();
  const app = (
    <StrictMode>
      <Providers language={sessionStore.getState().language} onReady={appReady}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (serverPageFits(served, byUrlToken) && (await loadScreenAt(window.location.pathname, getBasePath()))) {
    // The same answers (and, above, texts) the server drew the page with, so the first render matches.
    hydrate(queryClient, served.queries);
    setServedViewport(served.viewport);
    // As a transition, hydration works in slices and lets the browser handle input in between, instead
    // of holding the main thread for the whole page (the page is already visible meanwhile).
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  createRoot(rootElement).render(app);
}

start().catch((error: unknown) => {
  // Without config.json nothing can work: say so plainly in both languages (i18n is not up yet).
  console.error(error);
  const box = document.getElementById('boot-error');
  if (box) box.hidden = false;
});
