import type { Policy } from '../../core/auth';

export const mediaPolicies = {
  // Exhibitor staff upload their company's pictures; which purposes need an administrator is in the
  // media table (mediaLimits[purpose].uploader) and checked by the service.
  uploadImage: 'exhibitor',
  // A video upload is continued and completed only by the account that started it (checked by id).
  videoCreate: 'exhibitor',
  videoChunk: 'exhibitor',
  videoStatus: 'exhibitor',
  videoComplete: 'exhibitor',
} as const satisfies Record<string, Policy>;
