import { describe, expect, it } from 'vitest';
import { patterns } from './patterns';
import {
  ADDRESS_MAX,
  checkConfirmPassword,
  checkField,
  checkList,
  checkMaxLength,
  checkMaxNum,
  checkMinLength,
  checkPattern,
  checkRequired,
  fieldGroupOf,
  fieldGroups,
  fillMessage,
  LONG_TEXT_MAX,
  longTextFields,
  messageIn,
  PHONE_WITH_AREA_CODE_MAX,
  phoneWithAreaCodeFields,
  ruleMessages,
  SPACED_TEXT_MAX,
  spacesAllowedFields,
  webAddressFields,
} from './rules';
import { patternIssueKey, patternIssueMessage, patternOfIssue, zField, zPattern } from './zod';

describe('rule messages in both languages', () => {
  it.each([
    ['required', checkRequired(''), '内容不能为空', 'This field cannot be empty'],
    ['minLength', checkMinLength('ab', 6), '长度不能少于6个字符', 'Please enter at least 6 characters'],
    [
      'maxLength',
      checkMaxLength('abcdef', 5),
      '长度不能超过5个字符',
      'Please enter no more than 5 characters',
    ],
    ['maxNum', checkMaxNum(11, 10), '数量不能超过10', 'The quantity cannot exceed 10'],
    ['list', checkList([]), '请选择', 'Please select'],
    [
      'confirm empty',
      checkConfirmPassword('', 'abc123'),
      '请再次输入密码',
      'Please enter the password again',
    ],
    [
      'confirm mismatch',
      checkConfirmPassword('abc124', 'abc123'),
      '两次输入密码不一致',
      'The two passwords do not match',
    ],
  ])('%s', (_rule, result, zh, en) => {
    expect(result).toEqual({ zh, en });
    if (result === null) throw new Error('expected a message');
    expect(messageIn(result, 'zh')).toBe(zh);
    expect(messageIn(result, 'en')).toBe(en);
  });

  it('fills only known placeholders', () => {
    expect(fillMessage({ zh: '{a}-{b}', en: '{b}/{a}' }, { a: 1 })).toEqual({ zh: '1-{b}', en: '{b}/1' });
  });
});

describe('checkRequired', () => {
  it.each([undefined, null, '', '   ', '\n\t', []])('fails on %j', (value) => {
    expect(checkRequired(value)).toEqual(ruleMessages.required);
  });
  it.each(['a', ' a ', 0, false, ['x'], { a: 1 }])('passes on %j', (value) => {
    expect(checkRequired(value)).toBeNull();
  });
  it('uses a custom message', () => {
    const custom = { zh: '请输入公司名称', en: 'please enter the company name' };
    expect(checkRequired('', custom)).toEqual(custom);
  });
});

describe('length rules', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(checkMaxLength('𠮷𠮷𠮷', 3)).toBeNull();
    expect(checkMaxLength('展会展会', 3)).not.toBeNull();
    expect(checkMinLength('😀😀', 2)).toBeNull();
  });
  it('passes at the bounds and fails just outside', () => {
    expect(checkMinLength('abcdef', 6)).toBeNull();
    expect(checkMinLength('abcde', 6)).not.toBeNull();
    expect(checkMaxLength('abcde', 5)).toBeNull();
    expect(checkMaxLength('abcdef', 5)).not.toBeNull();
  });
  it('leaves empty values to the required rule', () => {
    expect(checkMinLength('', 6)).toBeNull();
    expect(checkMinLength(undefined, 6)).toBeNull();
  });
});

describe('checkMaxNum', () => {
  it.each([
    [10, 10, null],
    [11, 10, 'fail'],
    ['11', 10, 'fail'],
    ['9.5', 10, null],
    [['a', 'b', 'c'], 2, 'fail'],
    [['a', 'b'], 2, null],
    ['', 2, null],
    [undefined, 2, null],
  ] as const)('%j against max %d', (value, max, expected) => {
    const result = checkMaxNum(value, max);
    if (expected === null) expect(result).toBeNull();
    else expect(result?.en).toBe(`The quantity cannot exceed ${max}`);
  });
});

describe('checkList', () => {
  it('needs at least one item', () => {
    expect(checkList(['x'])).toBeNull();
    expect(checkList([])).toEqual(ruleMessages.list);
    expect(checkList(undefined)).toEqual(ruleMessages.list);
    expect(checkList('x')).toEqual(ruleMessages.list);
  });
});

describe('checkConfirmPassword', () => {
  it('passes when both match', () => {
    expect(checkConfirmPassword('Expo2026', 'Expo2026')).toBeNull();
  });
  it('is case-sensitive', () => {
    expect(checkConfirmPassword('expo2026', 'Expo2026')).toEqual(ruleMessages.confirmPasswordMismatch);
  });
});

