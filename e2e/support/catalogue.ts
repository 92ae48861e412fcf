import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

/**
 * The web client's own i18n catalogues, so journeys look for the texts a user sees without copying
 * them (a changed wording does not break a journey; a missing translation still does).
 */
export type Lang = 'zh' | 'en';

const cache = new Map<string, unknown>();

function namespace(lang: Lang, ns: string): unknown {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) {
    const file = path.join(repoRoot, 'apps/web/src/i18n/locales', lang, `${ns}.json`);
    cache.set(key, JSON.parse(readFileSync(file, 'utf8')));
  }
  return cache.get(key);
}

/** `t('zh', 'layout:menu.home')`, with i18next-style `{{name}}` interpolation. */
export function t(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = namespace(lang, ns);
  for (const part of rest.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? '');
}

/** antd puts a space between the two characters of a two-character Chinese button label. */
export function buttonName(text: string): RegExp {
  const escaped = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?');
  // After a request, antd can leave its loading icon (aria-label "loading") inside the button with its
  // leave animation unfinished on a busy machine: invisible, but part of the accessible name.
  return new RegExp(`^(loading\\s*)?${escaped}$`);
}
