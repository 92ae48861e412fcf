import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('adds the yuan sign for the interface language', () => {
    expect(formatPrice('148.00', 'zh')).toBe('¥148.00');
    expect(formatPrice('148.00', 'en')).toBe('CN¥148.00');
  });

  it('groups thousands and keeps two decimals', () => {
    expect(formatPrice('12345.5', 'en')).toBe('CN¥12,345.50');
    expect(formatPrice('12345.5', 'zh')).toBe('¥12,345.50');
  });

  it('gives nothing for an empty or unreadable amount', () => {
    expect(formatPrice('', 'zh')).toBe('');
    expect(formatPrice('abc', 'en')).toBe('');
  });
});