describe('checkPattern', () => {
  it('returns the pattern message on a mismatch, null on a match or empty value', () => {
    expect(checkPattern('email', 'not-an-email')).toEqual(patterns.email.message);
    expect(checkPattern('email', 'visitor@openfair.test')).toBeNull();
    expect(checkPattern('email', '')).toBeNull();
    expect(checkPattern('integer', 12)).toEqual(patterns.integer.message);
  });
});

describe('form field groups of spec 000 §5', () => {
  it('lists the field names exactly as the spec does', () => {
    expect(longTextFields).toEqual([
      'introduction',
      'enIntroduction',
      'productIntro',
      'productEnIntro',
      'productEIntro',
      'mainBusinessScope',
      'enMainBusinessScope',
      'sourcingDemand',
      'enSourcingDemand',
      'abroadWarehouse',
      'enAbroadWarehouse',
    ]);
    expect(phoneWithAreaCodeFields).toEqual([
      'telephone',
      'fax',
      'mobile',
      'linkMobile1',
      'linkMobile',
      'telephoneHeadQuater',
      'faxHeadQuater',
    ]);
    expect(webAddressFields).toEqual(['webUrl', 'url3d', 'website', 'websiteHeadQuater']);
    expect(spacesAllowedFields).toEqual([
      'name',
      'corporateName',
      'brand',
      'address',
      'addressHeadQuater',
      'post',
    ]);
  });

  it('puts each field in exactly one group', () => {
    const all = Object.values(fieldGroups).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(fieldGroupOf('website')).toBe('webAddress');
    expect(fieldGroupOf('productEIntro')).toBe('longText');
    expect(fieldGroupOf('email')).toBeNull();
  });

  it.each([
    ['introduction', 'x'.repeat(LONG_TEXT_MAX), null],
    ['introduction', 'x'.repeat(LONG_TEXT_MAX + 1), `Please enter no more than ${LONG_TEXT_MAX} characters`],
    ['telephone', '+86-20-12345678', null],
    ['fax', '020 1234', patterns.genericPhone.message.en],
    [
      'mobile',
      '1'.repeat(PHONE_WITH_AREA_CODE_MAX + 1),
      `Please enter no more than ${PHONE_WITH_AREA_CODE_MAX} characters`,
    ],
    ['website', 'https://www.openfair.test', null],
    ['webUrl', 'not a url', patterns.domain.message.en],
    ['corporateName', 'Open Fair Trading Co. Ltd', null],
    ['brand', 'b'.repeat(SPACED_TEXT_MAX + 1), `Please enter no more than ${SPACED_TEXT_MAX} characters`],
    ['address', 'a'.repeat(ADDRESS_MAX), null],
    ['address', 'a'.repeat(ADDRESS_MAX + 1), `Please enter no more than ${ADDRESS_MAX} characters`],
    ['someOtherField', 'x'.repeat(10_000), null],
  ])('checkField(%s, …)', (field, value, expected) => {
    expect(checkField(field, value)?.en ?? null).toBe(expected);
  });
});

describe('zod helpers', () => {
  it('zPattern accepts a match and fails a mismatch with a pattern issue', () => {
    const schema = zPattern('chineseMobile');
    expect(schema.parse('13800138000')).toBe('13800138000');
    const result = schema.safeParse('12345');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe(patternIssueKey('chineseMobile'));
    expect(issue && patternOfIssue(issue)).toBe('chineseMobile');
    expect(issue && patternIssueMessage(issue, 'zh')).toBe('请输入正确的手机号码');
    expect(issue && patternIssueMessage(issue, 'en')).toBe('Please enter a correct mobile number');
  });

  it('zPattern rejects non-strings with an ordinary zod issue', () => {
    const result = zPattern('integer').safeParse(12);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('invalid_type');
    expect(issue && patternOfIssue(issue)).toBeNull();
  });

  it('patternOfIssue ignores custom issues that are not ours', () => {
    expect(patternOfIssue({ code: 'custom', message: 'pattern.unknown' })).toBeNull();
    expect(patternOfIssue({ code: 'custom', message: 'something else' })).toBeNull();
    expect(patternOfIssue({ code: 'custom', message: 'pattern.email' })).toBe('email');
  });

  it('zField applies the group bound and pattern', () => {
    expect(zField('website').safeParse('https://openfair.test').success).toBe(true);
    const bad = zField('website').safeParse('nope');
    expect(bad.error && patternOfIssue(bad.error.issues[0] ?? {})).toBe('domain');
    expect(zField('introduction').safeParse('x'.repeat(LONG_TEXT_MAX + 1)).success).toBe(false);
    expect(zField('someOtherField').safeParse('anything').success).toBe(true);
  });
});
