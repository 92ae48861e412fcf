import type { Bilingual } from '../codes';

/*
 * The fair's fixed pages (about, disclaimer, agreement), its Q&A and the platform's version log as the
 * organizer edits them (ours: the spec shows no organizer). Plain text only: the visitor pages show it as
 * text, never as HTML. Every list and text is bounded so one save stays a small request and one row.
 */
export const PAGE_LEAD_MAX = 10;
export const PAGE_SECTIONS_MAX = 30;
export const PAGE_HEADING_MAX = 200;
/** paragraphs of one section, and its bullet points */
export const PAGE_PARAGRAPHS_MAX = 30;
export const PAGE_PARAGRAPH_MAX = 3000;
/** all the text of one language of one page (the Q&A's questions and answers too), in characters */
export const PAGE_TEXT_MAX = 60_000;
export const QA_ITEMS_MAX = 100;
export const QA_QUESTION_MAX = 300;
export const QA_ANSWER_MAX = 3000;
export const APP_VERSION_MAX = 32;
export const APP_VERSION_NOTES_MAX = 30;
export const APP_VERSION_NOTE_MAX = 500;

/** `1.2`, `1.2.3`, `v2.0.1`, `1.3.0-beta.1`: two to four numbers and an optional pre-release label. */
export const APP_VERSION_PATTERN = /^v?\d{1,5}(\.\d{1,5}){1,3}(-[0-9A-Za-z][0-9A-Za-z.]{0,15})?$/;

export const pageMessages = {
  versionTaken: {
    zh: '版本日志中已有该版本号',
    en: 'The version log already has this version.',
  },
} satisfies Record<string, Bilingual>;
