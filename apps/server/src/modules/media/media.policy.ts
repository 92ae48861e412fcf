import type { Policy } from '../../core/auth';

export const mediaPolicies = {
  // Exhibitor staff upload their company's pictures, organizers the fair's content pictures, visitors
  // their own application's photos, anyone who chats their chat files: who may upload which purpose is
  // in the media table (mediaLimits[purpose].uploader) and checked with the purpose.
  uploadImage: 'loggedIn',
  uploadFile: 'loggedIn',
  // Exhibit and company videos are staff's, chat videos anyone's who chats (checked with the purpose). A
  // video upload is continued and completed only by the account that started it (checked by id).
  videoCreate: 'loggedIn',
  videoChunk: 'loggedIn',
  videoStatus: 'loggedIn',
  videoComplete: 'loggedIn',
} as const satisfies Record<string, Policy>;
