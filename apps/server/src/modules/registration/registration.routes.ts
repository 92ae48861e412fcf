import { registrationEndpoints as E } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { bindExhibitor, exhibitorCodeOf } from './exhibitor-binding.service';
import { getCompanyFile, getVisitorProfile, saveCompanyFile } from './profile.service';
import { listQuestions, myAnswers, saveQuestionnaire } from './questionnaire.service';
import { registrationPolicies as P } from './registration.policy';
import {
  addVisitor,
  completeVisitor,
  registerUserByEmail,
  registerUserByEmailNotCheck,
  saveAccountInfo,
  updateProfile,
} from './registration.service';

/** The visitor's own rows are keyed by fair and account. */
const who = (call: { exhibitionId: string; session: { userAccountId: string } }) => ({
  exhibitionId: call.exhibitionId,
  userAccountId: call.session.userAccountId,
});

export const registrationModule = defineModule('registration', [
  // Calls that hash or check a password have the same per-address limit as webLogon.
  route(E.registerUserByEmail, {
    policy: P.registerUserByEmail,
    rateLimit: 'login',
    handler: ({ app, input, exhibitionId }) =>
      registerUserByEmail(app.db, { ...input, exhibitionId, tokenTtlHours: app.settings.tokenTtlHours }),
  }),
  route(E.registerUserByEmailNotCheck, {
    policy: P.registerUserByEmailNotCheck,
    rateLimit: 'login',
    handler: ({ app, input, exhibitionId }) =>
      registerUserByEmailNotCheck(app.db, {
        ...input,
        exhibitionId,
        tokenTtlHours: app.settings.tokenTtlHours,
      }),
  }),
  route(E.addVisitor, {
    policy: P.addVisitor,
    rateLimit: 'login',
    handler: ({ app, input, exhibitionId }) =>
      addVisitor(app.db, { ...input, exhibitionId, tokenTtlHours: app.settings.tokenTtlHours }),
  }),
  route(E.completeVisitor, {
    policy: P.completeVisitor,
    handler: async (call) => {
      await completeVisitor(call.app, { ...who(call), info: call.input });
      return null;
    },
  }),
  route(E.saveAccountInfo, {
    policy: P.saveAccountInfo,
    handler: async (call) => {
      await saveAccountInfo(call.app.db, { ...who(call), info: call.input });
      // Purchase categories steer the visitor's recommendations.
      await call.app.events.publish('interests.changed', who(call));
      return null;
    },
  }),
  route(E.getVisitor, {
    policy: P.getVisitor,
    handler: (call) => getVisitorProfile(call.app.db, who(call), mediaUrls(call.app.storage)),
  }),
  route(E.updateProfile, {
    policy: P.updateProfile,
    handler: async (call) => {
      await updateProfile(call.app, { ...who(call), info: call.input });
      await call.app.events.publish('interests.changed', who(call));
      return null;
    },
  }),
  route(E.getCompanyFile, {
    policy: P.getCompanyFile,
    handler: (call) => getCompanyFile(call.app.db, who(call)),
  }),
  route(E.saveCompanyFile, {
    policy: P.saveCompanyFile,
    handler: async (call) => {
      await saveCompanyFile(call.app.db, { ...who(call), file: call.input });
      return null;
    },
  }),
  route(E.bindExhibitor, {
    policy: P.bindExhibitor,
    rateLimit: 'login',
    handler: ({ app, input, exhibitionId, clientKey }) =>
      bindExhibitor(app, { ...input, exhibitionId, tokenTtlHours: app.settings.tokenTtlHours, clientKey }),
  }),
  route(E.devExhibitorCode, {
    policy: P.devExhibitorCode,
    commonFields: 'none',
    developmentOnly: true,
    handler: ({ app, input }) => exhibitorCodeOf(app.db, input.exhibitorId),
  }),

  // ——— questionnaire ———
  route(E.questionSite, {
    policy: P.questionSite,
    handler: ({ app, exhibitionId, lang }) => listQuestions(app.db, exhibitionId, lang),
  }),
  route(E.questionnaire, {
    policy: P.questionnaire,
    handler: (call) => myAnswers(call.app.db, call.exhibitionId, call.session.userAccountId),
  }),
  route(E.saveQuestion, {
    policy: P.saveQuestion,
    handler: async (call) => {
      await saveQuestionnaire(call.app, { ...who(call), answers: call.input.answers });
      // Questionnaire choices count as purchase categories for recommendations.
      await call.app.events.publish('interests.changed', who(call));
      return null;
    },
  }),
]);
