import { productCardRequestData } from '@openfair/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import type { LocalMessage } from './chat-store';
import { MessageItem } from './message-item';

const card = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    businessID: 2,
    productId: 'prod 1',
    name: { zh: '无线充电器', en: 'Wireless Charger' },
    price: '99.50',
    cover: '/media/uploads/p1-thumb.jpg',
    ...over,
  });

const message = (data: string, flow: 'in' | 'out' = 'in'): LocalMessage => ({
  ID: 'm1',
  clientMessageID: 'c1',
  conversationID: 'C2Cpeer',
  conversationType: 'C2C',
  type: 'custom',
  flow,
  from: 'peer',
  nick: 'Li Na',
  avatar: '',
  time: Math.floor(Date.now() / 1000),
  seq: 1,
  version: 1,
  isRevoked: false,
  isPeerRead: false,
  payload: { data, description: '', extension: '' },
  cloudCustomData: { appId: '', exhibitionId: '', subjectType: '', userAccountId: '' },
  status: 'success',
});

const noop = () => {};
const show = (m: LocalMessage) =>
  renderWithProviders(<MessageItem message={m} onResend={noop} onRevoke={noop} onReEdit={noop} />);

describe('product inquiry cards in the chat', () => {
  it('shows the picture, the English name and price, and links to the product page', async () => {
    await initI18n('en');
    show(message(card()));
    const link = await screen.findByRole('link', { name: /Wireless Charger/ });
    expect(link.getAttribute('href')).toBe('/find-exhibit/detail/prod%201');
    expect(link.textContent).toContain('Product inquiry');
    expect(link.textContent).toContain('CN¥99.50');
    expect(link.textContent).not.toContain('无线充电器');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/uploads/p1-thumb.jpg');
  });

  it('reads in Chinese for a Chinese reader; no price says so; no cover, no picture', async () => {
    await initI18n('zh');
    show(message(card({ price: '', cover: '' }), 'out'));
    const link = await screen.findByRole('link', { name: /无线充电器/ });
    expect(link.textContent).toContain('咨询商品');
    expect(link.textContent).toContain('价格面议');
    expect(link.querySelector('img')).toBeNull();
  });

  it('a custom message that is not a complete card stays a plain custom message', async () => {
    await initI18n('en');
    // What a client sends to ask: only the id, never shown as a card before the server writes it.
    show(message(productCardRequestData('prod 1')));
    expect(await screen.findByText('[custom message]')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
