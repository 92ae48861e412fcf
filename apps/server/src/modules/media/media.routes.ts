import { mediaEndpoints as E, type MediaPurpose, mediaLimits, ResponseCode } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import { AppError } from '../../core/errors';
import { defineModule, route } from '../../core/route';
import { requirePermission } from '../organizer/index';
import { mediaPolicies as P } from './media.policy';
import { presentImage, presentVideo } from './media.presenter';
import { storeImage, uploadFolder } from './media.service';
import {
  completeVideoUpload,
  receiveVideoChunk,
  startVideoUpload,
  videoUploadState,
} from './video-upload.service';

type VideoUploader = AuthSession & { employee: NonNullable<AuthSession['employee']> };

/** Videos are exhibitor staff's (administrators for the company video), on top of the route's policy. */
function videoUploaderFor(session: AuthSession, purpose: MediaPurpose): VideoUploader {
  if (!session.employee || !uploadFolder(session, purpose)) throw new AppError(ResponseCode.Forbidden);
  return session as VideoUploader;
}

export const mediaModule = defineModule('media', [
  route(E.uploadImage, {
    policy: P.uploadImage,
    handler: async ({ app, session, input: { purpose }, readUpload }) => {
      const folder = uploadFolder(session, purpose);
      if (!folder) throw new AppError(ResponseCode.Forbidden);
      if (mediaLimits[purpose].uploader === 'organizerContent')
        await requirePermission(app, session, 'editContent');
      // Read no further than the purpose allows: a longer file is refused without being kept.
      const file = await readUpload(mediaLimits[purpose].maxBytes);
      return presentImage(await storeImage(app.storage, folder, purpose, file), app.storage);
    },
  }),
  route(E.videoCreate, {
    policy: P.videoCreate,
    handler: ({ app, session, input: { purpose, size } }) =>
      startVideoUpload(app.db, app.storage, videoUploaderFor(session, purpose), purpose, size),
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
    handler: async ({ app, session, input: { uploadId } }) =>
      presentVideo(
        await completeVideoUpload(app.db, app.storage, session, uploadId, app.videoTools),
        app.storage,
      ),
  }),
]);
