/** Uploads (ours: the spec shows no upload calls, only the limits of spec 001 §5). */
export const MediaPaths = {
  /** multipart/form-data with one `file` part; the purpose and the common fields in the query */
  uploadImage: '/visitor/v2/media/uploadImage',
  /** any file, stored as it is (a chat file); multipart like uploadImage, the file's name in the query */
  uploadFile: '/visitor/v2/media/uploadFile',
  /** resumable video upload: create, then chunks at offsets, then complete */
  videoCreate: '/visitor/v2/media/video/create',
  /** application/octet-stream body; uploadId, offset and the common fields in the query */
  videoChunk: '/visitor/v2/media/video/chunk',
  /** where an interrupted upload stands (resume from `offset`) */
  videoStatus: '/visitor/v2/media/video/status',
  videoComplete: '/visitor/v2/media/video/complete',
} as const;
