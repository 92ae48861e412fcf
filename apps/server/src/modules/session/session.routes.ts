import { sessionEndpoints as E } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { changePassword, setPassword, setPasswordByToken } from './password.service';
import { confirmLogonQr, getAuthCode, showLogonQr } from './qr-login.service';
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

export const sessionModule = defineModule('session', [
  route(E.webLogon, {
    policy: P.webLogon,
    rateLimit: 'login',
    handler: ({ app, input, exhibitionId, clientKey }) =>
      webLogon(app.db, { ...input, exhibitionId, tokenTtlHours: app.settings.tokenTtlHours, clientKey }),
  }),
  route(E.logout, {
    policy: P.logout,
    handler: async ({ app, authorization }) => {
      await logout(app, authorization);
      return null;
    },
  }),
  route(E.checkBindExhibition, {
    policy: P.checkBindExhibition,
    rateLimit: 'login',
    handler: ({ app, input, exhibitionId, common }) =>
      checkBind(app.db, exhibitionId, input.account, common.subjectType),
  }),
  route(E.getInfo, {
    policy: P.getInfo,
    handler: async ({ app, session, lang }) =>
      presentUserInfo(session, await loadUserInfo(app.db, session), lang, mediaUrls(app.storage)),
  }),
  route(E.getUserInfoByToken, {
    policy: P.getUserInfoByToken,
    handler: async ({ app, session, lang }) =>
      presentUserInfoByToken(
        presentUserInfo(session, await loadUserInfo(app.db, session), lang, mediaUrls(app.storage)),
      ),
  }),
  route(E.getConfigurationInformation, {
    policy: P.getConfigurationInformation,
    handler: ({ app, exhibitionId, lang }) =>
      configurationInformation(app.db, exhibitionId, lang, app.settings.basePath),
  }),
  route(E.getConfigSwitch, {
    policy: P.getConfigSwitch,
    handler: async ({ app, exhibitionId }) => ({ configSwitch: await configSwitch(app.db, exhibitionId) }),
  }),
  route(E.completeRegistrationLink, {
    policy: P.completeRegistrationLink,
    handler: ({ app }) => completeRegistrationLink(app.settings.basePath),
  }),
  route(E.setPassword, {
    policy: P.setPassword,
    handler: async ({ app, session, input }) => {
      await setPassword(app.db, session, input);
      return null;
    },
  }),
  route(E.setPasswordByToken, {
    policy: P.setPasswordByToken,
    rateLimit: 'login',
    handler: async ({ app, input, clientKey }) => {
      await setPasswordByToken(app, { ...input, clientKey });
      return null;
    },
  }),
  route(E.changePassword, {
    policy: P.changePassword,
    rateLimit: 'login',
    handler: async ({ app, session, input, clientKey }) => {
      await changePassword(app, session, { ...input, clientKey });
      return null;
    },
  }),
  route(E.showLogonQR, {
    policy: P.showLogonQR,
    rateLimit: 'login',
    handler: ({ app, exhibitionId, publicOrigin }) =>
      showLogonQr(app.db, { exhibitionId, origin: publicOrigin, basePath: app.settings.basePath }),
  }),
  route(E.getAuthCode, {
    policy: P.getAuthCode,
    handler: ({ app, input, exhibitionId }) => getAuthCode(app.db, { qrId: input.qrId, exhibitionId }),
  }),
  route(E.confirmLogonQR, {
    policy: P.confirmLogonQR,
    handler: ({ app, session, input }) =>
      confirmLogonQr(app.db, session, { ...input, tokenTtlHours: app.settings.tokenTtlHours }),
  }),
]);
