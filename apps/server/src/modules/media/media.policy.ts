import type { Policy } from '../../core/auth';

export const mediaPolicies = {
  // Exhibitor staff upload their company's pictures; which purposes need an administrator is in the
  // media table (mediaLimits[purpose].uploader) and checked by the service.
  uploadImage: 'exhibitor',
} as const satisfies Record<string, Policy>;
