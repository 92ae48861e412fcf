import type { UiLanguage } from '@openfair/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client';
import { antdLocaleFor, i18n } from '../i18n';
import { FeedbackProvider } from './feedback/feedback-provider';

/** A calm trade-fair palette: deep blue brand, warm accent for calls to action, generous radius. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorInfo: '#1f5fbf',
    colorWarning: '#e8890c',
    colorLink: '#1f5fbf',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb' },
  },
};

type Props = { language: UiLanguage; children: ReactNode };

/**
 * TanStack Query, i18next, antd locale/theme and antd's App context (message, notification, modal), the
 * latter through FeedbackProvider so its code stays out of the first load.
 */
export function Providers({ language, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={antdLocaleFor(language)} theme={theme}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
