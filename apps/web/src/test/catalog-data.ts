import type { ExhibitorCard, ProductCard, UserInfo } from '@openfair/contract';
import { sessionStore } from '../lib/session-store';

/** Catalog test data: cards as the list calls answer them, filter options, a minimal login. */

export function loginAs(subjectType: 'VISITOR' | 'ACTOR'): void {
  sessionStore.setState({
    token: 't1',
    subjectType,
    isLogin: 1,
    info: { id: 'u1' } as unknown as UserInfo,
  });
}

export function product(id: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    productId: id,
    exhibitorId: 'e1',
    exhibitorName: '深圳华声电子有限公司',
    name: `智能手机壳 ${id}`,
    image: `/media/${id}.jpg`,
    price: '12.50',
    minOrder: 100,
    spotTrading: true,
    customization: false,
    tags: ['新品'],
    category: 'electronics',
    scope: 0,
    inPool: true,
    collected: false,
    ...extra,
  };
}

export function exhibitor(id: string, extra: Partial<ExhibitorCard> = {}): ExhibitorCard {
  return {
    id,
    actorId: id,
    name: `华声电子 ${id}`,
    logo: '',
    image: '',
    country: '中国',
    city: '深圳',
    floor: '3F',
    boothNumber: '3F-A12',
    category: 'electronics',
    tags: [],
    intro: '手机配件制造商',
    productCount: 12,
    collected: false,
    ...extra,
  };
}

export const filterOptions = {
  categories: [{ key: 'electronics', name: '电子产品' }],
  countries: [{ id: 'CN', name: '中国' }],
  floors: ['7F', '3F', 'M2', '2F', '1F', 'B1F'],
  tags: ['新品', '热销'],
};
