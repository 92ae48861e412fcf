import { endpoint } from '../endpoint';
import { MediaPaths as P } from './paths';
import * as s from './schemas';

export const mediaEndpoints = {
  uploadImage: endpoint.upload(P.uploadImage, s.uploadImageRequestSchema, s.mediaImageSchema),
};
