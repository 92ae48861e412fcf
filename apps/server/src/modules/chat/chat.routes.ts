import { chatEndpoints as E } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { digestSetting, updateDigestSetting } from './chat.digest';
import {
  addGroupMembers,
  createGroup,
  groupColleagues,
  groupInfo,
  leaveGroup,
  removeGroupMember,
  renameGroup,
} from './chat.groups';
import { claimConversation, handOverConversation, openCompanyConversation } from './chat.inbox';
import { chatPolicies as P } from './chat.policy';
import { responseTimes } from './chat.response-times';
import { deleteConversation, listConversations, messageHistory, openConversation } from './chat.service';
import { allocateCustomerService } from './customer-service.service';
import { issueTourist, touristCustomerService, touristHistory } from './tourist.service';

export const chatModule = defineModule('chat', [
  route(E.conversationList, {
    policy: P.conversationList,
    handler: ({ app, session, lang, input }) => listConversations(app, session, lang, input),
  }),
  route(E.conversationOpen, {
    policy: P.conversationOpen,
    handler: ({ app, session, lang, input }) => openConversation(app, session, lang, input.userID),
  }),
  route(E.conversationOpenCompany, {
    policy: P.conversationOpenCompany,
    handler: ({ app, session, lang, input }) =>
      openCompanyConversation(app, session, lang, input.exhibitorId),
  }),
  route(E.conversationClaim, {
    policy: P.conversationClaim,
    handler: ({ app, session, lang, input }) => claimConversation(app, session, lang, input.conversationID),
  }),
  route(E.conversationHandOver, {
    policy: P.conversationHandOver,
    handler: ({ app, session, input }) => handOverConversation(app, session, input),
  }),
  route(E.conversationDelete, {
    policy: P.conversationDelete,
    handler: ({ app, session, input }) => deleteConversation(app, session, input.conversationID),
  }),
  route(E.groupColleagues, {
    policy: P.groupColleagues,
    handler: ({ app, session, lang }) => groupColleagues(app, session, lang),
  }),
  route(E.groupCreate, {
    policy: P.groupCreate,
    handler: ({ app, session, lang, common, input }) => createGroup(app, session, lang, common.appId, input),
  }),
  route(E.groupInfo, {
    policy: P.groupInfo,
    handler: ({ app, session, lang, input }) => groupInfo(app, session, lang, input.groupID),
  }),
  route(E.groupAddMembers, {
    policy: P.groupAddMembers,
    handler: ({ app, session, lang, common, input }) =>
      addGroupMembers(app, session, lang, common.appId, input),
  }),
  route(E.groupRemoveMember, {
    policy: P.groupRemoveMember,
    handler: ({ app, session, lang, common, input }) =>
      removeGroupMember(app, session, lang, common.appId, input),
  }),
  route(E.groupRename, {
    policy: P.groupRename,
    handler: ({ app, session, lang, common, input }) => renameGroup(app, session, lang, common.appId, input),
  }),
  route(E.groupLeave, {
    policy: P.groupLeave,
    handler: ({ app, session, common, input }) => leaveGroup(app, session, common.appId, input),
  }),
  route(E.customerService, {
    policy: P.customerService,
    handler: ({ app, session, lang }) => allocateCustomerService(app, session, lang),
  }),
  route(E.responseTimes, {
    policy: P.responseTimes,
    handler: ({ app, session, lang, input }) => responseTimes(app, session, lang, input.days),
  }),
  route(E.digestSetting, {
    policy: P.digestSetting,
    handler: ({ app, session }) => digestSetting(app, session),
  }),
  route(E.digestSettingUpdate, {
    policy: P.digestSettingUpdate,
    handler: ({ app, session, input }) => updateDigestSetting(app, session, input.enabled),
  }),
  route(E.touristIdentity, {
    policy: P.touristIdentity,
    // A per-minute limit of its own (not the logins'), besides the hourly allowance per address.
    rateLimit: 'tourist',
    handler: ({ app, exhibitionId, clientKey, lang }) => issueTourist(app, exhibitionId, clientKey, lang),
  }),
  route(E.touristCustomerService, {
    policy: P.touristCustomerService,
    handler: ({ app, exhibitionId, lang, input }) =>
      touristCustomerService(app, input.touristToken, exhibitionId, lang),
  }),
  route(E.touristMessageList, {
    policy: P.touristMessageList,
    handler: ({ app, exhibitionId, lang, input }) => touristHistory(app, exhibitionId, lang, input),
  }),
  route(E.messageList, {
    policy: P.messageList,
    handler: ({ app, session, lang, input }) => messageHistory(app, session, lang, input),
  }),
]);
