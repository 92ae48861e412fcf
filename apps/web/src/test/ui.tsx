import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n';

/** jsdom lacks matchMedia, which antd's responsive helpers need. */
export function installMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** jsdom lacks ResizeObserver, which antd's Tabs and Segmented use; nothing resizes in jsdom anyway. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function setupUi(): void {
  initI18n('zh');
  installMatchMedia();
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
}

export function Ui({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider>
        <App>{children}</App>
      </ConfigProvider>
    </I18nextProvider>
  );
}
