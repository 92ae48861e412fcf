import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadHeaderSearch } from './app/layout/header-actions';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { preloadScreenAt } from './app/routes';
import { initI18n } from './i18n';
import { getBasePath, loadRuntimeConfig } from './lib/runtime-config';
import { isLoggedIn, sessionStore } from './lib/session-store';
import { applyUrlLanguage, refreshUserInfo } from './shared/session/session.api';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const url = new URL(window.location.href);
  // The language comes from the address (?lang=) or the stored session; i18n needs nothing else.
  applyUrlLanguage(url);
  initI18n(sessionStore.getState().language);
  // Code that is not part of the first load but is wanted soon: fetched while config.json is on its way.
  preloadScreenAt(window.location.pathname, getBasePath());
  preloadHeaderSearch().catch(() => {});
  const invitationSource = import('./features/registration/invitation-source');
  const urlTokenLogin = url.searchParams.has('token') ? import('./shared/session/url-token-login') : null;
  const config = await loadRuntimeConfig();
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
  createRoot(rootElement).render(
    <StrictMode>
      <Providers language={sessionStore.getState().language}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Without config.json nothing can work: say so plainly in both languages (i18n is not up yet).
  console.error(error);
  const box = document.getElementById('boot-error');
  if (box) box.hidden = false;
});
