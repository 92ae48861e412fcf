import { endpoint } from '../endpoint';
import { MediaPaths as P } from './paths';
import * as s from './schemas';

export const mediaEndpoints = {
  uploadImage: endpoint.upload(P.uploadImage, s.uploadImageRequestSchema, s.mediaImageSchema),
  uploadFile: endpoint.upload(P.uploadFile, s.uploadFileRequestSchema, s.mediaFileSchema),
  videoCreate: endpoint.post(P.videoCreate, s.videoCreateRequestSchema, s.videoUploadStateSchema),
  videoChunk: endpoint.upload(P.videoChunk, s.videoChunkRequestSchema, s.videoUploadStateSchema),
  videoStatus: endpoint.post(P.videoStatus, s.videoUploadRequestSchema, s.videoUploadStateSchema),
  videoComplete: endpoint.post(P.videoComplete, s.videoUploadRequestSchema, s.mediaVideoSchema),
};
