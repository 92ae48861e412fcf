export const IdTypes = ['RESIDENT_ID', 'PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT', 'OTHER'] as const;
export type IdType = (typeof IdTypes)[number];

export const QuestionTypes = ['SINGLE', 'MULTIPLE', 'TEXT'] as const;
export type QuestionType = (typeof QuestionTypes)[number];
