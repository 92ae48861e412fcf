import type { UiLanguage } from '@openfair/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client';
import { i18n } from '../i18n';
import { FeedbackProvider } from './feedback/feedback-provider';
import { THEME_CSS_VAR_CLASS } from './theme-class';
import './shell.css';

export { THEME_CSS_VAR_CLASS } from './theme-class';

if (typeof document !== 'undefined') document.documentElement.classList.add(THEME_CSS_VAR_CLASS);

type Props = {
  language: UiLanguage;
  children: ReactNode;
  /**
   * Called once after the first commit, in the browser. A prop rather than a sibling component: the
   * server draws the same tree, and a sibling would change React's ids (useId) against the server's.
   */
  onReady?: () => void;
};

/**
 * TanStack Query, i18next and the app's message/notification/modal context (FeedbackProvider). antd's
 * locale and theme are not here: the shell is drawn without antd, and each screen or deferred part that
 * uses antd brings its ConfigProvider with its code (antd-scope.tsx), which keeps antd's core out of the
 * first load. `language` is the session's; AntdScope and i18n read it from the session store.
 */
export function Providers({ children, onReady }: Props) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
