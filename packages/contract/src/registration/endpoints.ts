import { noData, noInput } from '../common';
import { endpoint } from '../endpoint';
import { webLogonResponseSchema } from '../session/schemas';
import { RegistrationPaths as P } from './paths';
import * as s from './schemas';

export const registrationEndpoints = {
  registerUserByEmail: endpoint.post(
    P.registerUserByEmail,
    s.registerByEmailRequestSchema,
    webLogonResponseSchema,
  ),
  registerUserByEmailNotCheck: endpoint.post(
    P.registerUserByEmailNotCheck,
    s.registerByEmailNotCheckRequestSchema,
    webLogonResponseSchema,
  ),
  addVisitor: endpoint.post(P.addVisitor, s.addVisitorRequestSchema, webLogonResponseSchema),
  completeVisitor: endpoint.post(P.completeVisitor, s.firstInfoSchema, noData),
  saveAccountInfo: endpoint.post(P.saveAccountInfo, s.accountInfoSchema, noData),
  getVisitor: endpoint.post(P.getVisitor, noInput, s.visitorProfileSchema),
  updateProfile: endpoint.post(P.updateProfile, s.updateProfileRequestSchema, noData),
  getCompanyFile: endpoint.post(P.getCompanyFile, noInput, s.storedCompanyFileSchema),
  saveCompanyFile: endpoint.post(P.saveCompanyFile, s.companyFileSchema, noData),
  bindExhibitor: endpoint.post(P.bindExhibitor, s.bindExhibitorRequestSchema, webLogonResponseSchema),
  devExhibitorCode: endpoint.get(P.devExhibitorCode, s.exhibitorCodeQuerySchema, s.exhibitorCodeSchema),
  questionSite: endpoint.post(P.questionSite, noInput, s.questionSchema.array()),
  questionnaire: endpoint.post(P.questionnaire, noInput, s.questionAnswerSchema.array()),
  saveQuestion: endpoint.post(P.saveQuestion, s.saveQuestionRequestSchema, noData),
};
