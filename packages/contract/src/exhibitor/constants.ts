import type { Bilingual } from '../codes';

/** Product categories a company may name (spec 001 §5: "company product categories at 3"). */
export const COMPANY_CATEGORY_MAX = 3;
/**
 * How many categories a profile save may carry at all: more than the company maximum, so that a save
 * with four is answered with the spec's own message instead of a schema error.
 */
export const COMPANY_CATEGORY_REQUEST_MAX = 80;
/** Our bounds: tags a company shows on its cards, and the length of one. */
export const COMPANY_TAG_MAX = 10;
export const COMPANY_TAG_CHARS = 20;
/** Our bound: how many fairs a company says it has attended. */
export const ATTENDANCE_TIMES_MAX = 999;
/** Our bounds for the short free-text fields of the profile (scale, capital, contacts, post code). */
export const PROFILE_SHORT_TEXT_MAX = 100;
export const POST_CODE_MAX = 20;

/** Company scales offered in the profile (the spec names the field, not its values: ours). */
export const CompanyScales = ['1-49', '50-99', '100-499', '500-999', '1000-4999', '5000+'] as const;
export type CompanyScale = (typeof CompanyScales)[number];

/**
 * The parts of a booth the administrator's landing checks, in the order it lists them. Each is complete
 * when the profile has its essentials, a logo, company pictures, exhibits, employees besides the
 * administrator, and a hot-spot scene.
 */
export const BoothParts = ['profile', 'logo', 'images', 'exhibits', 'employees', 'hotShowcase'] as const;
export type BoothPart = (typeof BoothParts)[number];

/** Which employees the list shows. */
export const EmployeeStatuses = ['active', 'resigned', 'all'] as const;
export type EmployeeStatus = (typeof EmployeeStatuses)[number];

/** Messages of the back office forms, shown by the web form before sending and by the server on refusal. */
export const exhibitorMessages = {
  /** spec 001 §5: "product category cannot be more than 3" */
  categoryLimit: { zh: '产品类别不能超过3个', en: 'Product categories cannot be more than 3.' },
  employeeNotFound: { zh: '员工不存在', en: 'This employee does not exist.' },
  idCardInvalid: { zh: '请输入正确的身份证号', en: 'Please enter a correct ID card number.' },
  resignSelf: { zh: '不能将自己设为离职', en: 'You cannot mark yourself as resigned.' },
  lastAdmin: {
    zh: '公司至少需要一名管理员',
    en: 'The company needs at least one administrator.',
  },
} as const satisfies Record<string, Bilingual>;
