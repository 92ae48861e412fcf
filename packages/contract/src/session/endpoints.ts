import { noData, noInput } from '../common';
import { endpoint } from '../endpoint';
import { SessionPaths as P } from './paths';
import * as s from './schemas';

export const sessionEndpoints = {
  webLogon: endpoint.post(P.webLogon, s.webLogonRequestSchema, s.webLogonResponseSchema),
  logout: endpoint.post(P.logout, noInput, noData),
  checkBindExhibition: endpoint.post(
    P.checkBindExhibition,
    s.checkBindRequestSchema,
    s.checkBindResponseSchema,
  ),
  getInfo: endpoint.get(P.getInfo, noInput, s.userInfoSchema),
  getUserInfoByToken: endpoint.post(P.getUserInfoByToken, noInput, s.userInfoByTokenSchema),
  getConfigurationInformation: endpoint.post(
    P.getConfigurationInformation,
    noInput,
    s.configurationInformationSchema,
  ),
  getConfigSwitch: endpoint.post(P.getConfigSwitch, noInput, s.configSwitchResponseSchema),
  completeRegistrationLink: endpoint.post(
    P.completeRegistrationLink,
    noInput,
    s.completeRegistrationLinkSchema,
  ),
  setPassword: endpoint.post(P.setPassword, s.setPasswordRequestSchema, noData),
  setPasswordByToken: endpoint.post(P.setPasswordByToken, s.setPasswordByTokenRequestSchema, noData),
  changePassword: endpoint.post(P.changePassword, s.changePasswordRequestSchema, noData),
  showLogonQR: endpoint.post(P.showLogonQR, noInput, s.logonQrSchema),
  getAuthCode: endpoint.get(P.getAuthCode, s.authCodeRequestSchema, s.qrAuthStateSchema),
  confirmLogonQR: endpoint.post(P.confirmLogonQR, s.confirmLogonQrRequestSchema, s.qrAuthStateSchema),
};
