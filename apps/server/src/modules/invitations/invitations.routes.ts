import { invitationEndpoints as E } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { createApiKey, externalAddRecord, listApiKeys, revokeApiKey } from './api-keys.service';
import {
  exportSent,
  importEmails,
  invitationTemplate,
  listSent,
  sendEmails,
} from './email-invitations.service';
import { invitationPolicies as P } from './invitations.policy';
import { addRequest, confirmRequest, listRequests } from './invite-requests.service';
import {
  addVisitingCard,
  counts,
  deleteContacts,
  distributeContacts,
  exportContacts,
  joinByCode,
  listContacts,
  poolCode,
  resetPoolCode,
} from './pool.service';

export const invitationsModule = defineModule('invitations', [
  route(E.poolCode, { policy: P.poolCode, handler: ({ app, session }) => poolCode(app.db, session) }),
  route(E.resetPoolCode, {
    policy: P.resetPoolCode,
    handler: ({ app, session }) => resetPoolCode(app.db, session),
  }),
  route(E.addByInviteCode, {
    policy: P.addByInviteCode,
    // A code is a secret: entries are limited per client address like logins.
    rateLimit: 'login',
    handler: ({ app, session, input }) => joinByCode(app, session, input.code),
  }),
  route(E.contactList, {
    policy: P.contactList,
    handler: ({ app, session, input, lang }) => listContacts(app.db, session, input, lang),
  }),
  route(E.deleteContact, {
    policy: P.deleteContact,
    handler: ({ app, session, input }) => deleteContacts(app, session, input.ids),
  }),
  route(E.distributeContact, {
    policy: P.distributeContact,
    handler: ({ app, session, input }) => distributeContacts(app.db, session, input),
  }),
  route(E.getNum, { policy: P.getNum, handler: ({ app, session }) => counts(app.db, session) }),
  route(E.exportContact, {
    policy: P.exportContact,
    handler: ({ app, session, input, lang }) => exportContacts(app.db, session, input, lang),
  }),
  route(E.exportInviteRecord, {
    policy: P.exportInviteRecord,
    handler: ({ app, session, input, lang }) => exportSent(app.db, session, input, lang),
  }),
  route(E.addInviteRecord, {
    policy: P.addInviteRecord,
    handler: ({ app, session, input }) => addRequest(app, session, input),
  }),
  route(E.addVisitingCard, {
    policy: P.addVisitingCard,
    handler: ({ app, session, input }) => addVisitingCard(app, session, input),
  }),
  route(E.inviteRecordList, {
    policy: P.inviteRecordList,
    handler: ({ app, session, input }) => listRequests(app.db, session, input),
  }),
  route(E.confirmInviteRecord, {
    policy: P.confirmInviteRecord,
    handler: ({ app, session, input }) => confirmRequest(app, session, input.id),
  }),
  route(E.sentList, {
    policy: P.sentList,
    handler: ({ app, session, input }) => listSent(app.db, session, input),
  }),
  route(E.template, { policy: P.template, handler: ({ lang }) => invitationTemplate(lang) }),
  route(E.importEmail, {
    policy: P.importEmail,
    handler: ({ app, session, lang, input, readUpload, publicOrigin }) =>
      importEmails(app, session, lang, readUpload, publicOrigin, input.checkOnly),
  }),
  route(E.sendEmail, {
    policy: P.sendEmail,
    handler: ({ app, session, input, lang, publicOrigin }) =>
      sendEmails(app, session, input.list, lang, publicOrigin),
  }),
  route(E.apiKeyList, { policy: P.apiKeyList, handler: ({ app, session }) => listApiKeys(app.db, session) }),
  route(E.apiKeyCreate, {
    policy: P.apiKeyCreate,
    handler: ({ app, session, input }) => createApiKey(app.db, session, input.name),
  }),
  route(E.apiKeyRevoke, {
    policy: P.apiKeyRevoke,
    handler: ({ app, session, input }) => revokeApiKey(app.db, session, input.id),
  }),
  route(E.externalAddRecord, {
    policy: P.externalAddRecord,
    // The key is a secret: tries are limited per client address like logins (a system sends a few a minute).
    rateLimit: 'login',
    handler: ({ app, exhibitionId, authorization, input, lang, publicOrigin }) =>
      externalAddRecord(app, exhibitionId, authorization, input, lang, publicOrigin),
  }),
]);
