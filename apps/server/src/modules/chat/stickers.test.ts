import type { AddressInfo } from 'node:net';
import {
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  REALTIME_PATH,
  ResponseCode,
  STICKER_PACKS,
  stickerMessages,
} from '@openfair/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';

let clientIds = 0;
const clientId = () => `sticker-${Date.now()}-${++clientIds}`;

describe.each(enginesFor('rules'))('sticker messages (%s)', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const as = async (role: 'visitor' | 'staff', languageType: 'cn' | 'en') => {
    const token = await t.api.tokenOf(role);
    return new Promise<Socket>((resolve, reject) => {
      const socket = connect(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: { token, exhibitionId: FAIR_A, languageType, appId: 'app-a' },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  const sendFace = (socket: Socket, data: string, index: number) =>
    socket.timeout(3000).emitWithAck(ChatEvents.send, {
      clientMessageID: clientId(),
      conversationID: `C2C${ids.staff}`,
      message: { type: 'face', payload: { data, index } },
    }) as Promise<ChatAck<ChatMessage>>;

  it('delivers a sticker of a real pack, first and last of each', async () => {
    const visitor = await as('visitor', 'en');
    const staff = await as('staff', 'cn');
    for (const pack of STICKER_PACKS)
      for (const index of [0, pack.size - 1]) {
        const arriving = new Promise<ChatMessage>((resolve) => staff.once(ChatEvents.message, resolve));
        const ack = await sendFace(visitor, pack.id, index);
        expect(ack.ok, ack.ok ? '' : ack.msg).toBe(true);
        expect(await arriving).toMatchObject({ type: 'face', payload: { data: pack.id, index } });
      }
  });

  it('refuses a sticker no pack has, in the socket language', async () => {
    const visitor = await as('visitor', 'en');
    const [first] = STICKER_PACKS;
    if (!first) throw new Error('no packs');
    expect(await sendFace(visitor, first.id, first.size)).toEqual({
      ok: false,
      code: ResponseCode.BadRequest,
      msg: stickerMessages.unknownSticker.en,
    });
    const zh = await as('visitor', 'cn');
    expect(await sendFace(zh, 'no-such-pack', 0)).toEqual({
      ok: false,
      code: ResponseCode.BadRequest,
      msg: stickerMessages.unknownSticker.zh,
    });
  });
});
