import type { BannerAudience } from '@openfair/contract';

/** The i18n key of a banner's audience ('' is everyone). */
export const audienceKey = (audience: BannerAudience) => audience || 'all';
