/** Enumerations shared by the web client and the server (spec 000 §3, spec 001 §3-§4). */

/** Who the session belongs to. '' is anonymous (treated as a visitor for menus). ORGANIZER runs the fair. */
export const SubjectTypes = ['VISITOR', 'ACTOR', 'ORGANIZER'] as const;
export type SubjectType = (typeof SubjectTypes)[number];
export type SessionSubjectType = SubjectType | '';

export const NoticeTypes = ['SPONSOR', 'CHECKRESULT', 'INVITE', 'INTENTIONORDER'] as const;
export type NoticeType = (typeof NoticeTypes)[number];

/** Live state: 1 upcoming, 2 on air, anything else (0) replay. */
export const LiveState = { Replay: 0, Upcoming: 1, OnAir: 2 } as const;
export type LiveState = (typeof LiveState)[keyof typeof LiveState];
export const DEFAULT_LIVE_TYPE = 1;

export const CollectionSubjectTypes = ['ACTOR', 'PRODUCT'] as const;
export type CollectionSubjectType = (typeof CollectionSubjectTypes)[number];

/** The business id of call messages (spec 001 §3); their actions are CallActionTypes in calls/constants. */
export const CALL_BUSINESS_ID = 1;
/** The business id of a product inquiry card (a custom message naming the product a buyer asks about). */
export const PRODUCT_INQUIRY_BUSINESS_ID = 2;
export const GROUP_TIP_CALL_NOTE = 256;

export const InvitationSourceTypes = [
  'INVITE',
  'CARD',
  'INVITATION',
  'INVITE_CODE',
  'DISTRIBUTION',
  'NEWCUSTOMER',
  'INVITE_CODE_LIVE',
] as const;
export type InvitationSourceType = (typeof InvitationSourceTypes)[number];

export const Terminals = ['PC', 'H5', 'APP'] as const;
export type Terminal = (typeof Terminals)[number];

export const BannerShowTypes = ['HOME'] as const;
export type BannerShowType = (typeof BannerShowTypes)[number];
export const BannerUrlTypes = ['EXTERNAL', ''] as const;

export const CarouselItemTypes = ['ACTOR', 'EXTERNAL'] as const;
export type CarouselItemType = (typeof CarouselItemTypes)[number];

export const AdvertisementTypes = ['actor', 'product'] as const;
export type AdvertisementType = (typeof AdvertisementTypes)[number];

/** Pavilion floors (spec 000 §9). */
export const Floors = ['7F', '3F', 'M2', '2F', '1F', 'B1F'] as const;
export type Floor = (typeof Floors)[number];

/** Visitor registration progress (spec 000 §4), computed from the completeness flags. */
export const RegistrationStep = {
  Start: 1,
  FirstInfoPending: 2,
  RegisterPending: 3,
  QuestionnairePending: 4,
  Complete: 5,
} as const;
export type RegistrationStep = (typeof RegistrationStep)[keyof typeof RegistrationStep];

export const LoginTypes = ['PASSWORD', 'CODE'] as const;
export type LoginType = (typeof LoginTypes)[number];

export const SocialMediaTypes = [
  'facebook',
  'linkedin',
  'instagram',
  'pinterest',
  'twitter',
  'wechat',
  'QQ',
  'YouTube',
] as const;
