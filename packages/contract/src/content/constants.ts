/**
 * The fair's fixed pages (ours: the spec shows them as static text). The organizer may write its own
 * version of each in both languages; until then visitors read the client's built-in text.
 */
export const FixedPages = ['about', 'disclaimer', 'agreement', 'qa'] as const;
export type FixedPage = (typeof FixedPages)[number];
