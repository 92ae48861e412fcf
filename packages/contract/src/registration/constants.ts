export const IdTypes = ['RESIDENT_ID', 'PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT', 'OTHER'] as const;
export type IdType = (typeof IdTypes)[number];

export const QuestionTypes = ['SINGLE', 'MULTIPLE', 'TEXT'] as const;
export type QuestionType = (typeof QuestionTypes)[number];

/**
 * Business natures a visitor picks from on the second info step, stored as these keys (labels in the
 * web's profile namespace); the server's demo visitors use the same keys.
 */
export const BusinessNatures = [
  'manufacturer',
  'tradingCompany',
  'wholesaler',
  'retailer',
  'importer',
  'distributor',
  'ecommerce',
  'brandOwner',
  'buyingOffice',
  'other',
] as const;
export type BusinessNature = (typeof BusinessNatures)[number];
