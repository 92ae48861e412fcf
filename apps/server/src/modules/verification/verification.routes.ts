import {
  type CodeSentResponse,
  emailCodeRequestSchema,
  type LimitVerificationResponse,
  limitVerificationRequestSchema,
  type OutboxMessage,
  RegistrationPaths,
  ResponseCode,
  type SliderChallenge,
  smsCodeRequestSchema,
  type ValidatedResponse,
  validateEmailRequestSchema,
  validateMobileRequestSchema,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { sliderChallenges } from '../../db/schema/index';
import { AppError, ok } from '../../http/envelope';
import { createDelivery, type Delivery, type MailTransport, type SmsProvider } from './mailer';
import { verificationPolicies as P } from './verification.policy';
import {
  createSliderChallenge,
  outboxFor,
  sendCode,
  solveSlider,
  validateCode,
} from './verification.service';

export type VerificationRouteOptions = ModuleDeps & {
  /** login attempts per IP per minute; slider puzzles (images rendered per call) get three times that */
  loginRateLimit?: number;
  sms?: SmsProvider;
  mailTransport?: MailTransport;
};

const outboxQuerySchema = z.object({ to: z.string().trim().min(1).max(128) });
const sliderAnswerQuerySchema = z.object({ challengeId: z.string().trim().min(1).max(64) });

/**
 * Development only (404 when NODE_ENV=production), like the dev outbox: the answer of a slider puzzle,
 * so browser journeys can drag the handle to the right place the way a person would.
 */
export const DEV_SLIDER_ANSWER_PATH = '/dev/slider-answer';

export async function verificationRoutes(app: FastifyInstance, opts: VerificationRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts.database;
  const { settings } = opts;
  const delivery: Delivery = createDelivery({
    db,
    settings,
    logger: app.log,
    sms: opts.sms,
    mailTransport: opts.mailTransport,
  });
  const sliderRateLimit = {
    max: (opts.loginRateLimit ?? 20) * 3,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError(ResponseCode.TooManyRequests),
  };

  r.post(
    RegistrationPaths.sliderChallenge,
    { config: { policy: P.sliderChallenge, commonFields: true, rateLimit: sliderRateLimit } },
    async (request) => ok<SliderChallenge>(await createSliderChallenge(db, request.ip)),
  );

  r.post(
    RegistrationPaths.getLimitVerificationToken,
    {
      schema: { body: limitVerificationRequestSchema },
      config: { policy: P.getLimitVerificationToken, commonFields: true, rateLimit: sliderRateLimit },
    },
    async (request) => ok<LimitVerificationResponse>(await solveSlider(db, request.body)),
  );

  r.post(
    RegistrationPaths.getEmailCode,
    { schema: { body: emailCodeRequestSchema }, config: { policy: P.getEmailCode, commonFields: true } },
    async (request) =>
      ok<CodeSentResponse>(
        await sendCode(db, delivery, {
          channel: 'EMAIL',
          target: request.body.email,
          scene: request.body.scene,
          verificationToken: request.body.verificationToken,
          clientKey: request.ip,
          lang: request.lang,
        }),
      ),
  );

  r.post(
    RegistrationPaths.getSmsCode,
    { schema: { body: smsCodeRequestSchema }, config: { policy: P.getSmsCode, commonFields: true } },
    async (request) =>
      ok<CodeSentResponse>(
        await sendCode(db, delivery, {
          channel: 'SMS',
          target: request.body.mobile,
          scene: request.body.scene,
          verificationToken: request.body.verificationToken,
          clientKey: request.ip,
          lang: request.lang,
        }),
      ),
  );

  r.post(
    RegistrationPaths.validateEmail,
    {
      schema: { body: validateEmailRequestSchema },
      config: { policy: P.validateEmail, commonFields: true },
    },
    async (request) =>
      ok<ValidatedResponse>(
        await validateCode(db, {
          target: request.body.email,
          scene: request.body.scene,
          code: request.body.code,
        }),
      ),
  );

  r.post(
    RegistrationPaths.validateMobile,
    {
      schema: { body: validateMobileRequestSchema },
      config: { policy: P.validateMobile, commonFields: true },
    },
    async (request) =>
      ok<ValidatedResponse>(
        await validateCode(db, {
          target: request.body.mobile,
          scene: request.body.scene,
          code: request.body.code,
        }),
      ),
  );

  r.get(
    RegistrationPaths.devOutbox,
    { schema: { querystring: outboxQuerySchema }, config: { policy: P.devOutbox } },
    async (request) => {
      // Codes are readable here, so a production server must not have this page at all.
      if (settings.nodeEnv === 'production') throw new AppError(ResponseCode.NotFound);
      return ok<OutboxMessage[]>(await outboxFor(db, request.query.to));
    },
  );

  r.get(
    DEV_SLIDER_ANSWER_PATH,
    { schema: { querystring: sliderAnswerQuerySchema }, config: { policy: 'anonymous' } },
    async (request) => {
      // The answer defeats the slider check, so a production server must not have this page at all.
      if (settings.nodeEnv === 'production') throw new AppError(ResponseCode.NotFound);
      const [row] = await db
        .select({ x: sliderChallenges.targetX })
        .from(sliderChallenges)
        .where(eq(sliderChallenges.id, request.query.challengeId));
      if (!row) throw new AppError(ResponseCode.NotFound);
      return ok<{ x: number }>({ x: row.x });
    },
  );
}
