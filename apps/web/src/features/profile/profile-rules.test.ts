import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from '../../shared/form/area-codes';
import { checkPhoneAreaCode } from '../../shared/form/phone-input';
import { checkIdNumber } from './profile-rules';

describe('checkIdNumber', () => {
  it('accepts a resident ID with a correct GB 11643 check character (X in either case)', () => {
    expect(checkIdNumber('RESIDENT_ID', '11010519491231002X')).toBeNull();
    expect(checkIdNumber('RESIDENT_ID', '11010519491231002x')).toBeNull();
  });

  it('refuses a resident ID with a wrong check character, an impossible date or a wrong length', () => {
    expect(checkIdNumber('RESIDENT_ID', '110105194912310021')).toBe('residentId');
    expect(checkIdNumber('RESIDENT_ID', '110105194902301234')).toBe('residentId');
    expect(checkIdNumber('RESIDENT_ID', '110105491231002')).toBe('residentId');
  });

  it('checks passports with the passport format, not the resident ID rule', () => {
    expect(checkIdNumber('PASSPORT', 'E12345678')).toBeNull();
    expect(checkIdNumber('PASSPORT', 'E1 2345')).toBe('passport');
    expect(checkIdNumber('PASSPORT', 'AB1')).toBe('passport');
  });

  it('needs a number with a type and a type with a number; both empty is fine', () => {
    expect(checkIdNumber(undefined, '')).toBeNull();
    expect(checkIdNumber(undefined, 'E12345678')).toBe('typeMissing');
    expect(checkIdNumber('PASSPORT', '  ')).toBe('numberMissing');
    expect(checkIdNumber('OTHER', 'A'.repeat(33))).toBe('tooLong');
    expect(checkIdNumber('OTHER', 'ABC-123')).toBeNull();
  });
});

describe('phone with area code', () => {
  it('stores code and number as one value and reads it back', () => {
    expect(joinPhone('+86', ' 2155556666 ')).toBe('+86-2155556666');
    expect(joinPhone('+86', '')).toBe('');
    expect(splitPhone('+44-20-7946-0000')).toEqual({ areaCode: '+44', number: '20-7946-0000' });
    expect(splitPhone('55556666')).toEqual({ areaCode: '', number: '55556666' });
  });

  it('refuses a number without an area code or with a malformed one', () => {
    expect(checkPhoneAreaCode('')).toBeNull();
    expect(checkPhoneAreaCode('+86-2155556666')).toBeNull();
    expect(checkPhoneAreaCode('2155556666')).toBe('empty');
    expect(checkPhoneAreaCode('+-2155556666')).toBe('invalid');
    expect(checkPhoneAreaCode('+123456-2155556666')).toBe('invalid');
  });
});
