import type { ConfigurationInformation, UiLanguage } from '@openfair/contract';

/** The fair's name in the interface language (English falls back to Chinese when not set). */
export function fairNameOf(info: ConfigurationInformation | undefined, lang: UiLanguage): string {
  if (!info) return '';
  return (lang === 'en' && info.exhibitionNameEn) || info.exhibitionName;
}
