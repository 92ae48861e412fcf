import { CODE_RULES, type CodeScene, ResponseCode, VerificationPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type CallOptions, testClient } from '../../../test/client';
import {
  humanDrag,
  latestCode,
  outbox,
  requestCode,
  servedAgo,
  sliderChallenge,
  solveSlider,
} from '../../../test/factories/verification';
import { accounts } from '../../../test/fixtures';
import { buildTestApp, enginesFor, useTestApp } from '../../../test/harness';
import { advanceClock, resetClock } from '../../core/clock';
import { createDelivery } from '../../core/mail';
import { verificationCodes } from '../../db/schema/index';
import { SLIDER_CHALLENGES_PER_WINDOW, verifyTargetToken } from './verification.service';

const MINUTE = 60_000;

describe.each(enginesFor('rules'))('verification on %s', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => resetClock());
  let ipCounter = 0;
  /** every test gets its own client address, so the per-client hourly cap of one does not leak into another */
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const challenge = (o: CallOptions = {}) => sliderChallenge(t.api, t.db, o);
  const sliderToken = (o: CallOptions = {}) => solveSlider(t.api, t.db, o);
  /** An answer dragged the way a person does it, to a puzzle served two seconds ago. */
  const answer = async (
    challengeId: string,
    x: number,
    durationMs: number,
    path = humanDrag(x, durationMs),
  ) => {
    await servedAgo(t.db, challengeId, 2000);
    return t.api.post(VerificationPaths.getLimitVerificationToken, { challengeId, x, durationMs, path });
  };
  const emailCode = (email: string, scene: CodeScene, o: CallOptions = {}) =>
    requestCode(t.api, t.db, { email }, scene, o);
  const validateEmail = (email: string, code: string, scene: CodeScene, o: CallOptions = {}) =>
    t.api.post(VerificationPaths.validateEmail, { email, code, scene }, o);

  describe('slider', () => {
    it('serves two PNG images and never the answer', async () => {
      const c = await challenge();
      expect(c.challenge.background).toMatch(/^data:image\/png;base64,/);
      expect(c.challenge.piece).toMatch(/^data:image\/png;base64,/);
      expect(c.challenge).toMatchObject({ width: 320, height: 160, pieceSize: 44, expiresInSeconds: 120 });
      expect(c.targetX).toBeGreaterThanOrEqual(80);
      expect(c.targetX).toBeLessThanOrEqual(260);
      expect(JSON.stringify(c.challenge)).not.toMatch(/target/i);
    });

    it('accepts an answer within 3 px and returns a verification token', async () => {
      const c = await challenge();
      const res = await answer(c.challenge.challengeId, c.targetX - 3, 400);
      expect(res.code).toBe(1000);
      expect(res.data.verificationToken).toMatch(/^[\w-]{40,}$/);
      expect(res.data.expiresInSeconds).toBe(300);
    });

    it('refuses a wrong answer and voids the challenge', async () => {
      const c = await challenge();
      expect((await answer(c.challenge.challengeId, c.targetX + 4, 900)).code).toBe(
        ResponseCode.SliderFailed,
      );
      expect((await answer(c.challenge.challengeId, c.targetX, 900)).code).toBe(ResponseCode.SliderFailed);
    });

    it('refuses a drag faster than 300 ms', async () => {
      const c = await challenge();
      expect((await answer(c.challenge.challengeId, c.targetX, 299)).code).toBe(ResponseCode.SliderFailed);
    });

    it('refuses an answer sooner than the puzzle could be seen, or a drag longer than the time since', async () => {
      const soon = await challenge();
      const x = soon.targetX;
      const immediate = await t.api.post(VerificationPaths.getLimitVerificationToken, {
        challengeId: soon.challenge.challengeId,
        x,
        durationMs: 900,
        path: humanDrag(x, 900),
      });
      expect(immediate.code).toBe(ResponseCode.SliderFailed);
      const claimed = await challenge();
      await servedAgo(t.db, claimed.challenge.challengeId, 1000);
      const tooLong = await t.api.post(VerificationPaths.getLimitVerificationToken, {
        challengeId: claimed.challenge.challengeId,
        x: claimed.targetX,
        durationMs: 5000,
        path: humanDrag(claimed.targetX, 5000),
      });
      expect(tooLong.code).toBe(ResponseCode.SliderFailed);
    });

    it('refuses a jump to the gap and a machine-regular drag', async () => {
      const jump = await challenge();
      const x = jump.targetX;
      expect(
        (
          await answer(jump.challenge.challengeId, x, 900, [
            [0, 0],
            [450, 0],
            [900, x],
          ])
        ).code,
      ).toBe(ResponseCode.SliderFailed);
      const regular = await challenge();
      const rx = regular.targetX;
      const linear: [number, number][] = Array.from({ length: 11 }, (_, i) => [i * 90, (rx * i) / 10]);
      expect((await answer(regular.challenge.challengeId, rx, 900, linear)).code).toBe(
        ResponseCode.SliderFailed,
      );
    });

    it('serves at most 30 puzzles to one address in 10 minutes', async () => {
      const ip = freshIp();
      for (let i = 0; i < SLIDER_CHALLENGES_PER_WINDOW; i++)
        expect((await t.api.post(VerificationPaths.sliderChallenge, {}, { ip })).code).toBe(1000);
      expect((await t.api.post(VerificationPaths.sliderChallenge, {}, { ip })).code).toBe(
        ResponseCode.TooManyRequests,
      );
      expect((await t.api.post(VerificationPaths.sliderChallenge, {}, { ip: freshIp() })).code).toBe(1000);
      advanceClock(10 * MINUTE + 1000);
      expect((await t.api.post(VerificationPaths.sliderChallenge, {}, { ip })).code).toBe(1000);
    }, 60_000);

    it('answers a challenge only once', async () => {
      const c = await challenge();
      expect((await answer(c.challenge.challengeId, c.targetX, 900)).code).toBe(1000);
      expect((await answer(c.challenge.challengeId, c.targetX, 900)).code).toBe(ResponseCode.SliderFailed);
    });

    it('expires a challenge after 2 minutes', async () => {
      const c = await challenge();
      advanceClock(2 * MINUTE + 1000);
      expect((await answer(c.challenge.challengeId, c.targetX, 900)).code).toBe(ResponseCode.SliderFailed);
    });
  });

  describe('sending codes', () => {
    it('refuses a code without a solved slider, and a slider token used twice', async () => {
      const ip = freshIp();
      const send = (email: string, verificationToken: string) =>
        t.api.post(VerificationPaths.getEmailCode, { email, scene: 'REGISTER', verificationToken }, { ip });
      expect((await send('noslider@example.test', 'made-up')).code).toBe(ResponseCode.SliderRequired);
      expect(await outbox(t.api, 'noslider@example.test')).toEqual([]);

      const token = await sliderToken({ ip });
      const first = await send('once@example.test', token);
      expect(first.code, first.msg).toBe(1000);
      expect((await send('once2@example.test', token)).code).toBe(ResponseCode.SliderRequired);
    });

    it('expires a slider token after 5 minutes', async () => {
      const ip = freshIp();
      const token = await sliderToken({ ip });
      advanceClock(5 * MINUTE + 1000);
      const res = await t.api.post(
        VerificationPaths.getEmailCode,
        { email: 'late-slider@example.test', scene: 'REGISTER', verificationToken: token },
        { ip },
      );
      expect(res.code).toBe(ResponseCode.SliderRequired);
    });

    it('sends 6 digits valid 10 minutes, stored only as a hash, in the request language', async () => {
      const ip = freshIp();
      const res = await emailCode('Fresh@Example.test', 'REGISTER', { ip, lang: 'en' });
      expect(res.code, res.msg).toBe(1000);
      expect(res.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const [msg] = await outbox(t.api, 'fresh@example.TEST');
      expect(msg!.channel).toBe('EMAIL');
      expect(msg!.code).toMatch(/^\d{6}$/);
      expect(msg!.text).toContain(msg!.code!);
      expect(msg!.text).toMatch(/verification code/);
      const rows = await t.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, 'fresh@example.test'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).not.toContain(msg!.code!);
      expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(CODE_RULES.ttlSeconds * 1000);

      const zh = await emailCode('fresh-zh@example.test', 'REGISTER', { ip, lang: 'cn' });
      expect(zh.code).toBe(1000);
      expect((await outbox(t.api, 'fresh-zh@example.test'))[0]!.text).toMatch(/验证码/);
    });

    it('allows one send per target every 60 s and says how long to wait, in zh and en', async () => {
      const ip = freshIp();
      expect((await emailCode('resend@example.test', 'REGISTER', { ip })).code).toBe(1000);
      advanceClock(15_000);
      const zh = await emailCode('resend@example.test', 'REGISTER', { ip });
      expect(zh.code).toBe(ResponseCode.TooManyRequests);
      expect(zh.msg).toContain('请 45 秒后再获取验证码');
      const en = await emailCode('resend@example.test', 'REGISTER', { ip, lang: 'en' });
      expect(en.code).toBe(ResponseCode.TooManyRequests);
      expect(en.msg).toMatch(/wait 45 seconds/);
      advanceClock(45_000);
      expect((await emailCode('resend@example.test', 'REGISTER', { ip })).code).toBe(1000);
      expect(await outbox(t.api, 'resend@example.test')).toHaveLength(2);
    });

    it('sends at most 10 codes per target per day', async () => {
      const ip = freshIp();
      for (let i = 0; i < CODE_RULES.perTargetPerDay; i++) {
        const res = await emailCode('daily@example.test', 'REGISTER', { ip });
        expect(res.code, res.msg).toBe(1000);
        // 61 minutes apart: the hourly cap of the client stays out of the way.
        advanceClock(61 * MINUTE);
      }
      const refused = await emailCode('daily@example.test', 'REGISTER', { ip, lang: 'en' });
      expect(refused.code).toBe(ResponseCode.TooManyRequests);
      expect(refused.msg).toMatch(/10 codes today/);
      advanceClock(24 * 60 * MINUTE);
      expect((await emailCode('daily@example.test', 'REGISTER', { ip })).code).toBe(1000);
    });

    it('sends at most 20 codes per client address per hour', async () => {
      const ip = freshIp();
      for (let i = 0; i < CODE_RULES.perClientPerHour; i++) {
        const res = await emailCode(`hourly${i}@example.test`, 'REGISTER', { ip });
        expect(res.code, res.msg).toBe(1000);
      }
      const refused = await emailCode('hourly-last@example.test', 'REGISTER', { ip });
      expect(refused.code).toBe(ResponseCode.TooManyRequests);
      // Another client is not affected, and this one may send again an hour later.
      expect((await emailCode('hourly-last@example.test', 'REGISTER', { ip: freshIp() })).code).toBe(1000);
      advanceClock(61 * MINUTE);
      expect((await emailCode('hourly-later@example.test', 'REGISTER', { ip })).code).toBe(1000);
    });

    it('REGISTER refuses an existing email or mobile, in zh and en', async () => {
      const ip = freshIp();
      const zh = await emailCode(accounts.visitor.email.toLowerCase(), 'REGISTER', { ip });
      expect(zh.code).toBe(ResponseCode.MobileOrEmailExists);
      expect(zh.msg).toBe('手机号或邮箱已存在');
      const en = await requestCode(t.api, t.db, { mobile: accounts.visitor.mobile }, 'REGISTER', {
        ip,
        lang: 'en',
      });
      expect(en.code).toBe(ResponseCode.MobileOrEmailExists);
      expect(en.msg).toBe('Mobile number or mailbox already exists');
    });

    it('LOGIN and RESET_PASSWORD refuse an unknown account', async () => {
      const ip = freshIp();
      expect((await emailCode('nobody@example.test', 'LOGIN', { ip })).code).toBe(
        ResponseCode.AccountNotFound,
      );
      expect((await emailCode('nobody@example.test', 'RESET_PASSWORD', { ip })).code).toBe(
        ResponseCode.AccountNotFound,
      );
      expect((await emailCode(accounts.visitor.email, 'LOGIN', { ip })).code).toBe(1000);
    });
  });

  describe('validating codes', () => {
    /** A code of that scene sent to the address, read from the outbox. */
    const codeFor = async (email: string, scene: CodeScene = 'REGISTER') => {
      await emailCode(email, scene, { ip: freshIp() });
      return latestCode(t.api, email);
    };

    it('turns a right code into a one-use verified token for that target and scene', async () => {
      const code = await codeFor('valid@example.test');
      const res = await validateEmail('VALID@example.test', code, 'REGISTER');
      expect(res.code, res.msg).toBe(1000);
      const token = res.data.verifiedToken;
      // Wrong scene or target: refused and not consumed.
      await expect(
        verifyTargetToken(t.db, { token, target: 'valid@example.test', scene: 'RESET_PASSWORD' }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
      await expect(
        verifyTargetToken(t.db, { token, target: 'other@example.test', scene: 'REGISTER' }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
      await verifyTargetToken(t.db, { token, target: ' Valid@Example.test', scene: 'REGISTER' });
      await expect(
        verifyTargetToken(t.db, { token, target: 'valid@example.test', scene: 'REGISTER' }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
      // The code itself is consumed too.
      expect((await validateEmail('valid@example.test', code, 'REGISTER')).code).toBe(
        ResponseCode.CodeExpired,
      );
    });

    it('expires a verified token after 30 minutes', async () => {
      const code = await codeFor('valid30@example.test');
      const res = await validateEmail('valid30@example.test', code, 'REGISTER');
      advanceClock(30 * MINUTE + 1000);
      await expect(
        verifyTargetToken(t.db, {
          token: res.data.verifiedToken,
          target: 'valid30@example.test',
          scene: 'REGISTER',
        }),
      ).rejects.toMatchObject({ code: ResponseCode.VerificationExpired });
    });

    it('refuses a code of another scene', async () => {
      const code = await codeFor(accounts.newVisitor.email, 'RESET_PASSWORD');
      const res = await validateEmail(accounts.newVisitor.email, code, 'LOGIN');
      expect(res.code).toBe(ResponseCode.CodeExpired);
    });

    it('voids a code after 5 wrong tries', async () => {
      const code = await codeFor('tries@example.test');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= CODE_RULES.maxWrongTries; i++) {
        const res = await validateEmail('tries@example.test', wrong, 'REGISTER', { lang: 'en' });
        expect(res.code).toBe(ResponseCode.VerificationCodeWrong);
        if (i < CODE_RULES.maxWrongTries) expect(res.msg).toContain(`${CODE_RULES.maxWrongTries - i} tr`);
        else expect(res.msg).toMatch(/now void/);
      }
      expect((await validateEmail('tries@example.test', code, 'REGISTER')).code).toBe(
        ResponseCode.CodeExpired,
      );
    });

    it('holds the cap of 5 tries when the guesses arrive all at once', async () => {
      const email = 'concurrent@example.test';
      const code = await codeFor(email);
      const guesses = Array.from({ length: 20 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      const answers = await Promise.all(guesses.map((g) => validateEmail(email, g, 'REGISTER')));
      const byCode = (c: number) => answers.filter((a) => a.code === c).length;
      // Only 5 guesses were compared; the rest found the code void, and so does the right one after them.
      expect(byCode(ResponseCode.VerificationCodeWrong)).toBe(CODE_RULES.maxWrongTries);
      expect(byCode(ResponseCode.CodeExpired)).toBe(guesses.length - CODE_RULES.maxWrongTries);
      expect((await validateEmail(email, code, 'REGISTER')).code).toBe(ResponseCode.CodeExpired);
    });

    it('a right code after wrong tries is consumed once, even when sent twice at the same time', async () => {
      const email = 'twice@example.test';
      const code = await codeFor(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i < CODE_RULES.maxWrongTries; i++) await validateEmail(email, wrong, 'REGISTER');
      const [a, b] = await Promise.all([
        validateEmail(email, code, 'REGISTER'),
        validateEmail(email, code, 'REGISTER'),
      ]);
      expect([a.code, b.code].sort()).toEqual([1000, ResponseCode.CodeExpired].sort());
    });

    it('expires a code after 10 minutes', async () => {
      const code = await codeFor('expiry@example.test');
      advanceClock(10 * MINUTE + 1000);
      expect((await validateEmail('expiry@example.test', code, 'REGISTER')).code).toBe(
        ResponseCode.CodeExpired,
      );
    });

    it('checks only the latest code of a target', async () => {
      const ip = freshIp();
      await emailCode('latest@example.test', 'REGISTER', { ip });
      const first = await latestCode(t.api, 'latest@example.test');
      advanceClock(61_000);
      await emailCode('latest@example.test', 'REGISTER', { ip });
      const second = await latestCode(t.api, 'latest@example.test');
      if (first !== second) {
        const old = await validateEmail('latest@example.test', first, 'REGISTER');
        expect(old.code).toBe(ResponseCode.VerificationCodeWrong);
      }
      expect((await validateEmail('latest@example.test', second, 'REGISTER')).code).toBe(1000);
    });

    it('sends and validates SMS codes through the outbox', async () => {
      const sent = await requestCode(t.api, t.db, { mobile: '13900001111' }, 'REGISTER', { ip: freshIp() });
      expect(sent.code, sent.msg).toBe(1000);
      const [msg] = await outbox(t.api, '+86 139-0000-1111');
      expect(msg!.channel).toBe('SMS');
      const res = await t.api.post(VerificationPaths.validateMobile, {
        mobile: '13900001111',
        code: msg!.code!,
        scene: 'REGISTER',
      });
      expect(res.code).toBe(1000);
      expect(res.data.verifiedToken).toBeTruthy();
    });
  });

  describe('delivery', () => {
    it('sends mail over SMTP when set, stores it as delivered and keeps the code out of the log', async () => {
      const sent: { to: string; text: string; from: string }[] = [];
      const logged: Record<string, unknown>[] = [];
      const logger = { info: (o: Record<string, unknown>) => logged.push(o), error: () => {} };
      const delivery = createDelivery({
        db: t.db,
        settings: { smtpUrl: 'smtp://mailer%40fair.test:pw@smtp.fair.test:587', nodeEnv: 'development' },
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
      const [row] = await outbox(t.api, 'smtp@example.test');
      expect(row!.code).toBe('424242');
    });

    it('has no dev outbox in production: the development routes are not even registered', async () => {
      const prod = await buildTestApp(t.database, { env: { NODE_ENV: 'production' } });
      try {
        // Unrouted, the path falls to the web app's fallback like any unknown page.
        const res = await testClient(prod).get(VerificationPaths.devOutbox, { to: 'x@y.z' });
        expect(res.code).not.toBe(ResponseCode.Success);
        expect(res.body).not.toContain('"code":1000');
        const devRoutes = prod.registeredRoutes.filter((r) => r.url.includes('/dev/'));
        expect(devRoutes).toEqual([]);
        expect(t.app.registeredRoutes.filter((r) => r.url.includes('/dev/')).length).toBeGreaterThan(0);
      } finally {
        await prod.close();
      }
    });

    it('tells the slider answer in development only (for browser journeys), never in production', async () => {
      const c = await challenge();
      const { challengeId } = c.challenge;
      const dev = await t.api.get(VerificationPaths.devSliderAnswer, { challengeId });
      expect(dev.status).toBe(200);
      expect(dev.data).toEqual({ x: c.targetX });
      const unknown = await t.api.get(VerificationPaths.devSliderAnswer, {
        challengeId: 'no-such-challenge',
      });
      expect(unknown.code).toBe(ResponseCode.NotFound);

      const prod = await buildTestApp(t.database, { env: { NODE_ENV: 'production' } });
      try {
        const res = await testClient(prod).get(VerificationPaths.devSliderAnswer, { challengeId });
        expect(res.code).not.toBe(ResponseCode.Success);
        expect(res.body).not.toContain(String(c.targetX));
      } finally {
        await prod.close();
      }
    });
  });
});
