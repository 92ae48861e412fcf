import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import {
  LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR,
  LivePaths,
  LiveState,
  OrderPaths,
  ResponseCode,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestClient } from '../../../test/client';
import { ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { testVideoTools } from '../../../test/video-tools';
import { clientPoolMembers, notices } from '../../db/schema/index';
import { startLiveIngest } from './start-ingest';

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

/** ffmpeg publishing a generated test picture and tone to `url` for `seconds`; resolves to its exit code. */
function publish(ffmpeg: string, url: string, seconds: number) {
  const child = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=320x240:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '25',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-f',
      'flv',
      url,
    ],
    { stdio: 'ignore' },
  );
  return new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
}

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Lives the exhibitor's administrator creates and the organizer approves (visitors see approved lives only). */
function liveMaker(api: () => TestClient) {
  /** The organizer approves the live as it is now (visitors see approved lives only). */
  const approve = async (id: string) => {
    const queue = await api().post(LivePaths.reviewList, { pageSize: 100 }, { as: 'organizer' });
    const entry = queue.data.list.find((l) => l.id === id)!;
    const res = await api().post(
      LivePaths.reviewDecide,
      { id, decision: 'approve', submittedAt: entry.submittedAt! },
      { as: 'organizer' },
    );
    expect(res.code, res.msg).toBe(ResponseCode.Success);
  };

  /** A live the exhibitor's administrator creates and the organizer approves. */
  const add = async (body: Record<string, unknown> = {}) => {
    const res = await api().post(
      LivePaths.magAdd,
      { name: '新品发布', startTime: inOneHour(), ...body },
      { as: 'admin' },
    );
    if (res.code === ResponseCode.Success) await approve(res.data.id);
    return res;
  };
  return { add, approve };
}

