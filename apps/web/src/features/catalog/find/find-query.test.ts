import { describe, expect, it } from 'vitest';
import {
  exhibitorListBody,
  parseFindQuery,
  productListBody,
  toFindSearch,
  visitorListBody,
} from './find-query';

describe('find list query string', () => {
  it('reads every filter, the sort and the page', () => {
    const q = parseFindQuery(
      new URLSearchParams(
        'page=3&keyword=%20phone%20&category=electronics&country=CN&floor=3F&tag=a&tag=b&sort=priceAsc',
      ),
      'product',
    );
    expect(q).toEqual({
      page: 3,
      keyword: 'phone',
      category: 'electronics',
      countryId: 'CN',
      floor: '3F',
      tags: ['a', 'b'],
      sort: 'priceAsc',
    });
  });

  it('falls back to "any" for malformed values', () => {
    const q = parseFindQuery(new URLSearchParams('page=-2&floor=9F&sort=priceAsc&tag=&tag=x&tag=x'), 'actor');
    expect(q.page).toBe(1);
    expect(q.floor).toBe('');
    // priceAsc is a product sort, not an exhibitor sort
    expect(q.sort).toBe('default');
    expect(q.tags).toEqual(['x']);
    expect(parseFindQuery(new URLSearchParams('page=2.5'), 'actor').page).toBe(1);
  });

  it('round-trips and leaves defaults out of the address', () => {
    const search =
      'keyword=%E6%89%8B%E6%9C%BA&category=c1&country=US&floor=B1F&tag=t1&tag=t2&sort=name&page=4';
    const q = parseFindQuery(new URLSearchParams(search), 'product');
    expect(toFindSearch(q).toString()).toBe(search);
    expect(toFindSearch(parseFindQuery(new URLSearchParams(''), 'product')).toString()).toBe('');
  });

  it('builds the contract request bodies', () => {
    const q = parseFindQuery(
      new URLSearchParams('page=2&keyword=k&floor=7F&tag=t&sort=booth&country=CN'),
      'actor',
    );
    expect(exhibitorListBody(q)).toEqual({
      pageNum: 2,
      pageSize: 12,
      keyword: 'k',
      category: '',
      countryId: 'CN',
      floor: '7F',
      tags: ['t'],
      sort: 'booth',
    });
    expect(productListBody(q).sort).toBe('booth');
    // visitors have no floor, tags or sort
    expect(visitorListBody(q)).toEqual({
      pageNum: 2,
      pageSize: 12,
      keyword: 'k',
      countryId: 'CN',
      category: '',
    });
  });
});
