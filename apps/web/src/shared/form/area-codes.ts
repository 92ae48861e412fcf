import type { UiLanguage } from '@openfair/contract';

/**
 * International calling codes offered as suggestions (ITU-T E.164 assignments) for the regions whose
 * buyers most often visit a Chinese trade fair. Any other code can still be typed: the field accepts
 * every "+" followed by 1 to 4 digits. Region names come from the browser (Intl.DisplayNames), so the
 * list carries no interface text.
 */
const CALLING_CODES: readonly (readonly [region: string, code: string])[] = [
  ['CN', '+86'],
  ['HK', '+852'],
  ['MO', '+853'],
  ['TW', '+886'],
  ['US', '+1'],
  ['CA', '+1'],
  ['GB', '+44'],
  ['DE', '+49'],
  ['FR', '+33'],
  ['IT', '+39'],
  ['ES', '+34'],
  ['PT', '+351'],
  ['NL', '+31'],
  ['BE', '+32'],
  ['CH', '+41'],
  ['AT', '+43'],
  ['SE', '+46'],
  ['NO', '+47'],
  ['DK', '+45'],
  ['FI', '+358'],
  ['PL', '+48'],
  ['CZ', '+420'],
  ['HU', '+36'],
  ['RO', '+40'],
  ['GR', '+30'],
  ['IE', '+353'],
  ['RU', '+7'],
  ['UA', '+380'],
  ['TR', '+90'],
  ['JP', '+81'],
  ['KR', '+82'],
  ['MN', '+976'],
  ['SG', '+65'],
  ['MY', '+60'],
  ['TH', '+66'],
  ['VN', '+84'],
  ['ID', '+62'],
  ['PH', '+63'],
  ['KH', '+855'],
  ['MM', '+95'],
  ['LA', '+856'],
  ['IN', '+91'],
  ['PK', '+92'],
  ['BD', '+880'],
  ['LK', '+94'],
  ['NP', '+977'],
  ['KZ', '+7'],
  ['UZ', '+998'],
  ['AE', '+971'],
  ['SA', '+966'],
  ['QA', '+974'],
  ['KW', '+965'],
  ['OM', '+968'],
  ['IL', '+972'],
  ['IR', '+98'],
  ['IQ', '+964'],
  ['EG', '+20'],
  ['MA', '+212'],
  ['DZ', '+213'],
  ['NG', '+234'],
  ['GH', '+233'],
  ['KE', '+254'],
  ['ET', '+251'],
  ['TZ', '+255'],
  ['ZA', '+27'],
  ['AU', '+61'],
  ['NZ', '+64'],
  ['MX', '+52'],
  ['BR', '+55'],
  ['AR', '+54'],
  ['CL', '+56'],
  ['CO', '+57'],
  ['PE', '+51'],
];

export const DEFAULT_AREA_CODE = '+86';

/** "+" and 1 to 4 digits (E.164 country codes are at most three digits; four covers NANP-style prefixes). */
export const isAreaCode = (value: string): boolean => /^\+\d{1,4}$/.test(value);

export type AreaCodeOption = { value: string; label: string; key: string };

export function areaCodeOptions(lang: UiLanguage): AreaCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
  } catch {
    // very old browsers: codes without region names
  }
  return CALLING_CODES.map(([region, code]) => ({
    key: `${region}${code}`,
    value: code,
    label: `${code} ${names?.of(region) ?? region}`,
  }));
}

/** "+86-2155556666" → { areaCode: "+86", number: "2155556666" }; a value without a code keeps it empty. */
export function splitPhone(value: string | undefined): { areaCode: string; number: string } {
  // the code is everything from the '+' to the first hyphen, so a half-typed code stays visible
  const match = /^(\+[^-]*)-(.*)$/.exec(value ?? '');
  if (match) return { areaCode: match[1] ?? '', number: match[2] ?? '' };
  return { areaCode: '', number: value ?? '' };
}

/** The stored form of a phone with area code; an empty number stores nothing. */
export function joinPhone(areaCode: string, number: string): string {
  const n = number.trim();
  if (n === '') return '';
  return areaCode ? `${areaCode}-${n}` : n;
}
