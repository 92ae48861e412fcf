import type { Policy } from '../../core/auth';

export const mediaPolicies = {
  // Exhibitor staff upload their company's pictures, organizers the fair's content pictures, visitors
  // their own application's photos: who may upload which purpose is in the media table
  // (mediaLimits[purpose].uploader) and checked with the purpose.
  uploadImage: 'loggedIn',
  // A video upload is continued and completed only by the account that started it (checked by id).
  videoCreate: 'exhibitor',
  videoChunk: 'exhibitor',
  videoStatus: 'exhibitor',
  videoComplete: 'exhibitor',
} as const satisfies Record<string, Policy>;
