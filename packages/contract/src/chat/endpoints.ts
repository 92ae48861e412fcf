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
