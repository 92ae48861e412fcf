import type { AddressInfo } from 'node:net';
import {
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  chatMessages as chatTexts,
  parseProductCard,
  productCardRequestData,
  REALTIME_PATH,
  ResponseCode,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { chatMessages, exhibitors, products } from '../../db/schema/index';

let clientIds = 0;
const clientId = () => `card-${Date.now()}-${++clientIds}`;

function nextEvent<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * A buyer asks an exhibitor's employee about a product: the conversation gets a product card written
 * by the server from the product's record (whatever name or price the client claims), once per product
 * in a row; a product of another company or fair, or one the buyer may not open, is refused.
 */
describe.each(enginesFor('rules'))('product inquiry cards (%s)', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await t.db
      .insert(exhibitors)
      .values({ id: 'exh-a2', exhibitionId: FAIR_A, code: 'A2', name: '别家公司' });
    await t.db.insert(products).values([
      { id: 'prod-a2-other', exhibitionId: FAIR_A, exhibitorId: 'exh-a2', name: '别家产品', images: [] },
      // Listed for logged-in buyers but opened only by the company's client pool.
      {
        id: 'prod-a1-pool',
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        name: '内部产品',
        scope: 1,
        images: [],
      },
    ]);
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const as = async (role: 'visitor' | 'staff', lang: 'cn' | 'en') => {
    const token = await t.api.tokenOf(role);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: { token, exhibitionId: FAIR_A, languageType: lang, appId: 'app-a' },
        reconnection: false,
      });
      sockets.push(s);
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    return socket;
  };

  const sendCard = (socket: Socket, to: string, data: string) => sendCardIn(socket, `C2C${to}`, data);
  const sendCardIn = (socket: Socket, conversationID: string, data: string) =>
    socket.timeout(3000).emitWithAck(ChatEvents.send, {
      clientMessageID: clientId(),
      conversationID,
      message: { type: 'custom', payload: { data, description: 'Cheap!', extension: '' } },
    }) as Promise<ChatAck<ChatMessage>>;

  const cardOf = (m: ChatMessage) => parseProductCard((m.payload as { data?: string }).data ?? '');

  const storedCards = () =>
    t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderAccountId, ids.visitor), eq(chatMessages.type, 'custom')));

  it('writes the card from the product record, delivers it, and does not repeat the same product', async () => {
    const visitor = await as('visitor', 'en');
    const staff = await as('staff', 'cn');
    const arriving = nextEvent<ChatMessage>(staff, ChatEvents.message);
    // The client claims another name and price: the server ignores them.
    const forged = JSON.stringify({
      ...JSON.parse(productCardRequestData(ids.productA1)),
      name: { zh: '免费', en: 'Free' },
      price: '0.01',
      cover: 'https://evil.example/x.png',
    });
    const ack = await sendCard(visitor, ids.staff, forged);
    expect(ack.ok, ack.ok ? '' : ack.msg).toBe(true);
    if (!ack.ok) return;
    expect(cardOf(ack.data)).toEqual({
      businessID: 2,
      productId: ids.productA1,
      name: { zh: '无线充电器', en: 'Wireless Charger' },
      price: '99.50',
      cover: expect.stringContaining('/media/p1.svg'),
    });
    const received = await arriving;
    expect(received.ID).toBe(ack.data.ID);
    expect(cardOf(received)?.name.zh).toBe('无线充电器');

    // The conversation list names the product in the reader's language.
    const list = await t.api.post(ChatPaths.conversationList, {}, { as: 'staff', lang: 'cn' });
    const row = list.data.list.find((c) => c.conversationID === `C2C${ids.visitor}`);
    expect(row?.lastMessage?.messageForShow).toBe('[商品] 无线充电器');
    const mine = await t.api.post(ChatPaths.conversationList, {}, { as: 'visitor', lang: 'en' });
    const buyerRow = mine.data.list.find((c) => c.conversationID === `C2C${ids.staff}`);
    expect(buyerRow?.lastMessage?.messageForShow).toBe('[Product] Wireless Charger');

    // Opened again from the same product: the stored card answers, nothing new is written or sent.
    const before = (await storedCards()).length;
    const again = await sendCard(visitor, ids.staff, productCardRequestData(ids.productA1));
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.data.ID).toBe(ack.data.ID);
    expect((await storedCards()).length).toBe(before);

    // Another product is a new card; then the first one again is new too (it is no longer the last).
    const other = await sendCard(visitor, ids.staff, productCardRequestData(ids.productA2));
    expect(other.ok).toBe(true);
    if (other.ok)
      expect(cardOf(other.data)).toMatchObject({ productId: ids.productA2, price: '', cover: '' });
    const back = await sendCard(visitor, ids.staff, productCardRequestData(ids.productA1));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.data.ID).not.toBe(ack.data.ID);
    expect((await storedCards()).length).toBe(before + 2);
  });

  it('refuses a product of another company or fair, one the buyer may not open, and a card to a non-employee', async () => {
    const visitor = await as('visitor', 'en');
    const before = (await storedCards()).length;
    for (const productId of ['prod-a2-other', ids.productB1, 'prod-a1-pool', 'no-such-product']) {
      const refused = await sendCard(visitor, ids.staff, productCardRequestData(productId));
      expect(refused.ok, productId).toBe(false);
      if (!refused.ok) {
        expect(refused.code).toBe(ResponseCode.Forbidden);
        expect(refused.msg).toBe(chatTexts.productNotInquirable.en);
      }
    }
    // A card about a product goes to the company's employee, not to another buyer or customer service.
    const toBuyer = await sendCard(visitor, ids.newVisitor, productCardRequestData(ids.productA1));
    expect(toBuyer.ok).toBe(false);
    expect((await storedCards()).length).toBe(before);
  });
  it('writes the card into the buyer’s conversation with the product’s company (its shared inbox), only for that company', async () => {
    const visitor = await as('visitor', 'en');
    const opened = await t.api.post(
      ChatPaths.conversationOpenCompany,
      { exhibitorId: ids.exhibitorA },
      { as: 'visitor', lang: 'en' },
    );
    expect(opened.code, opened.msg).toBe(ResponseCode.Success);
    const inbox = opened.data.conversationID;
    const ack = await sendCardIn(visitor, inbox, productCardRequestData(ids.productA1));
    expect(ack.ok, ack.ok ? '' : ack.msg).toBe(true);
    if (ack.ok) expect(cardOf(ack.data)).toMatchObject({ productId: ids.productA1, price: '99.50' });
    // Another company's product has no place in this company's conversation.
    const foreign = await sendCardIn(visitor, inbox, productCardRequestData('prod-a2-other'));
    expect(foreign.ok).toBe(false);
    if (!foreign.ok) expect(foreign.msg).toBe(chatTexts.productNotInquirable.en);
  });
});
