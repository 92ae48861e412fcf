import { describe, expect, it } from 'vitest';
import { mediaUrls, variantKey } from './media-url';

describe('mediaUrls', () => {
  const url = mediaUrls({ urlFor: (key) => `/expo/media/${key}` });

  it('turns a stored key into its URL under the base path', () => {
    expect(url('uploads/e1/logo/a.png')).toBe('/expo/media/uploads/e1/logo/a.png');
    expect(url('demo/logos/x.svg')).toBe('/expo/media/demo/logos/x.svg');
  });

  it('keeps an address as it is (an outside picture, a path of the site) and nothing as nothing', () => {
    expect(url('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(url('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(url('/favicon.svg')).toBe('/favicon.svg');
    expect(url('')).toBe('');
  });

  it('shows no picture for a damaged value rather than a URL built from it', () => {
    expect(url('../secret')).toBe('');
    expect(url('javascript:alert(1)')).toBe('');
    expect(url('Uploads/A B.png')).toBe('');
  });
});

describe('variantKey', () => {
  it('names an uploaded picture’s resized copy and leaves every other reference as it is', () => {
    expect(variantKey('uploads/e1/exhibitimage/0b1c.jpg', 'thumb')).toBe(
      'uploads/e1/exhibitimage/0b1c-thumb.jpg',
    );
    expect(variantKey('uploads/e1/logo/0b1c.png', 'small')).toBe('uploads/e1/logo/0b1c-small.png');
    for (const other of ['demo/products/p1.svg', 'https://cdn.example.com/a.jpg', '/media/p1.svg', '']) {
      expect(variantKey(other, 'thumb')).toBe(other);
    }
  });
});
