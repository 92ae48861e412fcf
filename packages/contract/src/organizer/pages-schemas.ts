import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { FixedPages } from '../content/constants';
import {
  APP_VERSION_MAX,
  APP_VERSION_NOTE_MAX,
  APP_VERSION_NOTES_MAX,
  APP_VERSION_PATTERN,
  PAGE_HEADING_MAX,
  PAGE_LEAD_MAX,
  PAGE_PARAGRAPH_MAX,
  PAGE_PARAGRAPHS_MAX,
  PAGE_SECTIONS_MAX,
  PAGE_TEXT_MAX,
  QA_ANSWER_MAX,
  QA_ITEMS_MAX,
  QA_QUESTION_MAX,
} from './pages-constants';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// No control characters (a NUL byte cannot be stored in jsonb; the others have no place in plain text).
// A line has no line break; an answer may keep its line breaks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const LINE = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const MULTILINE = /^[^\u0000-\u0009\u000b-\u001f\u007f]*$/;

const line = (max: number) => z.string().trim().min(1).max(max).regex(LINE);
const answer = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(z.string().trim().min(1).max(QA_ANSWER_MAX).regex(MULTILINE));

const paragraphs = z.array(line(PAGE_PARAGRAPH_MAX)).max(PAGE_PARAGRAPHS_MAX).default([]);

const sectionInput = z.object({
  heading: line(PAGE_HEADING_MAX),
  paragraphs,
  bullets: paragraphs,
});

const textOf = (doc: {
  lead: string[];
  sections: { heading: string; paragraphs: string[]; bullets: string[] }[];
}) =>
  doc.lead.join('').length +
  doc.sections.reduce(
    (n, s) => n + s.heading.length + s.paragraphs.join('').length + s.bullets.join('').length,
    0,
  );

/** One language of a document page: a lead and sections. */
const documentInput = z
  .object({
    lead: z.array(line(PAGE_PARAGRAPH_MAX)).max(PAGE_LEAD_MAX).default([]),
    sections: z.array(sectionInput).max(PAGE_SECTIONS_MAX).default([]),
  })
  .refine((d) => textOf(d) <= PAGE_TEXT_MAX, { message: 'tooLong' })
  .refine((d) => d.lead.length + d.sections.length > 0, { message: 'empty' });
export type PageDocumentInput = z.input<typeof documentInput>;

const qaEntryInput = z.object({
  question: line(QA_QUESTION_MAX),
  answer,
  questionEn: line(QA_QUESTION_MAX),
  answerEn: answer,
});

export const pageDocumentSchema = z.object({
  lead: z.array(z.string()),
  sections: z.array(
    z.object({ heading: z.string(), paragraphs: z.array(z.string()), bullets: z.array(z.string()) }),
  ),
});
export type PageDocument = z.output<typeof pageDocumentSchema>;
export const organizerQaEntrySchema = z.object({
  question: z.string(),
  answer: z.string(),
  questionEn: z.string(),
  answerEn: z.string(),
});
export type OrganizerQaEntry = z.output<typeof organizerQaEntrySchema>;

/**
 * A fixed page with both languages, as the organizer saved it. `edited: false`: nothing saved, visitors
 * read the built-in text (the console starts from that text). A document page has `zh` and `en`, the Q&A
 * page `items`.
 */
export const organizerPageSchema = z.object({
  page: z.enum(FixedPages),
  edited: z.boolean(),
  updatedAt: z.string(),
  zh: pageDocumentSchema,
  en: pageDocumentSchema,
  items: z.array(organizerQaEntrySchema),
});
export type OrganizerPage = z.output<typeof organizerPageSchema>;

export const organizerPageGetRequestSchema = z.object({ page: z.enum(FixedPages) });
/** Back to the built-in text: the organizer's version is removed (the audit log keeps it). */
export const organizerPageRestoreRequestSchema = organizerPageGetRequestSchema;

/** A document page needs both languages; the Q&A page its entries, each in both languages. */
export const organizerPageSaveRequestSchema = z
  .object({
    page: z.enum(FixedPages),
    zh: documentInput.optional(),
    en: documentInput.optional(),
    items: z
      .array(qaEntryInput)
      .min(1)
      .max(QA_ITEMS_MAX)
      // like a document, all the questions and answers of one language are bounded together
      .refine(
        (items) =>
          items.reduce((n, q) => n + q.question.length + q.answer.length, 0) <= PAGE_TEXT_MAX &&
          items.reduce((n, q) => n + q.questionEn.length + q.answerEn.length, 0) <= PAGE_TEXT_MAX,
        { message: 'tooLong' },
      )
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.page === 'qa') {
      if (!v.items) ctx.addIssue({ code: 'custom', path: ['items'], message: 'required' });
      return;
    }
    for (const lang of ['zh', 'en'] as const)
      if (!v[lang]) ctx.addIssue({ code: 'custom', path: [lang], message: 'required' });
  });
export type OrganizerPageSave = z.input<typeof organizerPageSaveRequestSchema>;

/** A release of the platform in its version log, both languages' notes. */
export const organizerAppVersionSchema = z.object({
  id: z.string(),
  version: z.string(),
  releaseDate: z.string(),
  notes: z.array(z.string()),
  notesEn: z.array(z.string()),
});
export type OrganizerAppVersion = z.output<typeof organizerAppVersionSchema>;
export const organizerAppVersionListRequestSchema = pageQuerySchema;
export const organizerAppVersionListSchema = pageSchema(organizerAppVersionSchema);

const releaseDate = z
  .string()
  .regex(ISO_DATE)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'date',
    },
  );
const notes = z.array(line(APP_VERSION_NOTE_MAX)).min(1).max(APP_VERSION_NOTES_MAX);

/** Adds a release (no id) or changes one. The version is unique in the log. */
export const organizerAppVersionSaveRequestSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  version: z.string().trim().min(1).max(APP_VERSION_MAX).regex(APP_VERSION_PATTERN),
  releaseDate,
  notes,
  notesEn: notes,
});
export type OrganizerAppVersionSave = z.input<typeof organizerAppVersionSaveRequestSchema>;
export const organizerAppVersionRemoveRequestSchema = z.object({ id: z.string().min(1).max(64) });
