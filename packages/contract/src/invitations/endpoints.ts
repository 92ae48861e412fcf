import { noInput } from '../common';
import { endpoint, FILE } from '../endpoint';
import { InvitationPaths as P } from './paths';
import * as s from './schemas';

export const invitationEndpoints = {
  poolCode: endpoint.post(P.poolCode, noInput, s.poolCodeSchema),
  resetPoolCode: endpoint.post(P.resetPoolCode, noInput, s.poolCodeSchema),
  addByInviteCode: endpoint.post(P.addByInviteCode, s.poolCodeRequestSchema, s.poolJoinSchema),
  contactList: endpoint.post(P.contactList, s.contactListRequestSchema, s.contactPageSchema),
  deleteContact: endpoint.post(P.deleteContact, s.contactIdsRequestSchema, s.contactBatchResultSchema),
  distributeContact: endpoint.post(
    P.distributeContact,
    s.contactDistributeRequestSchema,
    s.contactBatchResultSchema,
  ),
  getNum: endpoint.post(P.getNum, noInput, s.invitationCountsSchema),
  exportContact: endpoint.post(P.exportContact, s.contactExportRequestSchema, FILE),
  exportInviteRecord: endpoint.post(P.exportInviteRecord, s.sentExportRequestSchema, FILE),
  addInviteRecord: endpoint.post(P.addInviteRecord, s.inviteRequestAddSchema, s.inviteRequestSchema),
  addVisitingCard: endpoint.post(P.addVisitingCard, s.visitingCardRequestSchema, s.visitingCardResultSchema),
  inviteRecordList: endpoint.post(
    P.inviteRecordList,
    s.inviteRequestListRequestSchema,
    s.inviteRequestPageSchema,
  ),
  confirmInviteRecord: endpoint.post(P.confirmInviteRecord, s.inviteRequestIdSchema, s.inviteRequestSchema),
  sentList: endpoint.post(P.sentList, s.sentListRequestSchema, s.sentPageSchema),
  template: endpoint.post(P.template, noInput, FILE),
  importEmail: endpoint.upload(P.importEmail, s.importEmailRequestSchema, s.invitationReportSchema),
  sendEmail: endpoint.post(P.sendEmail, s.sendEmailRequestSchema, s.invitationReportSchema),
  apiKeyList: endpoint.post(P.apiKeyList, noInput, s.apiKeyListSchema),
  apiKeyCreate: endpoint.post(P.apiKeyCreate, s.apiKeyCreateSchema, s.apiKeyCreatedSchema),
  apiKeyRevoke: endpoint.post(P.apiKeyRevoke, s.apiKeyIdSchema, s.apiKeySchema),
  externalAddRecord: endpoint.post(
    P.externalAddRecord,
    s.externalRecordRequestSchema,
    s.externalRecordSchema,
  ),
};
