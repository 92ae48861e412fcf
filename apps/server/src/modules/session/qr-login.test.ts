import { ResponseCode, SessionPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type CallOptions, type DataOf, readEnvelope } from '../../../test/client';
import { logIn } from '../../../test/factories/accounts';
import { accounts, FAIR_A, FAIR_B } from '../../../test/fixtures';
import { buildTestApp, enginesFor, useTestApp } from '../../../test/harness';
import { advanceClock, resetClock } from '../../core/clock';
import { qrLogins } from '../../db/schema/index';

describe.each(enginesFor('rules'))('QR login on %s', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => resetClock());

  const poll = (qrId: string, o: CallOptions = {}) => t.api.get(SessionPaths.getAuthCode, { qrId }, o);
  const confirm = (qrId: string, token?: string, more: { scanOnly?: boolean } = {}) =>
    t.api.post(SessionPaths.confirmLogonQR, { qrId, ...more }, token ? { as: { token } } : {});
  const phoneLogin = async (account: string, subjectType: 'VISITOR' | 'ACTOR' = 'VISITOR') =>
    (await logIn(t.api, account, { subjectType })).token;
  async function showQr(o: CallOptions = {}) {
    const res = await t.api.post(SessionPaths.showLogonQR, {}, o);
    expect(res.code, res.msg).toBe(1000);
    return res.data;
  }
  const pendingTokenOf = async (qrId: string) =>
    (await t.db.select().from(qrLogins).where(eq(qrLogins.id, qrId)))[0]!.pendingToken;

  it('shows a QR code image of the scan page on the origin the desktop uses', async () => {
    const qr = await showQr({ headers: { origin: 'https://fair.example.org' } });
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    expect(qr.scanUrl).toBe(`https://fair.example.org/qr-login/${qr.qrId}`);
    expect(qr.expiresInSeconds).toBe(120);
    const byHost = await showQr({ headers: { host: 'expo.test:8080' } });
    expect(byHost.scanUrl).toBe(`http://expo.test:8080/qr-login/${byHost.qrId}`);

    const based = await buildTestApp(t.database, { env: { BASE_PATH: '/fair' } });
    try {
      const res = await based.inject({
        method: 'POST',
        url: `/fair${SessionPaths.showLogonQR}`,
        headers: { origin: 'http://a.test' },
        payload: { languageType: 'cn', exhibitionId: FAIR_A, appId: 'app', terminal: 'PC', subjectType: '' },
      });
      const { data } = readEnvelope<DataOf<typeof SessionPaths.showLogonQR>>(res);
      expect(data.scanUrl).toBe(`http://a.test/fair/qr-login/${data.qrId}`);
    } finally {
      await based.close();
    }
  });

  it('points the scan page at PUBLIC_URL whatever the request says, and in production only there', async () => {
    const payload = {
      languageType: 'en',
      exhibitionId: FAIR_A,
      appId: 'app',
      terminal: 'PC',
      subjectType: '',
    };
    const hostile = { origin: 'https://phish.example.net', host: 'phish.example.net' };
    // A production instance asked for a QR code by a request that names another host.
    const askProduction = async (env: Record<string, string>) => {
      const app = await buildTestApp(t.database, { env: { NODE_ENV: 'production', ...env } });
      try {
        return await app.inject({ method: 'POST', url: SessionPaths.showLogonQR, headers: hostile, payload });
      } finally {
        await app.close();
      }
    };
    const configured = readEnvelope<DataOf<typeof SessionPaths.showLogonQR>>(
      await askProduction({ PUBLIC_URL: 'https://fair.example.org/ignored-path' }),
    );
    expect(configured.data.scanUrl).toBe(`https://fair.example.org/qr-login/${configured.data.qrId}`);
    const res = await askProduction({});
    const unconfigured = readEnvelope(res);
    expect(unconfigured.code).toBe(ResponseCode.InternalError);
    expect(unconfigured.msg).toContain('PUBLIC_URL');
    expect(res.body).not.toContain('phish');
  });

  it('logs the desktop in with a new token once the logged-in phone confirms', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qr = await showQr();
    expect((await poll(qr.qrId)).data).toEqual({ state: 'WAITING' });

    const scanned = await confirm(qr.qrId, phone, { scanOnly: true });
    expect(scanned.data).toEqual({ state: 'SCANNED' });
    expect((await poll(qr.qrId)).data).toEqual({ state: 'SCANNED' });

    const confirmed = await confirm(qr.qrId, phone);
    expect(confirmed.code, confirmed.msg).toBe(1000);
    const first = await poll(qr.qrId);
    expect(first.data).toMatchObject({ state: 'CONFIRMED', subjectType: 'VISITOR' });
    const desktop = first.data.token!;
    expect(desktop).toBeTruthy();
    expect(desktop).not.toBe(phone);
    // The token is handed out once.
    expect((await poll(qr.qrId)).data).toEqual({ state: 'CONFIRMED' });
    expect(await pendingTokenOf(qr.qrId)).toBeNull();

    // Two live sessions of the same account.
    const info = await t.api.get(SessionPaths.getInfo, {}, { as: { token: desktop } });
    expect(info.code).toBe(1000);
    expect(info.data.subjectType).toBe('VISITOR');
    expect((await t.api.get(SessionPaths.getInfo, {}, { as: { token: phone } })).code).toBe(1000);
    // A confirmed code cannot be confirmed again.
    expect((await confirm(qr.qrId, phone)).code).toBe(ResponseCode.NotFound);
  });

  it('gives the desktop the subject type of the phone session', async () => {
    const phone = await phoneLogin(accounts.staff.email, 'ACTOR');
    const qr = await showQr();
    await confirm(qr.qrId, phone);
    const res = await poll(qr.qrId);
    expect(res.data.subjectType).toBe('ACTOR');
    const info = await t.api.get(SessionPaths.getInfo, {}, { as: { token: res.data.token! } });
    expect(info.data.subjectType).toBe('ACTOR');
  });

  it('needs a logged-in phone to confirm', async () => {
    const qr = await showQr();
    expect((await confirm(qr.qrId)).code).toBe(ResponseCode.Unauthorized);
    expect((await poll(qr.qrId)).data).toEqual({ state: 'WAITING' });
  });

  it('expires after 2 minutes', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qr = await showQr();
    advanceClock(120_000 + 1000);
    expect((await poll(qr.qrId)).data).toEqual({ state: 'EXPIRED' });
    expect((await confirm(qr.qrId, phone)).code).toBe(ResponseCode.NotFound);
  });

  it('revokes a confirmed token the desktop did not collect before expiry', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qr = await showQr();
    await confirm(qr.qrId, phone);
    const pending = (await pendingTokenOf(qr.qrId))!;
    advanceClock(120_000 + 1000);
    expect((await poll(qr.qrId)).data).toEqual({ state: 'EXPIRED' });
    const info = await t.api.get(SessionPaths.getInfo, {}, { as: { token: pending } });
    expect(info.code).toBe(ResponseCode.LoginExpired);
  });

  it('keeps QR codes to their fair', async () => {
    const phone = await phoneLogin(accounts.visitor.email);
    const qrB = await showQr({ fair: FAIR_B });
    expect((await confirm(qrB.qrId, phone)).code).toBe(ResponseCode.NotFound);
    expect((await poll(qrB.qrId)).code).toBe(ResponseCode.NotFound);
    expect((await poll(qrB.qrId, { fair: FAIR_B })).data).toEqual({ state: 'WAITING' });
  });
});
