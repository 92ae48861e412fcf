import { describe, expect, it } from 'vitest';
import {
  isValidPassport,
  isValidResidentId,
  matchesPattern,
  type PatternName,
  PatternNames,
  patterns,
} from './patterns';

// For every named pattern: values it must accept and values it must reject.
const cases: Record<PatternName, { accept: string[]; reject: string[] }> = {
  password: {
    accept: ['abc123', 'Expo2026', 'a1b2c3d4e5f6g7h8', 'A1bcde'],
    reject: ['abcdef', '123456', 'ab12', 'a1b2c3d4e5f6g7h8i', 'abc 123', 'abc123!', '密码abc123', ''],
  },
  integer: {
    accept: ['0', '7', '-12', '1234567890'],
    reject: ['1.5', '01', '-', '+3', '1e3', 'abc', ''],
  },
  number: {
    accept: ['0', '-3', '3.14', '-0.5', '100'],
    reject: ['3.', '.5', '1.2.3', '01', 'abc', '1,5', ''],
  },
  positiveNumber: {
    accept: ['0', '0.0', '5', '12.75'],
    reject: ['-1', '-0.5', '.5', 'x', ''],
  },
  nonZeroPositiveNumber: {
    accept: ['1', '0.01', '12.5', '0.10'],
    reject: ['0', '0.0', '0.00', '-2', '00.5', 'abc', ''],
  },
  model: {
    accept: ['AB-123', 'x1', 'iPhone-15-Pro', '2026'],
    reject: ['AB 123', 'AB_123', '型号', 'a/b', ''],
  },
  lettersAndDigits: {
    accept: ['abc', '123', 'abc123XYZ'],
    reject: ['abc-123', 'abc 123', '中文1', ''],
  },
  chinese: {
    accept: ['中文', '展会', '𠮷野家'],
    reject: ['中文a', '中 文', 'abc', '中文1', ''],
  },
  letters: {
    accept: ['abc', 'ABC', 'Expo'],
    reject: ['abc1', 'ab c', 'é', '中', ''],
  },
  chineseAndLetters: {
    accept: ['中文abc', 'Expo展会', '中文', 'abc'],
    reject: ['中文1', 'abc ', '中-文', ''],
  },
  chineseLettersDigits: {
    accept: ['中文abc123', '展位7F', '2026'],
    reject: ['中文 abc', '展位-7F', 'a_b', ''],
  },
  lettersAndSpaces: {
    accept: ['John Smith', 'Expo', 'New York City '],
    reject: ['John1', 'Jean-Luc', '   ', '张 三', ''],
  },
  phone: {
    accept: ['123456', '13800138000', '02012345'],
    reject: ['12345', '123456789012', '138-0013', '+8613800', ''],
  },
  phoneLong: {
    accept: ['123456', '861380013800012', '13800138000'],
    reject: ['12345', '1234567890123456', '1380013800a', ''],
  },
  genericPhone: {
    accept: ['1234', '+86-20-12345678', '010-88886666', '+1-555-0100'],
    reject: ['123', '----', '+86 20 1234', '(020)1234', 'abcd', ''],
  },
  phoneWithAreaCode: {
    accept: ['+86-20-12345678', '+1-555-0100', '+852-21234567'],
    reject: ['020-12345678', '12345678', '+86-', '+86----', '+12345-1234', '+86 20 1234', ''],
  },
  chineseMobile: {
    accept: ['13800138000', '15912345678', '19987654321', '17000000000'],
    reject: ['12800138000', '10800138000', '1380013800', '138001380001', '23800138000', ''],
  },
  email: {
    accept: ['visitor@openfair.test', 'a.b_c-d@mail.example.com', 'X1@qq.com'],
    reject: ['visitor@openfair', 'visitor.openfair.test', 'a b@x.com', 'a@x.c', 'a+b@x.com', '@x.com', ''],
  },
  postalCode: {
    accept: ['100000', '518000'],
    reject: ['10000', '1000000', '10000a', ''],
  },
  landline: {
    accept: ['1234567', '12345678', '010-12345678', '0755-1234567'],
    reject: ['123456', '123456789', '01-12345678', '01234-1234567', '010 12345678', ''],
  },
  fax: {
    accept: ['86-12345', '0755-12345678', '1-123456789012', '86-20123456-123456'],
    reject: [
      '0755-01234567',
      '12345-123456',
      '86-1234',
      '86-1234567890123',
      '86-12345-1234567',
      '8612345678',
      '',
    ],
  },
  bankCard: {
    accept: ['123456789012345', '6222021234567890123'],
    reject: ['1234567890123456', '12345678901234', '62220212345678901234', '622202123456789012a', ''],
  },
  idCard: {
    accept: ['110105491231002', '11010519491231002X', '11010519491231002x', '440308199003071235'],
    reject: ['1101054912310', '1101051949123100', '11010519491231002Y', '1101051949123100212', ''],
  },
  money: {
    accept: ['0', '0.5', '12.34', '1000'],
    reject: ['12.345', '-1', '01.5', '1.', '.5', '¥10', ''],
  },
  domain: {
    accept: [
      'openfair.test',
      'www.example.com',
      'https://www.example.com/path?q=1#top',
      'http://expo.example.cn:8080/',
      'http://192.168.1.10/admin',
    ],
    reject: ['ab', 'example', 'http://', 'exa mple.com', 'https://-bad.com', `${'a'.repeat(250)}.com/x`, ''],
  },
};