describe.each(enginesFor('rules'))('lives on %s', (engine) => {
  const t = useTestApp(engine);

  const { add, approve } = liveMaker(() => t.api);

  it('lets staff create and edit lives of their company only, checking products, employees and codes', async () => {
    const created = await add({ productIds: [ids.productA1], intro: 'hello' });
    expect(created.code).toBe(ResponseCode.Success);
    const live = created.data!;
    expect(live.liveState).toBe(LiveState.Upcoming);
    expect(live.productIds).toEqual([ids.productA1]);
    expect((await add({ productIds: [ids.productB1] })).code).toBe(ResponseCode.BadRequest);
    expect((await add({ scope: 3 })).code).toBe(ResponseCode.BadRequest);
    expect((await add({ startTime: '2020-01-01T00:00:00Z' })).code).toBe(ResponseCode.BadRequest);
    expect(
      (await t.api.post(LivePaths.magAdd, { name: 'x', startTime: inOneHour() }, { as: 'visitor' })).code,
    ).toBe(ResponseCode.Forbidden);
    const updated = await t.api.post(
      LivePaths.magUpdate,
      { ...live, cover: live.coverRef, name: '改名', scope: 3, password: 'abc123' },
      { as: 'admin' },
    );
    expect(updated.data?.name).toBe('改名');
    // the name and scope are what visitors see: the change waits for the organizer again
    expect(updated.data?.reviewStatus).toBe('pending');
    await approve(live.id);
    const list = await t.api.post(LivePaths.magQueryList, {}, { as: 'admin' });
    expect(list.data?.list.map((l) => l.id)).toContain(live.id);
    // visitors: the private live needs its code, guests get "Please login"
    const guest = await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' });
    expect(guest.data?.access).toBe('login');
    const visitor = await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'visitor' });
    expect(visitor.data?.access).toBe('password');
    const wrong = await t.api.post(
      LivePaths.validLivePassword,
      { liveId: live.id, password: 'nope' },
      { as: 'visitor' },
    );
    expect(wrong.code).toBe(ResponseCode.BadRequest);
    const right = await t.api.post(
      LivePaths.validLivePassword,
      { liveId: live.id, password: 'abc123' },
      { as: 'visitor' },
    );
    expect(right.code).toBe(ResponseCode.Success);
    const after = await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'visitor' });
    expect(after.data?.access).toBe('open');
    // the code came from the exhibitor: its holder is now the exhibitor's client (INVITE_CODE_LIVE)
    const [client] = await t.db
      .select()
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, ids.exhibitorA),
          eq(clientPoolMembers.userAccountId, ids.visitor),
        ),
      );
    expect(client?.source).toBe('INVITE_CODE_LIVE');
    // thumbs up toggles, want-live toggles, the list filters
    expect((await t.api.post(LivePaths.thumbUp, { liveId: live.id }, { as: 'visitor' })).data).toEqual({
      thumbs: 1,
      liked: true,
    });
    expect((await t.api.post(LivePaths.thumbUp, { liveId: live.id }, { as: 'visitor' })).data).toEqual({
      thumbs: 0,
      liked: false,
    });
    expect((await t.api.post(LivePaths.wantLive, { liveId: live.id }, { as: 'visitor' })).data).toEqual({
      wanted: true,
    });
    const wanted = await t.api.post(LivePaths.queryList, { moreType: 'wanted' }, { as: 'visitor' });
    expect(wanted.data?.list.map((l) => l.id)).toEqual([live.id]);
    const byName = await t.api.post(LivePaths.queryList, { liveName: '改名', liveState: 1 }, { as: 'guest' });
    expect(byName.data?.total).toBe(1);
    expect(
      (await t.api.post(LivePaths.watchLog, { liveId: live.id, state: 2, watchType: 1 }, { as: 'visitor' }))
        .code,
    ).toBe(ResponseCode.Success);
  });

  it('counts guests of a public live once each by their viewer id, capped per address', async () => {
    const live = (await add({ name: 'guests welcome' })).data!;
    const log = (body: Record<string, unknown>) =>
      t.api.post(LivePaths.watchLog, { liveId: live.id, state: 1, watchType: 1, ...body } as never, {
        as: 'guest',
      });
    const viewers = async () =>
      (await t.api.post(LivePaths.magFunnel, { id: live.id }, { as: 'admin' })).data.viewers;
    const id = (n: number) => `guest-viewer-${String(n).padStart(6, '0')}`;
    expect((await log({ viewerId: id(1) })).code).toBe(ResponseCode.Success);
    // the same browser again, and a log without an id, count nothing more
    await log({ viewerId: id(1) });
    await log({});
    expect(await viewers()).toBe(1);
    // a logged-in viewer counts beside the guests
    await t.api.post(LivePaths.watchLog, { liveId: live.id, state: 1, watchType: 1 }, { as: 'visitor' });
    expect(await viewers()).toBe(2);
    // strange ids are refused
    for (const viewerId of ['short', 'x'.repeat(65), 'a b c d e f g h i j', 42])
      expect((await log({ viewerId })).code).toBe(ResponseCode.BadRequest);
    // made-up ids from one address stop counting at the cap
    for (let n = 2; n <= LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR + 5; n++) await log({ viewerId: id(n) });
    expect(await viewers()).toBe(LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR + 1);
    const detail = await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' });
    expect(detail.data.views).toBe(LIVE_GUEST_VIEWS_PER_ADDRESS_HOUR + 1);
    // a live guests may not open takes no guest log
    const pool = (await add({ name: 'clients only', scope: 1 })).data!;
    const closed = await t.api.post(
      LivePaths.watchLog,
      { liveId: pool.id, state: 1, watchType: 1, viewerId: id(1) },
      { as: 'guest' },
    );
    expect(closed.code).toBe(ResponseCode.Forbidden);
  });

  it.skipIf(!testVideoTools)(
    'goes on air when ffmpeg publishes with the key, refuses a wrong key, and turns into a seekable replay',
    async () => {
      const ctx = t.app.appContext;
      const ingest = await startLiveIngest(ctx, t.app, { port: 0 });
      expect(ingest).not.toBeNull();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const httpPort = (t.app.server.address() as AddressInfo).port;
      const live = (await add({ productIds: [ids.productA1] })).data!;
      const obs = (await t.api.post(LivePaths.magQueryObsDetail, { id: live.id }, { as: 'admin' })).data!;
      expect(obs.server).toMatch(/^rtmp:\/\/.+\/live$/);
      const rtmp = `rtmp://127.0.0.1:${ingest!.port}/live`;
      const [name] = obs.streamKey.split('?');
      const ffmpeg = testVideoTools!.ffmpeg;

      // a wrong key is refused before anything is recorded
      const refusedCode = await publish(ffmpeg, `${rtmp}/${name}?key=wrong`, 2);
      expect(refusedCode).not.toBe(0);
      const still = await t.api.post(LivePaths.getLiveState, { liveId: live.id }, { as: 'guest' });
      expect(still.data?.liveState).toBe(LiveState.Upcoming);

      await t.api.post(LivePaths.wantLive, { liveId: live.id }, { as: 'visitor' });
      const running = publish(ffmpeg, `${rtmp}/${obs.streamKey}`, 5);
      const onAir = await until(
        () => t.api.post(LivePaths.getLiveState, { liveId: live.id }, { as: 'guest' }),
        (r) => r.data?.liveState === LiveState.OnAir,
      );
      expect(onAir.data?.liveState).toBe(LiveState.OnAir);
      // whoever asked to be reminded hears of it
      const reminders = await until(
        () =>
          t.db
            .select()
            .from(notices)
            .where(and(eq(notices.userAccountId, ids.visitor), eq(notices.noticeType, 'SPONSOR'))),
        (rows) => rows.some((r) => JSON.stringify(r).includes('A live has started')),
      );
      expect(reminders.filter((r) => JSON.stringify(r).includes('A live has started'))).toHaveLength(1);
      const detail = (await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' })).data!;
      expect(detail.playback.kind).toBe('flv');
      // a viewer receives FLV over the WebSocket; a made-up token is refused
      const bytes = await new Promise<Buffer>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${httpPort}${detail.playback.url}`);
        const got: Buffer[] = [];
        ws.on('message', (b: Buffer) => {
          got.push(b);
          if (Buffer.concat(got).length > 20_000) {
            ws.close();
            resolve(Buffer.concat(got));
          }
        });
        ws.on('error', reject);
      });
      expect(bytes.toString('latin1', 0, 3)).toBe('FLV');
      const forged = await new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${httpPort}/live/${name}.flv?token=1.abc`);
        ws.on('error', (e) => resolve(String(e.message)));
        ws.on('open', () => resolve('open'));
      });
      expect(forged).toMatch(/403/);
      // and over plain HTTP (HTTP-FLV), behind the same token check
      const abort = new AbortController();
      const http = await fetch(`http://127.0.0.1:${httpPort}${detail.playback.url}`, {
        signal: abort.signal,
      });
      expect(http.status).toBe(200);
      expect(http.headers.get('content-type')).toBe('video/x-flv');
      const reader = http.body!.getReader();
      const chunks: Uint8Array[] = [];
      let got = 0;
      while (got < 20_000) {
        const { value, done } = await reader.read();
        if (done || !value) break;
        chunks.push(value);
        got += value.length;
      }
      abort.abort();
      expect(Buffer.concat(chunks).toString('latin1', 0, 3)).toBe('FLV');
      expect(got).toBeGreaterThanOrEqual(20_000);
      const forgedHttp = await fetch(`http://127.0.0.1:${httpPort}/live/${name}.flv?token=1.abc`);
      expect(forgedHttp.status).toBe(403);
      // the presenter pins, the viewer inquires and orders: the funnel counts them
      expect(
        (await t.api.post(LivePaths.magPin, { id: live.id, productId: ids.productA1 }, { as: 'admin' })).code,
      ).toBe(ResponseCode.Success);
      await t.api.post(LivePaths.watchLog, { liveId: live.id, state: 1, watchType: 1 }, { as: 'visitor' });
      await t.api.post(
        LivePaths.productEvent,
        { liveId: live.id, productId: ids.productA1, event: 'cardView' },
        { as: 'visitor' },
      );
      await t.api.post(
        LivePaths.productEvent,
        { liveId: live.id, productId: ids.productA1, event: 'inquiry' },
        { as: 'visitor' },
      );
      const order = await t.api.post(
        OrderPaths.add,
        { productId: ids.productA1, quantity: 3, remark: 'from the live', liveId: live.id },
        { as: 'visitor' },
      );
      expect(order.code).toBe(ResponseCode.Success);
      const funnel = await t.api.post(LivePaths.magFunnel, { id: live.id }, { as: 'admin' });
      expect(funnel.data).toEqual({ viewers: 1, cardViews: 1, inquiries: 1, orders: 1 });

      expect(await running).toBe(0);
      const replay = await until(
        () => t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' }),
        (r) => r.data?.liveState === LiveState.Replay && r.data.playback.kind !== 'none',
      );
      expect(replay.data?.liveState).toBe(LiveState.Replay);
      expect(replay.data?.playback).toMatchObject({ kind: 'flv', replay: true });
      const file = await t.app.inject({ method: 'GET', url: replay.data!.playback.url });
      expect(file.statusCode).toBe(200);
      const flv = file.rawPayload;
      expect(flv.toString('latin1', 0, 3)).toBe('FLV');
      // the first tag is our onMetaData with the keyframe index
      expect(flv.subarray(0, 2000).toString('latin1')).toContain('filepositions');
    },
    60_000,
  );
});

