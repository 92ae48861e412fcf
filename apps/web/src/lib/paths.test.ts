import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathTo, type RouteName, routePaths } from './paths';

/** Sample values for every parameter name the patterns use. */
const sample: Record<string, string> = {
  type: 'product',
  qrId: 'qr-1',
  step: '1',
  id: 'x 1/2',
  floor: '3F',
};

const paramNames = (pattern: string) =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.replace(/^:/, '').replace(/\?$/, ''));

describe('pathTo', () => {
  it.each(Object.entries(routePaths))('builds %s (%s) so that the router matches it', (name, pattern) => {
    const params = Object.fromEntries(paramNames(pattern).map((p) => [p, sample[p]!]));
    const built = (pathTo as (n: RouteName, p: Record<string, string>) => string)(name as RouteName, params);
    const match = matchPath(pattern, built);
    expect(match, `${built} should match ${pattern}`).not.toBeNull();
    // The router decodes the location before matching; matchPath on a raw string decodes only part.
    const decoded = Object.fromEntries(
      Object.entries(match!.params).map(([k, v]) => [k, decodeURIComponent(v ?? '')]),
    );
    expect(decoded).toEqual(params);
  });

  it('fills in and encodes parameters', () => {
    expect(pathTo('productDetail', { id: 'p 1' })).toBe('/find-exhibit/detail/p%201');
    expect(pathTo('registerEmail', { step: 0 })).toBe('/register/email/0');
    expect(pathTo('findList', { type: 'actor' })).toBe('/find/actor');
  });

  it('drops an optional parameter without a value', () => {
    expect(pathTo('map')).toBe('/map');
    expect(pathTo('hotspotDetail', { step: 2 })).toBe('/hotspot-detail/2');
    expect(pathTo('hotspotDetail', { step: 2, id: 'h1' })).toBe('/hotspot-detail/2/h1');
  });

  it('appends a query, encoded, without empty keys', () => {
    expect(pathTo('searchList', {}, { keyword: '手机 壳' })).toBe(
      `/search-list?keyword=${encodeURIComponent('手机 壳')}`,
    );
    expect(pathTo('findList', { type: 'product' }, { exhibitorId: 'e1', page: undefined })).toBe(
      '/find/product?exhibitorId=e1',
    );
    expect(pathTo('forgotPassword', {}, { type: 'actor' })).toBe('/forgot-password?type=actor');
    expect(pathTo('home')).toBe('/');
  });

  it('refuses a missing required parameter', () => {
    expect(() => (pathTo as (n: RouteName, p: object) => string)('newsDetail', {})).toThrow(/"id"/);
  });
});
