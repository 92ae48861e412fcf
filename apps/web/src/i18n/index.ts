import type { UiLanguage } from '@openfair/contract';
import { DEFAULT_LANGUAGE } from '@openfair/contract';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = { default: Record<string, unknown> };

/**
 * Every catalogue under locales/<lng>/<namespace>.json is picked up at build time, so each feature area
 * adds its own namespace (layout, content, session, ...) without touching this file.
 *
 * Every catalogue is a chunk of its own per language, fetched when needed: the shell's namespaces
 * (common texts, header, menus, footer) before the first render (main.tsx), a screen's together with
 * its code (routes.tsx; screens also render under Suspense). So the first load carries only the
 * language in use, and no screen's texts (ARCHITECTURE.md §7).
 */
export const SHELL_NAMESPACES = ['common', 'layout'] as const;

const lazyCatalogues = import.meta.glob<Catalogue>('./locales/*/*.json');
// The server renderer starts with the shell's catalogues of both languages; unit tests render screens
// without Suspense boundaries and get every catalogue up front. The browser build drops both.
const bundledCatalogues = import.meta.env.SSR
  ? import.meta.glob<Catalogue>(['./locales/*/common.json', './locales/*/layout.json'], { eager: true })
  : import.meta.env.MODE === 'test'
    ? import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true })
    : ({} as Record<string, Catalogue>);

const FILE = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** The catalogues bundled into this build (none in the browser's), as i18next resources. */
export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, mod] of Object.entries(bundledCatalogues)) {
    const match = FILE.exec(file);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][ns] = mod.default;
  }
  return resources;
}

export const i18n = i18next.createInstance();

/** Every namespace there is, bundled or not. */
export const namespaces = (): string[] =>
  [...new Set(Object.keys(lazyCatalogues).map((f) => FILE.exec(f)?.[2] ?? ''))].filter(Boolean);

/** One catalogue chunk; `{}` when that language has no such namespace (its keys then fall back). */
export async function readCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = lazyCatalogues[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

/** i18next backend: the catalogue chunks (in the browser, every namespace comes through it). */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    readCatalogue(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Makes sure the namespaces are loaded in the current language (and its fallback) and rejects when one
 * could not be fetched, so a screen loader can show its error and retry instead of rendering raw keys.
 */
export async function loadNamespaces(needed: readonly string[]): Promise<void> {
  const missing = () => needed.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns));
  if (missing().length === 0) return;
  // reloadResources also fetches again what failed before (loadNamespaces would skip it).
  await i18n.reloadResources(i18n.languages ? [...i18n.languages] : undefined, missing());
  const still = missing();
  if (still.length > 0) throw new Error(`i18n catalogues not loaded: ${still.join(', ')}`);
}

/**
 * Initialises i18next in the given language. In the browser its texts are not there yet: await
 * `loadNamespaces(SHELL_NAMESPACES)` before rendering (the server and unit tests have them bundled).
 */
export function initI18n(lang: UiLanguage = DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    const resources = buildResources();
    void i18n
      .use(catalogueChunks)
      .use(initReactI18next)
      .init({
        resources,
        // The bundled resources (if any) are only part of the catalogues: the rest comes from catalogueChunks.
        partialBundledLanguages: true,
        lng: lang,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: ['zh', 'en'],
        ns: [...SHELL_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}