describe.each(enginesFor('rules'))('external ingest hooks on %s', (engine) => {
  const t = useTestApp(engine, {
    env: { LIVE_INGEST: 'external', LIVE_PLAYBACK_BASE: 'https://media.example/hls' },
  });
  const { add } = liveMaker(() => t.api);

  it('let nginx-rtmp or SRS start and end a live with its key only, and play it as HLS', async () => {
    const live = (await add({ name: 'external' })).data!;
    const obs = (await t.api.post(LivePaths.magQueryObsDetail, { id: live.id }, { as: 'admin' })).data!;
    const [name, query] = obs.streamKey.split('?');
    const key = new URLSearchParams(query).get('key')!;
    const form = (body: Record<string, string>, url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    expect((await form({ name: name!, key: 'wrong' }, '/live-hooks/on_publish')).statusCode).toBe(403);
    expect((await form({ name: name!, key }, '/live-hooks/on_publish')).statusCode).toBe(200);
    const onAir = (await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' })).data!;
    expect(onAir.liveState).toBe(LiveState.OnAir);
    expect(onAir.playback).toEqual({
      kind: 'hls',
      url: `https://media.example/hls/${name}.m3u8`,
      replay: false,
    });
    // nobody ends a live without its key; SRS's JSON form works too
    expect((await form({ name: name! }, '/live-hooks/on_publish_done')).statusCode).toBe(403);
    const srs = await t.app.inject({
      method: 'POST',
      url: '/live-hooks/on_publish_done',
      payload: { action: 'on_unpublish', stream: name, param: `?key=${key}` },
    });
    expect(srs.json()).toEqual({ code: 0 });
    const over = (await t.api.post(LivePaths.getLiveState, { liveId: live.id }, { as: 'guest' })).data!;
    expect(over.liveState).toBe(LiveState.Replay);

    // the media server's recording becomes the replay, with the live's key only, by its file name only
    const record = '/live-hooks/on_record_done';
    const path = `/var/media/recordings/${name}-1700000000.flv`;
    expect((await form({ name: name!, key: 'wrong', path }, record)).statusCode).toBe(403);
    expect((await form({ name: name!, key, path: '/etc/passwd' }, record)).statusCode).toBe(400);
    expect((await form({ name: name!, key, path: `/x/${'a'.repeat(300)}.flv` }, record)).statusCode).toBe(
      400,
    );
    expect((await form({ call: 'record_done', name: name!, key, path }, record)).statusCode).toBe(200);
    const replay = (await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' })).data!;
    expect(replay.playback).toEqual({
      kind: 'flv',
      url: `https://media.example/hls/recordings/${name}-1700000000.flv`,
      replay: true,
    });
    // SRS's on_dvr (JSON, `file`); an HLS recording plays as HLS
    const dvr = await t.app.inject({
      method: 'POST',
      url: record,
      payload: { action: 'on_dvr', stream: name, param: `?key=${key}`, file: `./objs/${name}.m3u8` },
    });
    expect(dvr.json()).toEqual({ code: 0 });
    const hls = (await t.api.post(LivePaths.queryDetail, { liveId: live.id }, { as: 'guest' })).data!;
    expect(hls.playback).toMatchObject({
      kind: 'hls',
      url: `https://media.example/hls/recordings/${name}.m3u8`,
    });
  });
});
