import {
  accountInfoSchema,
  addVisitorRequestSchema,
  bindExhibitorRequestSchema,
  type CompanyFile,
  companyFileSchema,
  firstInfoSchema,
  RegistrationPaths,
  ResponseCode,
  registerByEmailNotCheckRequestSchema,
  registerByEmailRequestSchema,
  updateProfileRequestSchema,
  type VisitorProfile,
  type WebLogonResponse,
} from '@openfair/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { sessionOf } from '../../http/auth';
import { AppError, ok } from '../../http/envelope';
import { bindExhibitor } from './exhibitor-binding.service';
import { getCompanyFile, getVisitorProfile, saveCompanyFile } from './profile.service';
import { registrationPolicies as P } from './registration.policy';
import {
  addVisitor,
  completeVisitor,
  registerUserByEmail,
  registerUserByEmailNotCheck,
  saveAccountInfo,
  updateProfile,
} from './registration.service';

/** updateProfile (/profile): the first and the second info step in one form. */

export async function registrationRoutes(
  app: FastifyInstance,
  deps: ModuleDeps & { loginRateLimit: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { tokenTtlHours } = deps.settings;
  const commonFields = true;
  // Calls that hash or check a password: the same per-address limit as webLogon.
  const rateLimit = {
    max: deps.loginRateLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError(ResponseCode.TooManyRequests),
  };
  const who = (request: FastifyRequest) => ({
    exhibitionId: request.common.exhibitionId,
    userAccountId: sessionOf(request).userAccountId,
  });

  r.post(
    RegistrationPaths.registerUserByEmail,
    {
      schema: { body: registerByEmailRequestSchema },
      config: { policy: P.registerUserByEmail, commonFields, rateLimit },
    },
    async (request) =>
      ok<WebLogonResponse>(
        await registerUserByEmail(db, {
          ...request.body,
          exhibitionId: request.common.exhibitionId,
          tokenTtlHours,
        }),
      ),
  );

  r.post(
    RegistrationPaths.registerUserByEmailNotCheck,
    {
      schema: { body: registerByEmailNotCheckRequestSchema },
      config: { policy: P.registerUserByEmailNotCheck, commonFields, rateLimit },
    },
    async (request) =>
      ok<WebLogonResponse>(
        await registerUserByEmailNotCheck(db, {
          ...request.body,
          exhibitionId: request.common.exhibitionId,
          tokenTtlHours,
        }),
      ),
  );

  r.post(
    RegistrationPaths.addVisitor,
    { schema: { body: addVisitorRequestSchema }, config: { policy: P.addVisitor, commonFields, rateLimit } },
    async (request) =>
      ok<WebLogonResponse>(
        await addVisitor(db, { ...request.body, exhibitionId: request.common.exhibitionId, tokenTtlHours }),
      ),
  );

  r.post(
    RegistrationPaths.completeVisitor,
    { schema: { body: firstInfoSchema }, config: { policy: P.completeVisitor, commonFields } },
    async (request) => {
      await completeVisitor(db, { ...who(request), info: request.body });
      return ok(null);
    },
  );

  r.post(
    RegistrationPaths.saveAccountInfo,
    { schema: { body: accountInfoSchema }, config: { policy: P.saveAccountInfo, commonFields } },
    async (request) => {
      await saveAccountInfo(db, { ...who(request), info: request.body });
      return ok(null);
    },
  );

  r.post(RegistrationPaths.getVisitor, { config: { policy: P.getVisitor, commonFields } }, async (request) =>
    ok<VisitorProfile>(await getVisitorProfile(db, who(request))),
  );

  r.post(
    RegistrationPaths.updateProfile,
    { schema: { body: updateProfileRequestSchema }, config: { policy: P.updateProfile, commonFields } },
    async (request) => {
      await updateProfile(db, { ...who(request), info: request.body });
      return ok(null);
    },
  );

  r.post(
    RegistrationPaths.getCompanyFile,
    { config: { policy: P.getCompanyFile, commonFields } },
    async (request) => ok<CompanyFile>(await getCompanyFile(db, who(request))),
  );

  r.post(
    RegistrationPaths.saveCompanyFile,
    { schema: { body: companyFileSchema }, config: { policy: P.saveCompanyFile, commonFields } },
    async (request) => {
      await saveCompanyFile(db, { ...who(request), file: request.body });
      return ok(null);
    },
  );

  r.post(
    RegistrationPaths.bindExhibitor,
    {
      schema: { body: bindExhibitorRequestSchema },
      config: { policy: P.bindExhibitor, commonFields, rateLimit },
    },
    async (request) =>
      ok<WebLogonResponse>(
        await bindExhibitor(db, {
          ...request.body,
          exhibitionId: request.common.exhibitionId,
          tokenTtlHours,
          clientKey: request.ip,
        }),
      ),
  );
}
