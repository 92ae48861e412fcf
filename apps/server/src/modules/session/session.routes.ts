import {
  ApiPaths,
  type CheckBindResponse,
  type CompleteRegistrationLinkResponse,
  type ConfigSwitchResponse,
  type ConfigurationInformation,
  changePasswordRequestSchema,
  checkBindRequestSchema,
  confirmLogonQrRequestSchema,
  type LogonQr,
  type QrAuthState,
  RegistrationPaths,
  ResponseCode,
  setPasswordByTokenRequestSchema,
  setPasswordRequestSchema,
  type UserInfo,
  type UserInfoByToken,
  type WebLogonResponse,
  webLogonRequestSchema,
} from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { sessionOf } from '../../http/auth';
import { AppError, ok } from '../../http/envelope';
import { changePassword, setPassword, setPasswordByToken } from './password.service';
import { confirmLogonQr, getAuthCode, requestOrigin, showLogonQr } from './qr-login.service';
import { sessionPolicies as P } from './session.policy';
import { presentUserInfo, presentUserInfoByToken } from './session.presenter';
import {
  checkBind,
  completeRegistrationLink,
  configSwitch,
  configurationInformation,
  loadUserInfo,
  logout,
  webLogon,
} from './session.service';

export async function sessionRoutes(app: FastifyInstance, deps: ModuleDeps & { loginRateLimit: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { settings } = deps;
  const rateLimit = {
    max: deps.loginRateLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new AppError(ResponseCode.TooManyRequests),
  };

  r.post(
    ApiPaths.webLogon,
    {
      schema: { body: webLogonRequestSchema },
      config: { policy: P.webLogon, commonFields: true, rateLimit },
    },
    async (request) =>
      ok<WebLogonResponse>(
        await webLogon(db, {
          ...request.body,
          exhibitionId: request.common.exhibitionId,
          tokenTtlHours: settings.tokenTtlHours,
          clientKey: request.ip,
        }),
      ),
  );

  r.post(ApiPaths.logout, { config: { policy: P.logout, commonFields: true } }, async (request) => {
    await logout(db, request.headers.authorization, settings.visitorToken);
    return ok(null);
  });

  r.post(
    ApiPaths.checkBindExhibition,
    {
      schema: { body: checkBindRequestSchema },
      config: { policy: P.checkBindExhibition, commonFields: true, rateLimit },
    },
    async (request) =>
      ok<CheckBindResponse>(
        await checkBind(db, request.common.exhibitionId, request.body.account, request.common.subjectType),
      ),
  );

  r.get(ApiPaths.getInfo, { config: { policy: P.getInfo, commonFields: true } }, async (request) => {
    const s = sessionOf(request);
    return ok<UserInfo>(presentUserInfo(s, await loadUserInfo(db, s), request.lang));
  });

  r.post(
    ApiPaths.getUserInfoByToken,
    { config: { policy: P.getUserInfoByToken, commonFields: true } },
    async (request) => {
      const s = sessionOf(request);
      return ok<UserInfoByToken>(
        presentUserInfoByToken(presentUserInfo(s, await loadUserInfo(db, s), request.lang)),
      );
    },
  );

  r.post(
    ApiPaths.getConfigurationInformation,
    { config: { policy: P.getConfigurationInformation, commonFields: true } },
    async (request) =>
      ok<ConfigurationInformation>(
        await configurationInformation(db, request.common.exhibitionId, request.lang, settings.basePath),
      ),
  );

  r.post(
    ApiPaths.getConfigSwitch,
    { config: { policy: P.getConfigSwitch, commonFields: true } },
    async (request) =>
      ok<ConfigSwitchResponse>({ configSwitch: await configSwitch(db, request.common.exhibitionId) }),
  );

  r.post(
    ApiPaths.completeRegistrationLink,
    { config: { policy: P.completeRegistrationLink, commonFields: true } },
    async () => ok<CompleteRegistrationLinkResponse>(completeRegistrationLink(settings.basePath)),
  );

  r.post(
    RegistrationPaths.setPassword,
    { schema: { body: setPasswordRequestSchema }, config: { policy: P.setPassword, commonFields: true } },
    async (request) => {
      await setPassword(db, sessionOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    RegistrationPaths.setPasswordByToken,
    {
      schema: { body: setPasswordByTokenRequestSchema },
      config: { policy: P.setPasswordByToken, commonFields: true, rateLimit },
    },
    async (request) => {
      await setPasswordByToken(db, { ...request.body, clientKey: request.ip });
      return ok(null);
    },
  );

  r.post(
    RegistrationPaths.changePassword,
    {
      schema: { body: changePasswordRequestSchema },
      config: { policy: P.changePassword, commonFields: true, rateLimit },
    },
    async (request) => {
      await changePassword(db, sessionOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    RegistrationPaths.showLogonQR,
    { config: { policy: P.showLogonQR, commonFields: true, rateLimit } },
    async (request) =>
      ok<LogonQr>(
        await showLogonQr(db, {
          exhibitionId: request.common.exhibitionId,
          origin: requestOrigin(request.headers, request.protocol),
          basePath: settings.basePath,
        }),
      ),
  );

  r.get(
    RegistrationPaths.getAuthCode,
    {
      schema: { querystring: z.object({ qrId: z.string().min(1).max(64) }) },
      config: { policy: P.getAuthCode, commonFields: true },
    },
    async (request) =>
      ok<QrAuthState>(
        await getAuthCode(db, { qrId: request.query.qrId, exhibitionId: request.common.exhibitionId }),
      ),
  );

  r.post(
    RegistrationPaths.confirmLogonQR,
    {
      schema: { body: confirmLogonQrRequestSchema },
      config: { policy: P.confirmLogonQR, commonFields: true },
    },
    async (request) =>
      ok<QrAuthState>(
        await confirmLogonQr(db, sessionOf(request), {
          ...request.body,
          tokenTtlHours: settings.tokenTtlHours,
        }),
      ),
  );
}
