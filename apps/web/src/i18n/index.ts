import type { UiLanguage } from '@openfair/contract';
import { DEFAULT_LANGUAGE } from '@openfair/contract';
// The ES modules antd's components use themselves: antd/locale/* are CommonJS files re-exporting
// antd/lib, which put a second (CommonJS) copy of the locales into the first load.
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = { default: Record<string, unknown> };

/**
 * Every catalogue under locales/<lng>/<namespace>.json is picked up at build time, so each feature area
 * adds its own namespace (layout, content, session, ...) without touching this file.
 *
 * The shell's namespaces (common texts, header, menus, footer) are bundled: the first render needs them.
 * Every other namespace is a chunk of its own per language, fetched when a screen needs it (screens
 * render under Suspense; routes.tsx also fetches a screen's namespaces together with its code), which
 * keeps the other screens' texts out of the home page's first load (ARCHITECTURE.md §7).
 */
export const SHELL_NAMESPACES = ['common', 'layout'] as const;

const shellCatalogues = import.meta.glob<Catalogue>(['./locales/*/common.json', './locales/*/layout.json'], {
  eager: true,
});
const lazyCatalogues = import.meta.glob<Catalogue>([
  './locales/*/*.json',
  '!./locales/*/common.json',
  '!./locales/*/layout.json',
]);
// Unit tests render screens without Suspense boundaries: they get every catalogue up front. The build
// drops this (MODE is 'production' there).
const testCatalogues =
  import.meta.env.MODE === 'test'
    ? import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true })
    : ({} as Record<string, Catalogue>);

const FILE = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** The catalogues bundled into the app (the shell's; every one in unit tests), as i18next resources. */
export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, mod] of Object.entries({ ...shellCatalogues, ...testCatalogues })) {
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
  [
    ...new Set(
      [...Object.keys(shellCatalogues), ...Object.keys(lazyCatalogues)].map((f) => FILE.exec(f)?.[2] ?? ''),
    ),
  ].filter(Boolean);

const bundledNamespaces = (resources: Resource): string[] => [
  ...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace))),
];

/** One catalogue chunk; `{}` when that language has no such namespace (its keys then fall back). */
export async function readCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = lazyCatalogues[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

/** i18next backend for the namespaces that are not bundled. */
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

/** Initialises i18next synchronously (the shell's resources are bundled) in the given language. */
export function initI18n(lang: UiLanguage = DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    const resources = buildResources();
    void i18n
      .use(catalogueChunks)
      .use(initReactI18next)
      .init({
        resources,
        // The bundled resources are only part of the catalogues: the rest comes from catalogueChunks.
        partialBundledLanguages: true,
        lng: lang,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: ['zh', 'en'],
        ns: bundledNamespaces(resources),
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
