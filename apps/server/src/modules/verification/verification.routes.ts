import { type CodeScene, verificationEndpoints as E, ResponseCode } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { type Call, defineModule, route } from '../../core/route';
import { sliderChallenges } from '../../db/schema/index';
import { verificationPolicies as P } from './verification.policy';
import {
  createSliderChallenge,
  outboxFor,
  sendCode,
  solveSlider,
  validateCode,
} from './verification.service';

/** getEmailCode and getSmsCode: the same rules, a different channel. */
const sendCodeTo = (
  call: Call<{ scene: CodeScene; verificationToken: string }>,
  channel: 'EMAIL' | 'SMS',
  target: string,
) =>
  sendCode(call.app.db, call.app.delivery, {
    channel,
    target,
    scene: call.input.scene,
    verificationToken: call.input.verificationToken,
    clientKey: call.clientKey,
    lang: call.lang,
  });

export const verificationModule = defineModule('verification', [
  route(E.sliderChallenge, {
    policy: P.sliderChallenge,
    rateLimit: 'slider',
    handler: ({ app, clientKey }) => createSliderChallenge(app.db, clientKey),
  }),
  route(E.getLimitVerificationToken, {
    policy: P.getLimitVerificationToken,
    rateLimit: 'slider',
    handler: ({ app, input }) => solveSlider(app.db, input),
  }),
  route(E.getEmailCode, {
    policy: P.getEmailCode,
    handler: (call) => sendCodeTo(call, 'EMAIL', call.input.email),
  }),
  route(E.getSmsCode, {
    policy: P.getSmsCode,
    handler: (call) => sendCodeTo(call, 'SMS', call.input.mobile),
  }),
  route(E.validateEmail, {
    policy: P.validateEmail,
    handler: ({ app, input }) =>
      validateCode(app.db, { target: input.email, scene: input.scene, code: input.code }),
  }),
  route(E.validateMobile, {
    policy: P.validateMobile,
    handler: ({ app, input }) =>
      validateCode(app.db, { target: input.mobile, scene: input.scene, code: input.code }),
  }),
  // Codes and slider answers are readable through the development calls: a production server has none.
  route(E.devOutbox, {
    policy: P.devOutbox,
    commonFields: 'none',
    developmentOnly: true,
    handler: ({ app, input }) => outboxFor(app.db, input.to),
  }),
  // Browser journeys drag the slider to the answer the way a person would.
  route(E.devSliderAnswer, {
    policy: P.devSliderAnswer,
    commonFields: 'none',
    developmentOnly: true,
    handler: async ({ app, input }) => {
      const [row] = await app.db
        .select({ x: sliderChallenges.targetX })
        .from(sliderChallenges)
        .where(eq(sliderChallenges.id, input.challengeId));
      if (!row) throw new AppError(ResponseCode.NotFound);
      return { x: row.x };
    },
  }),
]);
