import { CODE_RULES, ResponseCode, VerificationPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../src/core/clock';
import { createDelivery } from '../src/core/mail';
import { sliderChallenges, verificationCodes } from '../src/db/schema/index';

import { verifyTargetToken } from '../src/modules/verification/verification.service';
import { accounts, FAIR_A, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };
type Opts = { lang?: 'cn' | 'en'; ip?: string };

const MINUTE = 60_000;

describe.each(engines)('verification on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let ipCounter = 0;
  /** every test gets its own client address, so the per-client hourly cap of one does not leak into another */
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

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

  async function post(url: string, body: Record<string, unknown>, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: o.ip ?? '127.0.0.1',
      payload: {
        languageType: o.lang ?? 'cn',
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: '',
        ...body,
      },
    });
    return { status: res.statusCode, body: res.json() as Json };
  }

  async function challenge(o: Opts = {}) {
    const res = await post(VerificationPaths.sliderChallenge, {}, o);
    expect(res.body.code, res.body.msg).toBe(1000);
    const [row] = await testDb.database.db
      .select({ targetX: sliderChallenges.targetX })
      .from(sliderChallenges)
      .where(eq(sliderChallenges.id, res.body.data.challengeId));
    return { data: res.body.data, targetX: row!.targetX };
  }

  async function sliderToken(o: Opts = {}): Promise<string> {
    const c = await challenge(o);
    const res = await post(
      VerificationPaths.getLimitVerificationToken,
      { challengeId: c.data.challengeId, x: c.targetX + 3, durationMs: 900 },
      o,
    );
    expect(res.body.code, res.body.msg).toBe(1000);
    return res.body.data.verificationToken;
  }

  async function emailCode(email: string, scene = 'REGISTER', o: Opts = {}) {
    return post(VerificationPaths.getEmailCode, { email, scene, verificationToken: await sliderToken(o) }, o);
  }

  async function outbox(to: string) {
    const res = await app.inject({ method: 'GET', url: VerificationPaths.devOutbox, query: { to } });
    expect(res.statusCode).toBe(200);
    return (res.json() as Json).data as {
      code: string | null;
      text: string;
      subject: string;
      channel: string;
    }[];
  }
  const latestCode = async (to: string) => (await outbox(to))[0]!.code!;

  describe('slider', () => {
    it('serves two PNG images and never the answer', async () => {
      const c = await challenge();
      expect(c.data.background).toMatch(/^data:image\/png;base64,/);
      expect(c.data.piece).toMatch(/^data:image\/png;base64,/);
      expect(c.data).toMatchObject({ width: 320, height: 160, pieceSize: 44, expiresInSeconds: 120 });
      expect(c.targetX).toBeGreaterThanOrEqual(80);
      expect(c.targetX).toBeLessThanOrEqual(260);
      expect(JSON.stringify(c.data)).not.toMatch(/target/i);
    });

    it('accepts an answer within 5 px and returns a verification token', async () => {
      const c = await challenge();
      const res = await post(VerificationPaths.getLimitVerificationToken, {
        challengeId: c.data.challengeId,
        x: c.targetX - 5,
        durationMs: 400,
      });
      expect(res.body.code).toBe(1000);
      expect(res.body.data.verificationToken).toMatch(/^[\w-]{40,}$/);
      expect(res.body.data.expiresInSeconds).toBe(300);
    });

    it('refuses a wrong answer and voids the challenge', async () => {
      const c = await challenge();
      const wrong = await post(VerificationPaths.getLimitVerificationToken, {
        challengeId: c.data.challengeId,
        x: c.targetX + 6,
        durationMs: 900,
      });
      expect(wrong.body.code).toBe(ResponseCode.SliderFailed);
      const right = await post(VerificationPaths.getLimitVerificationToken, {
        challengeId: c.data.challengeId,
        x: c.targetX,
        durationMs: 900,
      });
      expect(right.body.code).toBe(ResponseCode.SliderFailed);
    });

    it('refuses a drag faster than 300 ms', async () => {
      const c = await challenge();
      const res = await post(VerificationPaths.getLimitVerificationToken, {
        challengeId: c.data.challengeId,
        x: c.targetX,
        durationMs: 299,
      });
      expect(res.body.code).toBe(ResponseCode.SliderFailed);
    });

    it('answers a challenge only once', async () => {
      const c = await challenge();
      const body = { challengeId: c.data.challengeId, x: c.targetX, durationMs: 900 };
      expect((await post(VerificationPaths.getLimitVerificationToken, body)).body.code).toBe(1000);
      expect((await post(VerificationPaths.getLimitVerificationToken, body)).body.code).toBe(
        ResponseCode.SliderFailed,
      );
    });

    it('expires a challenge after 2 minutes', async () => {
      const c = await challenge();
      advanceClock(2 * MINUTE + 1000);
      const res = await post(VerificationPaths.getLimitVerificationToken, {
        challengeId: c.data.challengeId,
        x: c.targetX,
        durationMs: 900,
      });
      expect(res.body.code).toBe(ResponseCode.SliderFailed);
    });
  });

  describe('sending codes', () => {
    it('refuses a code without a solved slider, and a slider token used twice', async () => {
      const ip = freshIp();
      const none = await post(
        VerificationPaths.getEmailCode,
        { email: 'noslider@example.test', scene: 'REGISTER', verificationToken: 'made-up' },
        { ip },
      );
      expect(none.body.code).toBe(ResponseCode.SliderRequired);
      expect(await outbox('noslider@example.test')).toEqual([]);

      const token = await sliderToken({ ip });
      const first = await post(
        VerificationPaths.getEmailCode,
        { email: 'once@example.test', scene: 'REGISTER', verificationToken: token },
        { ip },
      );
      expect(first.body.code, first.body.msg).toBe(1000);
      const again = await post(
        VerificationPaths.getEmailCode,
        { email: 'once2@example.test', scene: 'REGISTER', verificationToken: token },
        { ip },
      );
      expect(again.body.code).toBe(ResponseCode.SliderRequired);
    });

    it('expires a slider token after 5 minutes', async () => {
      const ip = freshIp();
      const token = await sliderToken({ ip });
      advanceClock(5 * MINUTE + 1000);
      const res = await post(
        VerificationPaths.getEmailCode,
        { email: 'late-slider@example.test', scene: 'REGISTER', verificationToken: token },
        { ip },
      );
      expect(res.body.code).toBe(ResponseCode.SliderRequired);
    });

    it('sends 6 digits valid 10 minutes, stored only as a hash, in the request language', async () => {
      const ip = freshIp();
      const res = await emailCode('Fresh@Example.test', 'REGISTER', { ip, lang: 'en' });
      expect(res.body.code, res.body.msg).toBe(1000);
      expect(res.body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const [msg] = await outbox('fresh@example.TEST');
      expect(msg!.channel).toBe('EMAIL');
      expect(msg!.code).toMatch(/^\d{6}$/);
      expect(msg!.text).toContain(msg!.code!);
      expect(msg!.text).toMatch(/verification code/);
      const rows = await testDb.database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, 'fresh@example.test'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).not.toContain(msg!.code!);
      expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(CODE_RULES.ttlSeconds * 1000);

      const zh = await emailCode('fresh-zh@example.test', 'REGISTER', { ip, lang: 'cn' });
      expect(zh.body.code).toBe(1000);
      expect((await outbox('fresh-zh@example.test'))[0]!.text).toMatch(/验证码/);
    });

    it('allows one send per target every 60 s and says how long to wait, in zh and en', async () => {
      const ip = freshIp();
      expect((await emailCode('resend@example.test', 'REGISTER', { ip })).body.code).toBe(1000);
      advanceClock(15_000);
      const zh = await emailCode('resend@example.test', 'REGISTER', { ip });
      expect(zh.body.code).toBe(ResponseCode.TooManyRequests);
      expect(zh.body.msg).toContain('请 45 秒后再获取验证码');
      const en = await emailCode('resend@example.test', 'REGISTER', { ip, lang: 'en' });
      expect(en.body.code).toBe(ResponseCode.TooManyRequests);
      expect(en.body.msg).toMatch(/wait 45 seconds/);
      advanceClock(45_000);
      expect((await emailCode('resend@example.test', 'REGISTER', { ip })).body.code).toBe(1000);
      expect(await outbox('resend@example.test')).toHaveLength(2);
    });

    it('sends at most 10 codes per target per day', async () => {
      const ip = freshIp();
      for (let i = 0; i < CODE_RULES.perTargetPerDay; i++) {
        const res = await emailCode('daily@example.test', 'REGISTER', { ip });
        expect(res.body.code, res.body.msg).toBe(1000);
        // 61 minutes apart: the hourly cap of the client stays out of the way.
        advanceClock(61 * MINUTE);
      }
      const refused = await emailCode('daily@example.test', 'REGISTER', { ip, lang: 'en' });
      expect(refused.body.code).toBe(ResponseCode.TooManyRequests);
      expect(refused.body.msg).toMatch(/10 codes today/);
      advanceClock(24 * 60 * MINUTE);
      expect((await emailCode('daily@example.test', 'REGISTER', { ip })).body.code).toBe(1000);
    });

    it('sends at most 20 codes per client address per hour', async () => {
      const ip = freshIp();
      for (let i = 0; i < CODE_RULES.perClientPerHour; i++) {
        const res = await emailCode(`hourly${i}@example.test`, 'REGISTER', { ip });
        expect(res.body.code, res.body.msg).toBe(1000);
      }
      const refused = await emailCode('hourly-last@example.test', 'REGISTER', { ip });
      expect(refused.body.code).toBe(ResponseCode.TooManyRequests);
      // Another client is not affected, and this one may send again an hour later.
      expect((await emailCode('hourly-last@example.test', 'REGISTER', { ip: freshIp() })).body.code).toBe(
        1000,
      );
      advanceClock(61 * MINUTE);
      expect((await emailCode('hourly-later@example.test', 'REGISTER', { ip })).body.code).toBe(1000);
    });

    it('REGISTER refuses an existing email or mobile, in zh and en', async () => {
      const ip = freshIp();
      const zh = await emailCode(accounts.visitor.email.toLowerCase(), 'REGISTER', { ip });
      expect(zh.body.code).toBe(ResponseCode.MobileOrEmailExists);
      expect(zh.body.msg).toBe('手机号或邮箱已存在');
      const en = await post(
        VerificationPaths.getSmsCode,
        { mobile: accounts.visitor.mobile, scene: 'REGISTER', verificationToken: await sliderToken({ ip }) },
        { ip, lang: 'en' },
      );
      expect(en.body.code).toBe(ResponseCode.MobileOrEmailExists);
      expect(en.body.msg).toBe('Mobile number or mailbox already exists');
    });

    it('LOGIN and RESET_PASSWORD refuse an unknown account', async () => {
      const ip = freshIp();
      expect((await emailCode('nobody@example.test', 'LOGIN', { ip })).body.code).toBe(
        ResponseCode.AccountNotFound,
      );
      expect((await emailCode('nobody@example.test', 'RESET_PASSWORD', { ip })).body.code).toBe(
        ResponseCode.AccountNotFound,
      );
      expect((await emailCode(accounts.visitor.email, 'LOGIN', { ip })).body.code).toBe(1000);
    });
  });

  describe('validating codes', () => {
    it('turns a right code into a one-use verified token for that target and scene', async () => {
      const ip = freshIp();
      await emailCode('valid@example.test', 'REGISTER', { ip });
      const code = await latestCode('valid@example.test');
      const res = await post(VerificationPaths.validateEmail, {
        email: 'VALID@example.test',
        code,
        scene: 'REGISTER',
      });
      expect(res.body.code, res.body.msg).toBe(1000);
      const token = res.body.data.verifiedToken as string;
      const db = testDb.database.db;
      // Wrong scene or target: refused and not consumed.
      await expect(
        verifyTargetToken(db, { token, target: 'valid@example.test', scene: 'RESET_PASSWORD' }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
      await expect(
        verifyTargetToken(db, { token, target: 'other@example.test', scene: 'REGISTER' }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
      await verifyTargetToken(db, { token, target: ' Valid@Example.test', scene: 'REGISTER' });
      await expect(
        verifyTargetToken(db, { token, target: 'valid@example.test', scene: 'REGISTER' }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
      // The code itself is consumed too.
      const again = await post(VerificationPaths.validateEmail, {
        email: 'valid@example.test',
        code,
        scene: 'REGISTER',
      });
      expect(again.body.code).toBe(ResponseCode.CodeExpired);
    });

    it('expires a verified token after 30 minutes', async () => {
      const ip = freshIp();
      await emailCode('valid30@example.test', 'REGISTER', { ip });
      const code = await latestCode('valid30@example.test');
      const res = await post(VerificationPaths.validateEmail, {
        email: 'valid30@example.test',
        code,
        scene: 'REGISTER',
      });
      advanceClock(30 * MINUTE + 1000);
      await expect(
        verifyTargetToken(testDb.database.db, {
          token: res.body.data.verifiedToken,
          target: 'valid30@example.test',
          scene: 'REGISTER',
        }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
    });

    it('refuses a code of another scene', async () => {
      const ip = freshIp();
      await emailCode(accounts.newVisitor.email, 'RESET_PASSWORD', { ip });
      const code = await latestCode(accounts.newVisitor.email);
      const res = await post(VerificationPaths.validateEmail, {
        email: accounts.newVisitor.email,
        code,
        scene: 'LOGIN',
      });
      expect(res.body.code).toBe(ResponseCode.CodeExpired);
    });

    it('voids a code after 5 wrong tries', async () => {
      const ip = freshIp();
      await emailCode('tries@example.test', 'REGISTER', { ip });
      const code = await latestCode('tries@example.test');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= CODE_RULES.maxWrongTries; i++) {
        const res = await post(
          VerificationPaths.validateEmail,
          { email: 'tries@example.test', code: wrong, scene: 'REGISTER' },
          { lang: 'en' },
        );
        expect(res.body.code).toBe(ResponseCode.VerificationCodeWrong);
        if (i < CODE_RULES.maxWrongTries)
          expect(res.body.msg).toContain(`${CODE_RULES.maxWrongTries - i} tr`);
        else expect(res.body.msg).toMatch(/now void/);
      }
      const right = await post(VerificationPaths.validateEmail, {
        email: 'tries@example.test',
        code,
        scene: 'REGISTER',
      });
      expect(right.body.code).toBe(ResponseCode.CodeExpired);
    });

    it('expires a code after 10 minutes', async () => {
      const ip = freshIp();
      await emailCode('expiry@example.test', 'REGISTER', { ip });
      const code = await latestCode('expiry@example.test');
      advanceClock(10 * MINUTE + 1000);
      const res = await post(VerificationPaths.validateEmail, {
        email: 'expiry@example.test',
        code,
        scene: 'REGISTER',
      });
      expect(res.body.code).toBe(ResponseCode.CodeExpired);
    });

    it('checks only the latest code of a target', async () => {
      const ip = freshIp();
      await emailCode('latest@example.test', 'REGISTER', { ip });
      const first = await latestCode('latest@example.test');
      advanceClock(61_000);
      await emailCode('latest@example.test', 'REGISTER', { ip });
      const second = await latestCode('latest@example.test');
      if (first !== second) {
        const old = await post(VerificationPaths.validateEmail, {
          email: 'latest@example.test',
          code: first,
          scene: 'REGISTER',
        });
        expect(old.body.code).toBe(ResponseCode.VerificationCodeWrong);
      }
      const res = await post(VerificationPaths.validateEmail, {
        email: 'latest@example.test',
        code: second,
        scene: 'REGISTER',
      });
      expect(res.body.code).toBe(1000);
    });

    it('sends and validates SMS codes through the outbox', async () => {
      const ip = freshIp();
      const sent = await post(
        VerificationPaths.getSmsCode,
        { mobile: '13900001111', scene: 'REGISTER', verificationToken: await sliderToken({ ip }) },
        { ip },
      );
      expect(sent.body.code, sent.body.msg).toBe(1000);
      const [msg] = await outbox('+86 139-0000-1111');
      expect(msg!.channel).toBe('SMS');
      const res = await post(VerificationPaths.validateMobile, {
        mobile: '13900001111',
        code: msg!.code,
        scene: 'REGISTER',
      });
      expect(res.body.code).toBe(1000);
      expect(res.body.data.verifiedToken).toBeTruthy();
    });
  });

  describe('delivery', () => {
    it('sends mail over SMTP when set, stores it as delivered and keeps the code out of the log', async () => {
      const sent: { to: string; text: string; from: string }[] = [];
      const logged: Record<string, unknown>[] = [];
      const logger = { info: (o: Record<string, unknown>) => logged.push(o), error: () => {} };
      const delivery = createDelivery({
        db: testDb.database.db,
        settings: { smtpUrl: 'smtp://mailer%40fair.test:pw@smtp.fair.test:587' },
        logger,
        mailTransport: { sendMail: async (m) => void sent.push(m) },
      });
      await delivery.send({
        channel: 'EMAIL',
        to: 'smtp@example.test',
        subject: 'OpenFair 验证码：424242',
        text: '您的 OpenFair 验证码是 424242',
        code: '424242',
      });
      expect(sent).toEqual([
        expect.objectContaining({ to: 'smtp@example.test', from: 'OpenFair <mailer@fair.test>' }),
      ]);
      expect(JSON.stringify(logged)).not.toContain('424242');
      const [row] = await outbox('smtp@example.test');
      expect(row!.code).toBe('424242');
    });

    it('has no dev outbox in production', async () => {
      const prod = await buildTestApp(testDb.database, { env: { NODE_ENV: 'production' } });
      try {
        const res = await prod.inject({
          method: 'GET',
          url: VerificationPaths.devOutbox,
          query: { to: 'x@y.z' },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(ResponseCode.NotFound);
      } finally {
        await prod.close();
      }
    });

    it('tells the slider answer in development only (for browser journeys), 404 in production', async () => {
      const c = await challenge();
      const dev = await app.inject({
        method: 'GET',
        url: VerificationPaths.devSliderAnswer,
        query: { challengeId: c.data.challengeId },
      });
      expect(dev.statusCode).toBe(200);
      expect(dev.json().data).toEqual({ x: c.targetX });
      const unknown = await app.inject({
        method: 'GET',
        url: VerificationPaths.devSliderAnswer,
        query: { challengeId: 'no-such-challenge' },
      });
      expect(unknown.json().code).toBe(ResponseCode.NotFound);

      const prod = await buildTestApp(testDb.database, { env: { NODE_ENV: 'production' } });
      try {
        const res = await prod.inject({
          method: 'GET',
          url: VerificationPaths.devSliderAnswer,
          query: { challengeId: c.data.challengeId },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(ResponseCode.NotFound);
        expect(res.body).not.toContain(String(c.targetX));
      } finally {
        await prod.close();
      }
    });
  });
});
