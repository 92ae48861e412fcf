/** Product categories a company may name (spec 001 §5: "company product categories at 3"). */
export const COMPANY_CATEGORY_MAX = 3;
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
