import type { LanguageType } from '@openfair/contract';

/** The text in the request language; English falls back to Chinese when it was never filled in. */
export const pick = (zh: string, en: string | null | undefined, lang: LanguageType): string =>
  lang === 'en' && en ? en : zh;

export const pickList = (zh: string[], en: string[] | null | undefined, lang: LanguageType): string[] =>
  lang === 'en' && en && en.length > 0 ? en : zh;
