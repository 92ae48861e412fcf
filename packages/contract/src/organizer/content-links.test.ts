import { describe, expect, it } from 'vitest';
import { bannerLinkProblem } from './constants';

describe('a banner’s link', () => {
  it('may be a path of this site, an http(s) address, or none', () => {
    for (const url of ['/news', '/find/product?c=1#top', '/']) expect(bannerLinkProblem('', url)).toBeNull();
    for (const url of ['https://example.test', 'http://example.test/a?b=c', 'HTTPS://EXAMPLE.TEST/x'])
      expect(bannerLinkProblem('EXTERNAL', url)).toBeNull();
    expect(bannerLinkProblem('', '')).toBeNull();
    expect(bannerLinkProblem('EXTERNAL', '')).toBeNull();
  });

  it('never runs a script, leaves for another host unannounced, or holds spaces', () => {
    for (const url of [
      'javascript:alert(1)',
      'news',
      '//evil.example',
      '/\\evil.example',
      '/a b',
      'https://x',
    ])
      expect(bannerLinkProblem('', url), url).toBe('siteLink');
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.test',
      'https://',
      'https:///path',
      '/news',
      'https://example.test/a b',
    ])
      expect(bannerLinkProblem('EXTERNAL', url), url).toBe('externalLink');
  });
});
