import type { Bilingual } from '../codes';
import type { InvitationSourceType } from '../enums';

/**
 * An exhibitor's client-pool invitation code: 10 characters of a 32-letter alphabet without look-alikes
 * (0/O, 1/I), about 50 bits drawn with crypto, so trying codes is hopeless (entries are also rate
 * limited per client address like logins, LOGIN_RATE_LIMIT a minute).
 */
export const POOL_CODE_LENGTH = 10;
export const POOL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Bounds on e-mail invitations, so an exhibitor's account (or someone who took it over) cannot use the
 * fair to spam: one call sends at most INVITATION_SEND_MAX addresses typed in by hand; one Excel file
 * holds at most INVITATION_IMPORT_MAX_ROWS rows and INVITATION_IMPORT_MAX_BYTES bytes; an exhibitor
 * invites at most INVITATIONS_PER_HOUR addresses in any hour and INVITATIONS_PER_DAY in any 24 hours
 * (a batch that would pass either is refused as a whole, nothing is sent); an address it invited in the
 * last INVITATION_RESEND_HOURS is not mailed again (reported as a duplicate).
 */
export const INVITATION_SEND_MAX = 20;
export const INVITATION_IMPORT_MAX_ROWS = 200;
export const INVITATION_IMPORT_MAX_BYTES = 1024 * 1024;
export const INVITATIONS_PER_HOUR = 300;
export const INVITATIONS_PER_DAY = 1000;

/**
 * Keys of a company's own systems for externalInterface/invitation/addRecord: sent as
 * `Authorization: ApiKey <key>`, at most INVITATION_API_KEYS_MAX not revoked per company. What a key records
 * counts against the company's hourly and daily invitation bounds above, like every invitation.
 */
export const INVITATION_API_KEY_SCHEME = 'ApiKey';
export const INVITATION_API_KEY_PREFIX = 'ofk_';
export const INVITATION_API_KEYS_MAX = 5;
export const INVITATION_RESEND_HOURS = 24;
/** How long the registration link of an invitation e-mail stays valid. */
export const INVITATION_LINK_TTL_HOURS = 30 * 24;
/** Our bound: approval requests (inviteRecord) one visitor may send in 24 hours, over every exhibitor. */
export const INVITE_REQUESTS_PER_DAY = 50;
export const INVITE_REQUEST_MESSAGE_MAX = 200;
/** Our bound: rows one export of the client pool or of the sent invitations holds (newest first). */
export const INVITATION_EXPORT_MAX = 10_000;
/** Our bound: clients one delete or distribution call names. */
export const CONTACT_BATCH_MAX = 100;

export const InviteRequestStatuses = ['PENDING', 'CONFIRMED'] as const;
export type InviteRequestStatus = (typeof InviteRequestStatuses)[number];

export const InvitationRegisterFilters = ['all', 'registered', 'unregistered'] as const;
export type InvitationRegisterFilter = (typeof InvitationRegisterFilters)[number];

/** How a visitor came into a client pool, as the pool list shows it. */
export const poolSourceLabels: Record<InvitationSourceType, Bilingual> = {
  INVITE: { zh: '买家邀请', en: 'Buyer invitation' },
  CARD: { zh: '名片', en: 'Business card' },
  INVITATION: { zh: '邮件邀请', en: 'E-mail invitation' },
  INVITE_CODE: { zh: '邀请码', en: 'Invitation code' },
  DISTRIBUTION: { zh: '分配', en: 'Distribution' },
  NEWCUSTOMER: { zh: '新客户', en: 'New customer' },
  INVITE_CODE_LIVE: { zh: '直播邀请码', en: 'Live invitation code' },
};

export const invitationMessages = {
  codeInvalid: { zh: '邀请码错误', en: 'Invitation code error' },
  notFound: { zh: '记录不存在', en: 'This record does not exist.' },
  visitorNotFound: { zh: '观众不存在', en: 'This visitor does not exist.' },
  exhibitorNotFound: { zh: '展商不存在', en: 'This exhibitor does not exist.' },
  notEmployee: {
    zh: '只能分配给本公司在职员工',
    en: 'Clients can only be given to a current employee of your company.',
  },
  tooManyRequests: {
    zh: '今日邀请次数已达上限，请明天再试',
    en: 'You have sent too many invitations today, please try again tomorrow.',
  },
  hourlyLimit: {
    zh: '每小时最多邀请{max}个邮箱，本小时还可邀请{left}个',
    en: 'At most {max} addresses can be invited per hour; {left} left this hour.',
  },
  dailyLimit: {
    zh: '每天最多邀请{max}个邮箱，今天还可邀请{left}个',
    en: 'At most {max} addresses can be invited per day; {left} left today.',
  },
  badEmail: { zh: '邮箱格式不正确', en: 'The e-mail address is not valid' },
  apiKeyInvalid: {
    zh: '接口密钥无效或已停用',
    en: 'The API key is not valid or was revoked.',
  },
  apiKeysFull: {
    zh: '每家公司最多{max}个有效接口密钥，请先停用不再使用的密钥',
    en: 'A company can have at most {max} active API keys: revoke one you no longer use first.',
  },
  recordRefused: { zh: '邀请未记录：{problems}', en: 'The invitation was not recorded: {problems}' },
  badMobile: {
    zh: '手机号码格式不正确（11位中国大陆手机号）',
    en: 'The mobile number is not valid (11 digits, mainland China)',
  },
  emailRequired: { zh: '请填写邮箱', en: 'The e-mail address is missing' },
  nameTooLong: { zh: '姓名过长（最多50个字符）', en: 'The name is too long (at most 50 characters)' },
  duplicateInFile: { zh: '与第{row}行重复', en: 'Same address as row {row}' },
  recentlyInvited: {
    zh: '24小时内已邀请过该邮箱',
    en: 'This address was already invited in the last 24 hours',
  },
  alreadyRegistered: {
    zh: '该邮箱已注册，请将邀请码发给对方',
    en: 'This address already has an account: give them your invitation code instead',
  },
  notTemplate: {
    zh: '请使用邀请模板（Excel .xlsx 文件）',
    en: 'Please use the invitation template (an Excel .xlsx file).',
  },
  tooLarge: { zh: '文件不能超过{max}', en: 'The file cannot be larger than {max}.' },
  tooManyRows: { zh: '一个文件最多{max}行', en: 'A file can hold at most {max} rows.' },
  empty: { zh: '无有效数据', en: 'No valid data.' },
  noPublicAddress: {
    zh: '未配置平台访问地址（PUBLIC_URL），无法生成邀请链接',
    en: 'The platform address (PUBLIC_URL) is not configured, so no invitation link can be made.',
  },
} as const satisfies Record<string, Bilingual>;
