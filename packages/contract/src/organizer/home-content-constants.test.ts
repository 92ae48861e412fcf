import { describe, expect, it } from 'vitest';
import { homeLinkProblem } from './home-content-constants';

describe('a carousel item’s link', () => {
  it('is an http(s) address or a path of this site', () => {
    for (const url of [
      'https://example.test',
      'http://example.test/a?b=c',
      '/news',
      '/find/product?c=1#top',
      '/',
    ])
      expect(homeLinkProblem(url), url).toBeNull();
  });

  it('never runs a script, leaves for another host unannounced, or is missing', () => {
    expect(homeLinkProblem('')).toBe('linkRequired');
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'news',
      'ftp://example.test',
      'https://',
      'https:///path',
      '/a b',
    ])
      expect(homeLinkProblem(url), url).toBe('link');
  });
});
