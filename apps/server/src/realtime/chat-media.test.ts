import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ChatAck,
  ChatEvents,
  type ChatMessage,
  ChatPaths,
  chatMessages as chatTexts,
  MediaPaths,
  REALTIME_PATH,
  ResponseCode,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../test/client';
import { FAIR_A, ids } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import { photo, type UploadReply, uploadFile, uploadImage, uploadVideo } from '../../test/uploads';
import { testVideoTools } from '../../test/video-tools';
import { chatMedia, chatMessages, visitors } from '../db/schema/index';
import { encodeTestVideo } from '../media/video-tools';

type FileReply = {
  code: number;
  msg: string;
  data: { key: string; url: string; name: string; size: number };
};

function nextEvent<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

let clientIds = 0;
const clientId = () => `media-${Date.now()}-${++clientIds}`;

/** A small animated GIF of two frames. */
const animatedGif = async () =>
  sharp(
    await Promise.all(
      [0, 1].map((i) =>
        sharp({ create: { width: 120, height: 80, channels: 3, background: { r: i * 200, g: 40, b: 90 } } })
          .png()
          .toBuffer(),
      ),
    ),
    { join: { animated: true } },
  )
    .gif()
    .toBuffer();

describe.each(enginesFor('rules'))('chat pictures, videos and files (%s)', (engine) => {
  const t = useTestApp(engine, { videoTools: testVideoTools });
  let base = '';
  const sockets: Socket[] = [];
  let dir = '';

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dir = await mkdtemp(path.join(tmpdir(), 'openfair-chat-media-'));
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await rm(dir, { recursive: true, force: true });
  });

  const as = async (role: Role, lang: 'cn' | 'en' = 'en') => {
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

  const sendMedia = (socket: Socket, to: string, type: 'image' | 'video' | 'file', key: string) =>
    socket.timeout(3000).emitWithAck(ChatEvents.send, {
      clientMessageID: clientId(),
      conversationID: `C2C${to}`,
      message: { type, payload: { key } },
    }) as Promise<ChatAck<ChatMessage>>;

  const chatImage = (file: Buffer, role: Role, lang: 'cn' | 'en' = 'en') =>
    uploadImage(t, file, { as: role, purpose: 'chatImage', lang });
  const chatFile = (file: Buffer | null, role: Role, name = 'price list.pdf', lang: 'cn' | 'en' = 'en') =>
    uploadFile<FileReply>(t, MediaPaths.uploadFile, file, {
      as: role,
      purpose: 'chatFile',
      name,
      lang,
      filename: 'blob',
      type: 'application/octet-stream',
    });

  it('a picture uploaded for the chat reaches the other side with its stored sizes and thumbnail', async () => {
    const uploaded = await chatImage(await photo(1200, 900), 'visitor');
    expect(uploaded.code, uploaded.msg).toBe(ResponseCode.Success);
    const image = uploaded.data as NonNullable<UploadReply['data']>;
    expect(image.key).toMatch(/^chat\/[^/]+\/chatimage\/[0-9a-f-]{36}\.jpg$/);

    const staff = await as('staff', 'cn');
    const visitor = await as('visitor');
    const arriving = nextEvent<ChatMessage>(staff, ChatEvents.message);
    const ack = await sendMedia(visitor, ids.staff, 'image', image.key);
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    const received = await arriving;
    expect(received).toMatchObject({ type: 'image', flow: 'in', conversationID: `C2C${ids.visitor}` });
    const info = (received.payload as { imageInfoArray: { url: string; width: number; height: number }[] })
      .imageInfoArray;
    expect(info[0]).toEqual({ url: image.url, width: 1200, height: 900 });
    expect(info[1]).toEqual({ url: image.variants.thumb.url, width: 480, height: 360 });
    // Served to whoever holds the link, kept by no shared cache, never indexed.
    const served = await t.app.inject({ method: 'GET', url: info[1]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-robots-tag']).toBe('noindex');

    // The conversation list names it in the reader's language.
    const zh = await t.api.post(ChatPaths.conversationList, {}, { as: 'staff', lang: 'cn' });
    const en = await t.api.post(ChatPaths.conversationList, {}, { as: 'staff', lang: 'en' });
    const summary = (list: typeof zh) =>
      list.data.list.find((c) => c.conversationID === `C2C${ids.visitor}`)?.lastMessage?.messageForShow;
    expect(summary(zh)).toBe('[图片]');
    expect(summary(en)).toBe('[Picture]');

    // History shows it the same way.
    const history = await t.api.post(
      ChatPaths.messageList,
      { conversationID: `C2C${ids.visitor}` },
      { as: 'staff' },
    );
    expect(history.data.messageList.at(-1)?.payload).toEqual(received.payload);
  });

  it('keeps a GIF animated, and serves a file as a download under its own name', async () => {
    const gif = await chatImage(await animatedGif(), 'staff');
    expect(gif.code, gif.msg).toBe(ResponseCode.Success);
    expect(gif.data?.contentType).toBe('image/gif');
    const stored = await t.app.inject({ method: 'GET', url: gif.data!.url });
    expect((await sharp(stored.rawPayload).metadata()).pages).toBe(2);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 32)]);
    const file = await chatFile(pdf, 'staff', 'Q3 price list.pdf');
    expect(file.code, file.msg).toBe(ResponseCode.Success);
    expect(file.data).toMatchObject({ name: 'Q3 price list.pdf', size: pdf.length });
    expect(file.data.key).toMatch(/^chat\/[^/]+\/chatfile\/[0-9a-f-]{36}\.pdf$/);

    const visitor = await as('visitor');
    const staff = await as('staff');
    const arriving = nextEvent<ChatMessage>(visitor, ChatEvents.message);
    const ack = await sendMedia(staff, ids.visitor, 'file', file.data.key);
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    expect((await arriving).payload).toEqual({
      fileName: 'Q3 price list.pdf',
      fileUrl: file.data.url,
      fileSize: pdf.length,
    });
    const served = await t.app.inject({ method: 'GET', url: file.data.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment');
    // A path in the name never reaches the stored name.
    const sneaky = await chatFile(Buffer.from('x'), 'staff', '../../etc/passwd');
    expect(sneaky.data.name).toBe('passwd');
  });

  it.skipIf(!testVideoTools)('a video uploaded in chunks by a buyer arrives with its poster', async () => {
    const file = path.join(dir, 'clip.mp4');
    await encodeTestVideo(testVideoTools!, file, { seconds: 1, width: 320, height: 240 });
    const video = await readFile(file);
    const uploaded = await uploadVideo(t, video, { as: 'visitor', purpose: 'chatVideo' });
    expect(uploaded.code, uploaded.msg).toBe(ResponseCode.Success);
    expect(uploaded.data?.key).toMatch(/^chat\/[^/]+\/chatvideo\/[0-9a-f-]{36}\.mp4$/);

    const staff = await as('staff');
    const visitor = await as('visitor');
    const arriving = nextEvent<ChatMessage>(staff, ChatEvents.message);
    const ack = await sendMedia(visitor, ids.staff, 'video', uploaded.data!.key);
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    expect((await arriving).payload).toEqual({
      videoUrl: uploaded.data!.url,
      snapshotUrl: uploaded.data!.poster!.url,
      videoSize: video.length,
    });
  });

  it('refuses a picture that is not one, files over the limit, and guests', async () => {
    const text = await chatImage(Buffer.from('just words, not a picture'), 'visitor', 'en');
    expect(text).toMatchObject({
      code: ResponseCode.UploadRejected,
      msg: 'The upload was refused. Only JPG, PNG or GIF files are accepted.',
    });
    const big = await chatFile(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'visitor', 'huge.zip', 'cn');
    expect(big).toMatchObject({ code: ResponseCode.UploadRejected, msg: '上传失败：文件大小不能超过 10 MB' });
    const video = await t.api.post(
      MediaPaths.videoCreate,
      { purpose: 'chatVideo', size: 100 * 1024 * 1024 + 1 },
      { as: 'visitor', lang: 'en' },
    );
    expect(video.code).toBe(ResponseCode.UploadRejected);
    const guest = await uploadImage(t, await photo(100, 100), { as: 'guest', purpose: 'chatImage' });
    expect(guest.code).not.toBe(ResponseCode.Success);
    // Chat purposes open nothing else: a buyer still may not upload an exhibit video.
    const exhibitVideo = await t.api.post(
      MediaPaths.videoCreate,
      { purpose: 'exhibitVideo', size: 1000 },
      { as: 'visitor', lang: 'en' },
    );
    expect(exhibitVideo.code).toBe(ResponseCode.Forbidden);
    expect(
      await t.db
        .select()
        .from(chatMedia)
        .where(eq(chatMedia.size, 10 * 1024 * 1024 + 1)),
    ).toEqual([]);
  });

  it('refuses a message naming a file its sender did not upload for the chat, or into a chat they are not in', async () => {
    const visitor = await as('visitor');
    const staff = await as('staff');
    const theirs = await chatImage(await photo(300, 300), 'staff');
    expect(theirs.code).toBe(ResponseCode.Success);
    const foreign = await sendMedia(visitor, ids.staff, 'image', theirs.data!.key);
    expect(foreign).toEqual({ ok: false, code: ResponseCode.Forbidden, msg: chatTexts.mediaNotYours.en });
    // An exhibit picture is not a chat upload, even the sender's own.
    const exhibit = await uploadImage(t, await photo(800, 800), { as: 'staff', purpose: 'exhibitImage' });
    expect((await sendMedia(staff, ids.visitor, 'image', `chat/${exhibit.data!.key}`)).ok).toBe(false);
    // A picture sent as a file, a key that was never uploaded.
    const mine = await chatImage(await photo(300, 300), 'visitor');
    expect((await sendMedia(visitor, ids.staff, 'file', mine.data!.key)).ok).toBe(false);
    expect(
      (await sendMedia(visitor, ids.staff, 'image', `chat/${ids.visitor}/chatimage/nothing.jpg`)).ok,
    ).toBe(false);
    // A key outside chat/ does not even parse.
    expect(await sendMedia(staff, ids.visitor, 'image', exhibit.data!.key)).toMatchObject({
      ok: false,
      code: ResponseCode.BadRequest,
    });
    // Buyers do not message each other, with pictures neither.
    const other = await sendMedia(visitor, ids.newVisitor, 'image', mine.data!.key);
    expect(other).toMatchObject({
      ok: false,
      code: ResponseCode.Forbidden,
      msg: chatTexts.peerUnavailable.en,
    });
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.type, 'image'));
    expect(stored.every((m) => (m.payload as { key: string }).key !== theirs.data!.key)).toBe(true);
  });

  it('refuses chat uploads of a buyer whose registration was rejected, as the chat refuses them', async () => {
    const [before] = await t.db
      .select({ status: visitors.reviewStatus })
      .from(visitors)
      .where(eq(visitors.userAccountId, ids.visitor));
    await t.db
      .update(visitors)
      .set({ reviewStatus: 'rejected' })
      .where(eq(visitors.userAccountId, ids.visitor));
    try {
      const picture = await chatImage(await photo(300, 300), 'visitor');
      expect(picture.code).toBe(ResponseCode.Forbidden);
      const file = await chatFile(Buffer.from('price list'), 'visitor');
      expect(file.code).toBe(ResponseCode.Forbidden);
      const video = await t.api.post(
        MediaPaths.videoCreate,
        { purpose: 'chatVideo', size: 1000 },
        { as: 'visitor', lang: 'en' },
      );
      expect(video.code).toBe(ResponseCode.Forbidden);
      // nothing was recorded as theirs
      const recorded = await t.db
        .select()
        .from(chatMedia)
        .where(eq(chatMedia.uploaderAccountId, ids.visitor));
      expect(recorded.every((m) => m.size !== 'price list'.length)).toBe(true);
    } finally {
      await t.db
        .update(visitors)
        .set({ reviewStatus: before!.status })
        .where(eq(visitors.userAccountId, ids.visitor));
    }
    // an exhibitor's employee still may
    expect((await chatImage(await photo(300, 300), 'staff')).code).toBe(ResponseCode.Success);
  });
});
