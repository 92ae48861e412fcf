export { startChatDigests, sweepChatDigests } from './chat.digest';
export { groupMemberIds } from './chat.groups';
export { chatPeople } from './chat.people';
export { chatModule } from './chat.routes';
export {
  type ChatDelivery,
  chatError,
  markRead,
  mayUploadChatMedia,
  removeConversationMember,
  revokeMessage,
  type SendResult,
  sendMessage,
  syncChanges,
} from './chat.service';
export { startChatSweeper, sweepExpiredTourists, sweepUnsentUploads } from './chat.sweep';
export { touristSession } from './tourist.service';
