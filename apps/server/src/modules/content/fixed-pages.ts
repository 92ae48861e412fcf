import {
  type FixedPage,
  type FixedPageContent,
  type LanguageType,
  type OrganizerPage,
  organizerPageSchema,
  type PageDocument,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurationItems } from '../../db/schema/index';

/**
 * The organizer's version of a fixed page lives in configuration_items (one row per fair and page, the
 * table's primary key finds it) under `page.<name>`: `{ updatedAt, zh, en }` for a document page,
 * `{ updatedAt, items }` for the Q&A. No row: the page shows the client's built-in text.
 */
export const fixedPageKey = (page: FixedPage) => `page.${page}`;

export type StoredPage = {
  updatedAt: string;
  zh?: PageDocument;
  en?: PageDocument;
  items?: OrganizerPage['items'];
};

const EMPTY_DOCUMENT: PageDocument = { lead: [], sections: [] };

/** The stored value, or null when the organizer has none (or the row is not one this code wrote). */
export async function readStoredPage(
  db: DbOrTx,
  exhibitionId: string,
  page: FixedPage,
): Promise<StoredPage | null> {
  const [row] = await db
    .select({ value: configurationItems.value })
    .from(configurationItems)
    .where(
      and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, fixedPageKey(page))),
    )
    .limit(1);
  if (!row) return null;
  const parsed = organizerPageSchema
    .pick({ updatedAt: true })
    .extend({
      zh: organizerPageSchema.shape.zh.optional(),
      en: organizerPageSchema.shape.en.optional(),
      items: organizerPageSchema.shape.items.optional(),
    })
    .safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

/** Both languages, as the console edits them. */
export const presentOrganizerPage = (page: FixedPage, stored: StoredPage | null): OrganizerPage => ({
  page,
  edited: stored !== null,
  updatedAt: stored?.updatedAt ?? '',
  zh: stored?.zh ?? EMPTY_DOCUMENT,
  en: stored?.en ?? EMPTY_DOCUMENT,
  items: stored?.items ?? [],
});

/** The visitor's language only; `edited: false` keeps the client's built-in text. */
export function presentFixedPage(
  page: FixedPage,
  stored: StoredPage | null,
  lang: LanguageType,
): FixedPageContent {
  const doc = (lang === 'en' ? stored?.en : stored?.zh) ?? EMPTY_DOCUMENT;
  return {
    page,
    edited: stored !== null,
    updatedAt: stored?.updatedAt ?? '',
    lead: doc.lead,
    sections: doc.sections.map((s) => ({
      heading: s.heading,
      paragraphs: s.paragraphs,
      bullets: s.bullets,
    })),
    items: (stored?.items ?? []).map((q) =>
      lang === 'en'
        ? { question: q.questionEn, answer: q.answerEn }
        : { question: q.question, answer: q.answer },
    ),
  };
}
