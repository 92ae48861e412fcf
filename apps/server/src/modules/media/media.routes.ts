import { mediaEndpoints as E, type MediaPurpose, mediaLimits, ResponseCode } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { defineModule, route } from '../../core/route';
import { mayUploadChatMedia } from '../chat/index';
import { requirePermission } from '../organizer/index';
import { isChatPurpose, recordChatImage, recordChatVideo, storeChatFile } from './chat-media.service';
import { mediaPolicies as P } from './media.policy';
import { presentImage, presentVideo } from './media.presenter';
import { storeImage, uploadFolder } from './media.service';
import {
  completeVideoUpload,
  receiveVideoChunk,
  startVideoUpload,
  videoUploadState,
} from './video-upload.service';

/**
 * Videos are exhibitor staff's (administrators for the company video), and anyone's who chats for a chat
 * video, on top of the route's policy.
 */
async function videoUploaderFor(
  app: AppContext,
  session: AuthSession,
  purpose: MediaPurpose,
): Promise<AuthSession> {
  if (!uploadFolder(session, purpose)) throw new AppError(ResponseCode.Forbidden);
  await requireChatStanding(app, session, purpose);
  return session;
}

/**
 * A chat upload follows the chat's own rule of who speaks there (it needs the database): a rejected
 * buyer or an organizer who does not serve the chat stores no chat files.
 */
async function requireChatStanding(app: AppContext, session: AuthSession, purpose: MediaPurpose) {
  if (isChatPurpose(purpose) && !(await mayUploadChatMedia(app, session)))
    throw new AppError(ResponseCode.Forbidden);
}

export const mediaModule = defineModule('media', [
  route(E.uploadImage, {
    policy: P.uploadImage,
    handler: async ({ app, session, input: { purpose }, readUpload }) => {
      const folder = uploadFolder(session, purpose);
      if (!folder) throw new AppError(ResponseCode.Forbidden);
      if (mediaLimits[purpose].uploader === 'organizerContent')
        await requirePermission(app, session, 'editContent');
      await requireChatStanding(app, session, purpose);
      // Read no further than the purpose allows: a longer file is refused without being kept.
      const file = await readUpload(mediaLimits[purpose].maxBytes);
      const image = await storeImage(app.storage, folder, purpose, file);
      if (isChatPurpose(purpose)) await recordChatImage(app.db, session, image);
      return presentImage(image, app.storage);
    },
  }),
  route(E.uploadFile, {
    policy: P.uploadFile,
    handler: async ({ app, session, input: { purpose, name }, readUpload }) => {
      if (!uploadFolder(session, purpose)) throw new AppError(ResponseCode.Forbidden);
      await requireChatStanding(app, session, purpose);
      const file = await readUpload(mediaLimits[purpose].maxBytes);
      const stored = await storeChatFile(app.db, app.storage, session, purpose, name, file);
      return { ...stored, url: app.storage.urlFor(stored.key) };
    },
  }),
  route(E.videoCreate, {
    policy: P.videoCreate,
    handler: async ({ app, session, input: { purpose, size } }) =>
      startVideoUpload(app.db, app.storage, await videoUploaderFor(app, session, purpose), purpose, size),
  }),
  route(E.videoChunk, {
    policy: P.videoChunk,
    handler: ({ app, session, input: { uploadId, offset }, readUpload }) =>
      receiveVideoChunk(app.db, app.storage, session, uploadId, offset, readUpload),
  }),
  route(E.videoStatus, {
    policy: P.videoStatus,
    handler: ({ app, session, input: { uploadId } }) => videoUploadState(app.db, session, uploadId),
  }),
  route(E.videoComplete, {
    policy: P.videoComplete,
    handler: async ({ app, session, input: { uploadId } }) => {
      const { video, purpose } = await completeVideoUpload(
        app.db,
        app.storage,
        session,
        uploadId,
        app.videoTools,
      );
      if (isChatPurpose(purpose)) await recordChatVideo(app.db, session, video);
      return presentVideo(video, app.storage);
    },
  }),
]);
