import { PRICE_CURRENCY } from '@openfair/contract';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price amount as the server sends it ("148.00") with its currency sign, formatted for the interface
 * language: "¥148.00" in Chinese, "CN¥148.00" in English (a reader abroad cannot mistake it for yen).
 * An empty or unreadable amount gives '' (the caller shows "price on request" or nothing).
 */
export function formatPrice(amount: string, language: string): string {
  if (!amount.trim()) return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  const locale = language.startsWith('en') ? 'en-US' : 'zh-CN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: PRICE_CURRENCY });
    formats.set(locale, format);
  }
  return format.format(value);
}
