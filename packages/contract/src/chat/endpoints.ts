import { noData, noInput } from '../common';
import { endpoint } from '../endpoint';
import { ChatPaths as P } from './paths';
import * as s from './schemas';

export const chatEndpoints = {
  conversationList: endpoint.post(
    P.conversationList,
    s.conversationListRequestSchema,
    s.conversationPageSchema,
  ),
  conversationOpen: endpoint.post(P.conversationOpen, s.openConversationRequestSchema, s.conversationSchema),
  conversationOpenCompany: endpoint.post(
    P.conversationOpenCompany,
    s.openCompanyConversationRequestSchema,
    s.conversationSchema,
  ),
  conversationClaim: endpoint.post(P.conversationClaim, s.conversationRequestSchema, s.conversationSchema),
  conversationHandOver: endpoint.post(P.conversationHandOver, s.handOverRequestSchema, noData),
  conversationDelete: endpoint.post(P.conversationDelete, s.conversationRequestSchema, noData),
  messageList: endpoint.post(P.messageList, s.messageListRequestSchema, s.messageListResponseSchema),
  customerService: endpoint.post(P.customerService, noInput, s.customerServiceSchema),
  responseTimes: endpoint.post(P.responseTimes, s.responseTimesRequestSchema, s.responseTimesSchema),
  digestSetting: endpoint.post(P.digestSetting, noInput, s.chatDigestSettingSchema),
  digestSettingUpdate: endpoint.post(
    P.digestSettingUpdate,
    s.chatDigestUpdateSchema,
    s.chatDigestSettingSchema,
  ),
  groupColleagues: endpoint.post(P.groupColleagues, noInput, s.groupColleaguesSchema),
  groupCreate: endpoint.post(P.groupCreate, s.groupCreateRequestSchema, s.conversationSchema),
  groupInfo: endpoint.post(P.groupInfo, s.groupRequestSchema, s.groupInfoSchema),
  groupAddMembers: endpoint.post(P.groupAddMembers, s.groupAddMembersRequestSchema, s.groupInfoSchema),
  groupRemoveMember: endpoint.post(P.groupRemoveMember, s.groupRemoveMemberRequestSchema, s.groupInfoSchema),
  groupRename: endpoint.post(P.groupRename, s.groupRenameRequestSchema, s.groupInfoSchema),
  groupLeave: endpoint.post(P.groupLeave, s.groupRequestSchema, noData),
  touristIdentity: endpoint.post(P.touristIdentity, noInput, s.touristIdentitySchema),
  touristCustomerService: endpoint.post(
    P.touristCustomerService,
    s.touristRequestSchema,
    s.touristServiceSchema,
  ),
  touristMessageList: endpoint.post(
    P.touristMessageList,
    s.touristMessageListRequestSchema,
    s.messageListResponseSchema,
  ),
};