describe('named patterns', () => {
  it('covers every pattern name with cases', () => {
    expect(Object.keys(cases).sort()).toEqual([...PatternNames].sort());
    expect(Object.keys(patterns).sort()).toEqual([...PatternNames].sort());
  });

  for (const name of PatternNames) {
    describe(name, () => {
      it.each(cases[name].accept)(`accepts %j`, (value) => {
        expect(matchesPattern(name, value)).toBe(true);
      });
      it.each(cases[name].reject)(`rejects %j`, (value) => {
        expect(matchesPattern(name, value)).toBe(false);
      });
      it('stays correct when tested repeatedly (no stateful regex flags)', () => {
        const { regex } = patterns[name];
        expect(regex.global || regex.sticky).toBe(false);
        const first = cases[name].accept[0] ?? '';
        expect([regex.test(first), regex.test(first)]).toEqual([true, true]);
      });
      it('has a "please enter a correct ..." message in both languages', () => {
        expect(patterns[name].message.zh.startsWith('请输入正确的')).toBe(true);
        expect(patterns[name].message.en.startsWith('Please enter a correct ')).toBe(true);
      });
    });
  }

  it('bounds web addresses to 3-255 characters', () => {
    // Labels stay at most 63 characters so that only the total length decides.
    const host = `${'a'.repeat(60)}.`;
    const valid255 = `${host.repeat(4)}${'b'.repeat(7)}.${'c'.repeat(255 - host.length * 4 - 8)}`;
    expect(valid255).toHaveLength(255);
    expect(matchesPattern('domain', valid255)).toBe(true);
    expect(matchesPattern('domain', `${valid255}c`)).toBe(false);
    expect(matchesPattern('domain', 'a.b')).toBe(false);
    expect(matchesPattern('domain', 'a.bc')).toBe(true);
  });
});

describe('isValidResidentId', () => {
  const today = new Date(2026, 0, 15);

  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '440308199003071235',
    '320102198511150019',
    '110101200002297711',
  ])('accepts %s', (id) => {
    expect(isValidResidentId(id, today)).toBe(true);
  });

  it.each([
    ['wrong check character', '110105194912310021'],
    ['wrong check digit', '440308199003071234'],
    ['a changed body digit', '11010519491231003X'],
    // The date cases carry the right check character, so only the date makes them fail.
    ['an impossible date (Feb 30)', '110101200002307713'],
    ['a non-leap Feb 29', '110101200102297719'],
    ['month 13', '110101200013017711'],
    ['a birth date in the future', '110101202601160011'],
    ['a year before 1800', '110101179912310010'],
    ['15 digits (old format, no check digit)', '110105491231002'],
    ['letters in the body', '1101051949123100AX'],
    ['a leading zero', '01010519491231002X'],
    ['empty', ''],
  ])('rejects %s', (_label, id) => {
    expect(isValidResidentId(id, today)).toBe(false);
  });

  it('rejects every other check character for a valid body', () => {
    const body = '11010519491231002';
    const others = '0123456789'.split('');
    for (const last of others) expect(isValidResidentId(body + last, today)).toBe(false);
  });
});

describe('isValidPassport', () => {
  it.each(['E12345678', 'G1234567', 'AB1234', '123456789', 'A1234', 'X'.repeat(17)])('accepts %s', (no) => {
    expect(isValidPassport(no)).toBe(true);
  });
  it.each(['A123', 'X'.repeat(18), 'E 1234567', 'E-1234567', '护照12345', ''])('rejects %j', (no) => {
    expect(isValidPassport(no)).toBe(false);
  });
});
