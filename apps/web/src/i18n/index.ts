import type { UiLanguage } from '@openfair/contract';
import { DEFAULT_LANGUAGE } from '@openfair/contract';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every catalogue under locales/<lng>/<namespace>.json is picked up at build time, so each feature area
 * adds its own namespace (layout, content, session, ...) without touching this file.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, mod] of Object.entries(catalogues)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][ns] = mod.default;
  }
  return resources;
}

export const i18n = i18next.createInstance();

export const namespaces = (): string[] =>
  [...new Set(Object.keys(catalogues).map((f) => /\/([^/]+)\.json$/.exec(f)?.[1] ?? ''))].filter(Boolean);

/** Initialises i18next synchronously (resources are bundled) in the given language. */
export function initI18n(lang: UiLanguage = DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: buildResources(),
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['zh', 'en'],
      ns: namespaces(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

export function antdLocaleFor(lang: UiLanguage) {
  return lang === 'zh' ? zhCN : enUS;
}
