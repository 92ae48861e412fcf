import { mediaEndpoints as E, mediaLimits, ResponseCode } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import { AppError } from '../../core/errors';
import { defineModule, route } from '../../core/route';
import { mediaPolicies as P } from './media.policy';
import { presentImage, presentVideo } from './media.presenter';
import { mayUpload, storeImage } from './media.service';
import {
  completeVideoUpload,
  receiveVideoChunk,
  startVideoUpload,
  videoUploadState,
} from './video-upload.service';

type Uploader = AuthSession & { employee: NonNullable<AuthSession['employee']> };

/** The purpose's uploader rule (administrators for company pictures), on top of the route's policy. */
function uploaderFor(session: AuthSession, purpose: Parameters<typeof mayUpload>[1]): Uploader {
  if (!mayUpload(session, purpose) || !session.employee) throw new AppError(ResponseCode.Forbidden);
  return session as Uploader;
}

export const mediaModule = defineModule('media', [
  route(E.uploadImage, {
    policy: P.uploadImage,
    handler: async ({ app, session, input: { purpose }, readUpload }) => {
      const uploader = uploaderFor(session, purpose);
      // Read no further than the purpose allows: a longer file is refused without being kept.
      const file = await readUpload(mediaLimits[purpose].maxBytes);
      return presentImage(await storeImage(app.storage, uploader, purpose, file), app.storage);
    },
  }),
  route(E.videoCreate, {
    policy: P.videoCreate,
    handler: ({ app, session, input: { purpose, size } }) =>
      startVideoUpload(app.db, app.storage, uploaderFor(session, purpose), purpose, size),
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
