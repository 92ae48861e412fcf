import { DEFAULT_LANGUAGE } from '@openfair/contract';
import { beforeAll, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { resetExpiryDialogState } from '../api/request';
import { i18n } from '../i18n';
import { endLoginTransition } from '../lib/login-transition';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';

/**
 * The web files that share their worker's modules (vitest.config.ts, project "web") each start where a
 * freshly loaded page would, as they did when every file loaded the app afresh: no storage, cookies,
 * session, runtime config, cached queries or pending dialogs, real timers and globals, the default
 * language, the page at "/" at jsdom's default width. What a file sets up for its own tests it keeps
 * between them. (Files that replace modules run isolated and skip this: importing the app here would
 * load the real modules before their replacements.)
 */
beforeAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app writes them so too.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  sessionStore.reload();
  setRuntimeConfig(null);
  queryClient.clear();
  resetExpiryDialogState();
  endLoginTransition();
  if (i18n.isInitialized && i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  document.title = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  window.dispatchEvent(new Event('resize'));
});
