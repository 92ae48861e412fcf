import { ResponseCode, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../src/core/clock';
import { qrLogins } from '../src/db/schema/index';
import { accounts, FAIR_A, FAIR_B, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };
type Opts = { token?: string; fair?: string; headers?: Record<string, string> };

describe.each(engines)('QR login on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    await seedFixtures(testDb.database.db);
    app = await buildTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  afterEach(() => resetClock());

  const common = (o: Opts) => ({
    languageType: 'cn',
    exhibitionId: o.fair ?? FAIR_A,
    appId: 'app',
    terminal: 'PC',
    subjectType: '',
  });
  async function post(url: string, body: Record<string, unknown>, o: Opts = {}, on = app) {
    const res = await on.inject({
      method: 'POST',
      url,
      headers: { ...(o.token ? { authorization: o.token } : {}), ...o.headers },
      payload: { ...common(o), ...body },
    });
    return res.json() as Json;
  }
  async function get(url: string, query: Record<string, string>, o: Opts = {}) {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: o.token ? { authorization: o.token } : {},
      query: { ...common(o), ...query },
    });
    return res.json() as Json;
  }
  const poll = (qrId: string, o: Opts = {}) => get(SessionPaths.getAuthCode, { qrId }, o);
  async function phoneLogin(account: string, loginSubjectType = 'VISITOR') {
    const res = await post(SessionPaths.webLogon, { account, password: PASSWORD, loginSubjectType });
    expect(res.code, res.msg).toBe(1000);
    return res.data.token as string;
  }
  async function showQr(o: Opts = {}) {
    const res = await post(SessionPaths.showLogonQR, {}, o);
    expect(res.code, res.msg).toBe(1000);
    return res.data as { qrId: string; image: string; scanUrl: string; expiresInSeconds: number };
  }

  it('shows a QR code image of the scan page on the origin the desktop uses', async () => {
    const qr = await showQr({ headers: { origin: 'https://fair.example.org' } });
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    expect(qr.scanUrl).toBe(`https://fair.example.org/qr-login/${qr.qrId}`);
    expect(qr.expiresInSeconds).toBe(120);
    const byHost = await showQr({ headers: { host: 'expo.test:8080' } });
    expect(byHost.scanUrl).toBe(`http://expo.test:8080/qr-login/${byHost.qrId}`);

    const based = await buildTestApp(testDb.database, { env: { BASE_PATH: '/fair' } });
    try {
      const res = await post(
        `/fair${SessionPaths.showLogonQR}`,
        {},
        { headers: { origin: 'http://a.test' } },
        based,
      );
      expect(res.data.scanUrl).toBe(`http://a.test/fair/qr-login/${res.data.qrId}`);
    } finally {
      await based.close();
    }
  });

  it('logs the desktop in with a new token once the logged-in phone confirms', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qr = await showQr();
    expect((await poll(qr.qrId)).data).toEqual({ state: 'WAITING' });

    const scanned = await post(
      SessionPaths.confirmLogonQR,
      { qrId: qr.qrId, scanOnly: true },
      { token: phone },
    );
    expect(scanned.data).toEqual({ state: 'SCANNED' });
    expect((await poll(qr.qrId)).data).toEqual({ state: 'SCANNED' });

    const confirmed = await post(SessionPaths.confirmLogonQR, { qrId: qr.qrId }, { token: phone });
    expect(confirmed.code, confirmed.msg).toBe(1000);
    const first = await poll(qr.qrId);
    expect(first.data).toMatchObject({ state: 'CONFIRMED', subjectType: 'VISITOR' });
    const desktop = first.data.token as string;
    expect(desktop).toBeTruthy();
    expect(desktop).not.toBe(phone);
    // The token is handed out once.
    expect((await poll(qr.qrId)).data).toEqual({ state: 'CONFIRMED' });
    const [row] = await testDb.database.db.select().from(qrLogins).where(eq(qrLogins.id, qr.qrId));
    expect(row!.pendingToken).toBeNull();

    // Two live sessions of the same account.
    const info = await get(SessionPaths.getInfo, {}, { token: desktop });
    expect(info.code).toBe(1000);
    expect(info.data.subjectType).toBe('VISITOR');
    expect((await get(SessionPaths.getInfo, {}, { token: phone })).code).toBe(1000);
    // A confirmed code cannot be confirmed again.
    const twice = await post(SessionPaths.confirmLogonQR, { qrId: qr.qrId }, { token: phone });
    expect(twice.code).toBe(ResponseCode.NotFound);
  });

  it('gives the desktop the subject type of the phone session', async () => {
    const phone = await phoneLogin(accounts.staff.email, 'ACTOR');
    const qr = await showQr();
    await post(SessionPaths.confirmLogonQR, { qrId: qr.qrId }, { token: phone });
    const res = await poll(qr.qrId);
    expect(res.data.subjectType).toBe('ACTOR');
    expect((await get(SessionPaths.getInfo, {}, { token: res.data.token })).data.subjectType).toBe('ACTOR');
  });

  it('needs a logged-in phone to confirm', async () => {
    const qr = await showQr();
    const res = await post(SessionPaths.confirmLogonQR, { qrId: qr.qrId });
    expect(res.code).toBe(ResponseCode.Unauthorized);
    expect((await poll(qr.qrId)).data).toEqual({ state: 'WAITING' });
  });

  it('expires after 2 minutes', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qr = await showQr();
    advanceClock(120_000 + 1000);
    expect((await poll(qr.qrId)).data).toEqual({ state: 'EXPIRED' });
    const late = await post(SessionPaths.confirmLogonQR, { qrId: qr.qrId }, { token: phone });
    expect(late.code).toBe(ResponseCode.NotFound);
  });

  it('revokes a confirmed token the desktop did not collect before expiry', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qr = await showQr();
    await post(SessionPaths.confirmLogonQR, { qrId: qr.qrId }, { token: phone });
    const [row] = await testDb.database.db.select().from(qrLogins).where(eq(qrLogins.id, qr.qrId));
    const pending = row!.pendingToken!;
    advanceClock(120_000 + 1000);
    expect((await poll(qr.qrId)).data).toEqual({ state: 'EXPIRED' });
    expect((await get(SessionPaths.getInfo, {}, { token: pending })).code).toBe(ResponseCode.LoginExpired);
  });

  it('keeps QR codes to their fair', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qrB = await showQr({ fair: FAIR_B });
    const res = await post(SessionPaths.confirmLogonQR, { qrId: qrB.qrId }, { token: phone });
    expect(res.code).toBe(ResponseCode.NotFound);
    expect((await poll(qrB.qrId)).code).toBe(ResponseCode.NotFound);
    expect((await poll(qrB.qrId, { fair: FAIR_B })).data).toEqual({ state: 'WAITING' });
  });
});
