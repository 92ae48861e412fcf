import { noInput } from '../common';
import { endpoint } from '../endpoint';
import { VerificationPaths as P } from './paths';
import * as s from './schemas';

export const verificationEndpoints = {
  sliderChallenge: endpoint.post(P.sliderChallenge, noInput, s.sliderChallengeSchema),
  getLimitVerificationToken: endpoint.post(
    P.getLimitVerificationToken,
    s.limitVerificationRequestSchema,
    s.limitVerificationResponseSchema,
  ),
  getEmailCode: endpoint.post(P.getEmailCode, s.emailCodeRequestSchema, s.codeSentResponseSchema),
  getSmsCode: endpoint.post(P.getSmsCode, s.smsCodeRequestSchema, s.codeSentResponseSchema),
  validateEmail: endpoint.post(P.validateEmail, s.validateEmailRequestSchema, s.validatedResponseSchema),
  validateMobile: endpoint.post(P.validateMobile, s.validateMobileRequestSchema, s.validatedResponseSchema),
  devOutbox: endpoint.get(P.devOutbox, s.outboxQuerySchema, s.outboxMessageSchema.array()),
  devSliderAnswer: endpoint.get(P.devSliderAnswer, s.sliderAnswerQuerySchema, s.sliderAnswerSchema),
};
