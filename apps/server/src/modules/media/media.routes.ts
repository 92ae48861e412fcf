import { mediaEndpoints as E, mediaLimits, ResponseCode } from '@openfair/contract';
import { AppError } from '../../core/errors';
import { defineModule, route } from '../../core/route';
import { mediaPolicies as P } from './media.policy';
import { presentImage } from './media.presenter';
import { mayUpload, storeImage } from './media.service';

export const mediaModule = defineModule('media', [
  route(E.uploadImage, {
    policy: P.uploadImage,
    handler: async ({ app, session, input: { purpose }, readUpload }) => {
      if (!mayUpload(session, purpose)) throw new AppError(ResponseCode.Forbidden);
      // Read no further than the purpose allows: a longer file is refused without being kept.
      const file = await readUpload(mediaLimits[purpose].maxBytes);
      return presentImage(await storeImage(app.storage, session, purpose, file), app.storage);
    },
  }),
]);
