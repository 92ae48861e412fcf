import type { Bilingual } from '../codes';
import { DOMAIN_MAX, DOMAIN_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../constants';

/**
 * Named patterns of spec 000 §5 and spec 001 §5 ("patterns in the shared helper"). Web forms and
 * server validation both test against this one table, so a value the form accepts is a value the
 * server accepts. No regex carries the `g` or `y` flag: `test` must stay stateless when reused.
 */
export const PatternNames = [
  'password',
  'integer',
  'number',
  'positiveNumber',
  'nonZeroPositiveNumber',
  'model',
  'lettersAndDigits',
  'chinese',
  'letters',
  'chineseAndLetters',
  'chineseLettersDigits',
  'lettersAndSpaces',
  'phone',
  'phoneLong',
  'genericPhone',
  'phoneWithAreaCode',
  'chineseMobile',
  'email',
  'postalCode',
  'landline',
  'fax',
  'bankCard',
  'idCard',
  'money',
  'domain',
] as const;
export type PatternName = (typeof PatternNames)[number];

export type Pattern = { regex: RegExp; message: Bilingual };

/** Each message follows the spec's form "please enter a correct ..." (in English, as a sentence). */
const correct = (zh: string, en: string): Bilingual => ({
  zh: `请输入正确的${zh}`,
  en: `Please enter a correct ${en}`,
});

// Han characters by Unicode script rather than the narrow \u4e00-\u9fa5 block, so rarer characters
// used in Chinese names (extension blocks) are not rejected.
const HAN = '\\p{Script=Han}';

// One DNS label: alphanumerics with inner hyphens, at most 63 characters.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
// Optional scheme, then a host name with an alphabetic top-level label (or an IPv4 address),
// optional port, then any path/query/fragment without spaces. The lookahead carries the 3-255 bound.
const DOMAIN_SOURCE =
  `^(?=.{${DOMAIN_MIN},${DOMAIN_MAX}}$)(?:(?:https?|ftp):\\/\\/)?` +
  `(?:(?:${LABEL}\\.)+[A-Za-z]{2,63}|${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3})` +
  '(?::\\d{1,5})?(?:[/?#]\\S*)?$';

export const patterns: Record<PatternName, Pattern> = {
  password: {
    regex: new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN},${PASSWORD_MAX}}$`),
    message: correct(
      `密码（${PASSWORD_MIN}-${PASSWORD_MAX}位字母和数字组合）`,
      `password (${PASSWORD_MIN}-${PASSWORD_MAX} letters and digits, both required)`,
    ),
  },
  integer: { regex: /^-?(?:0|[1-9]\d*)$/, message: correct('整数', 'integer') },
  number: { regex: /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/, message: correct('数字', 'number') },
  positiveNumber: {
    // "Positive" here includes zero: the spec lists a separate non-zero variant.
    regex: /^(?:0|[1-9]\d*)(?:\.\d+)?$/,
    message: correct('正数', 'positive number'),
  },
  nonZeroPositiveNumber: {
    regex: /^(?:[1-9]\d*(?:\.\d+)?|0\.\d*[1-9]\d*)$/,
    message: correct('非零正数', 'non-zero positive number'),
  },
  model: { regex: /^[A-Za-z0-9-]+$/, message: correct('型号', 'model') },
  lettersAndDigits: {
    regex: /^[A-Za-z0-9]+$/,
    message: correct('字母或数字', 'letters and digits'),
  },
  chinese: { regex: new RegExp(`^${HAN}+$`, 'u'), message: correct('中文', 'Chinese') },
  letters: { regex: /^[A-Za-z]+$/, message: correct('英文字母', 'letters') },
  chineseAndLetters: {
    regex: new RegExp(`^[${HAN}A-Za-z]+$`, 'u'),
    message: correct('中文或英文字母', 'Chinese or letters'),
  },
  chineseLettersDigits: {
    regex: new RegExp(`^[${HAN}A-Za-z0-9]+$`, 'u'),
    message: correct('中文、英文字母或数字', 'Chinese, letters or digits'),
  },
  lettersAndSpaces: {
    // At least one letter: a value of spaces only is not a name.
    regex: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
    message: correct('英文字母或空格', 'letters and spaces'),
  },
  phone: { regex: /^\d{6,11}$/, message: correct('电话号码', 'phone number') },
  phoneLong: { regex: /^\d{6,15}$/, message: correct('电话号码', 'phone number') },
  genericPhone: {
    // At least one digit, so "----" or "++++" is not taken for a number.
    regex: /^(?=.*\d)[\d+-]{4,}$/,
    message: correct('电话号码', 'phone number'),
  },
  /** A company phone or fax: the area code first, which may not be left out (spec 001 §5). */
  phoneWithAreaCode: {
    regex: /^\+\d{1,4}-(?=.*\d)[\d-]{4,}$/,
    message: correct('区号和号码，例如 +86-21-55550000', 'number with its area code, e.g. +86-21-55550000'),
  },
  chineseMobile: { regex: /^1[3-9]\d{9}$/, message: correct('手机号码', 'mobile number') },
  email: {
    regex: /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
    message: correct('邮箱', 'email'),
  },
  postalCode: { regex: /^\d{6}$/, message: correct('邮政编码', 'postal code') },
  landline: { regex: /^(?:\d{3,4}-)?\d{7,8}$/, message: correct('座机号码', 'landline number') },
  fax: { regex: /^\d{1,4}-[1-9]\d{4,11}(?:-\d{1,6})?$/, message: correct('传真号码', 'fax number') },
  bankCard: { regex: /^(?:\d{15}|\d{19})$/, message: correct('银行卡号', 'bank card number') },
  idCard: { regex: /^(?:\d{15}|\d{17}[\dXx])$/, message: correct('身份证号', 'ID card number') },
  money: { regex: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/, message: correct('金额', 'amount') },
  domain: { regex: new RegExp(DOMAIN_SOURCE), message: correct('网址', 'web address') },
};

/** True when `value` matches the named pattern. */
export const matchesPattern = (name: PatternName, value: string): boolean => patterns[name].regex.test(value);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';
// Resident identity numbers exist for people born since 1800 (GB 11643-1999 covers the 18xx century code).
const ID_MIN_YEAR = 1800;

/**
 * Full check of an 18-digit resident identity number (GB 11643-1999): 17 digits, a calendar date of
 * birth (yyyymmdd at positions 7-14) not in the future, and the ISO 7064 MOD 11-2 check character
 * (X or x for 10). The `idCard` pattern only checks the shape; use this where the number matters.
 */
export const isValidResidentId = (id: string, today: Date = new Date()): boolean => {
  if (!/^[1-9]\d{16}[\dXx]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < ID_MIN_YEAR || month < 1 || month > 12 || day < 1) return false;
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (birth.getTime() > todayUtc) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] === id[17]?.toUpperCase();
};

/**
 * Passport numbers: 5 to 17 ASCII letters or digits. Issuing states use different formats (China:
 * E/G plus 8 digits; many others 6-9 alphanumerics); this bound accepts all of them while rejecting
 * spaces, punctuation and obviously short or long input. It is our rule: the spec does not define one.
 */
export const isValidPassport = (no: string): boolean => /^[A-Za-z0-9]{5,17}$/.test(no);
