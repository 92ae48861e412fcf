import { randomBytes } from 'node:crypto';
import {
  type Bilingual,
  type OrganizerQuestion,
  type OrganizerQuestionSave,
  QUESTIONS_MAX,
  questionnaireMessages,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { questionAnswers, questions } from '../../db/schema/index';
import { recordAudit, requirePermission } from './organizer-access.service';

type QuestionRow = typeof questions.$inferSelect;

const refuse = (message: Bilingual, code = ResponseCode.BadRequest) =>
  new AppError(code, undefined, { cn: message.zh, en: message.en });

const present = (row: QuestionRow, answers: number): OrganizerQuestion => ({
  id: row.id,
  type: row.type,
  title: row.title,
  titleEn: row.titleEn,
  required: row.required,
  options: row.options,
  maxLength: row.maxLength,
  sort: row.sort,
  answers,
  isDemo: row.isDemo,
});

/** What the audit log keeps of a question. */
const audited = (row: QuestionRow) => ({
  type: row.type,
  title: row.title,
  titleEn: row.titleEn,
  required: row.required,
  options: row.options.map((o) => `${o.label} / ${o.labelEn}`).join('; '),
  maxLength: row.maxLength,
  sort: row.sort,
});

async function answerCount(db: DbOrTx, questionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, questionId));
  return row?.n ?? 0;
}

async function ownQuestion(db: DbOrTx, exhibitionId: string, id: string): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/** The fair's questions in the visitors' order, with both languages and how often each was answered. */
export async function listQuestionnaire(app: AppContext, session: AuthSession): Promise<OrganizerQuestion[]> {
  await requirePermission(app, session, 'configureFair');
  const rows = await app.db
    .select()
    .from(questions)
    .where(eq(questions.exhibitionId, session.exhibitionId))
    .orderBy(asc(questions.sort), asc(questions.id))
    .limit(QUESTIONS_MAX);
  const counts = await Promise.all(rows.map((r) => answerCount(app.db, r.id)));
  return rows.map((row, i) => present(row, counts[i] ?? 0));
}

/**
 * Adds or changes a question. Options keep their ids (a new one gets a fresh id), so answers given to an
 * option stay attached to it; an option taken away leaves its answers out of the visitors' next save.
 * A question visitors answered keeps its type: the answers would not fit another.
 */
export async function saveQuestion(
  app: AppContext,
  session: AuthSession,
  input: OrganizerQuestionSave,
): Promise<OrganizerQuestion> {
  const actor = await requirePermission(app, session, 'configureFair');
  const exhibitionId = session.exhibitionId;
  return app.db.transaction(async (tx) => {
    const before = input.id ? await ownQuestion(tx, exhibitionId, input.id) : null;
    const answers = before ? await answerCount(tx, before.id) : 0;
    if (before && answers > 0 && before.type !== input.type) throw refuse(questionnaireMessages.typeLocked);
    if (!before) {
      const [existing] = await tx
        .select({ n: count() })
        .from(questions)
        .where(eq(questions.exhibitionId, exhibitionId));
      if ((existing?.n ?? 0) >= QUESTIONS_MAX) throw refuse(questionnaireMessages.tooMany);
    }
    const id = before?.id ?? `q-${randomBytes(6).toString('hex')}`;
    const options =
      input.type === 'TEXT'
        ? []
        : input.options.map((o) => ({
            id:
              o.id && before?.options.some((old) => old.id === o.id)
                ? o.id
                : `${id}-${randomBytes(4).toString('hex')}`,
            label: o.label,
            labelEn: o.labelEn,
          }));
    const fields = {
      type: input.type,
      title: input.title,
      titleEn: input.titleEn,
      required: input.required,
      options,
      maxLength: input.maxLength,
      sort: input.sort,
    };
    const [row] = before
      ? await tx.update(questions).set(fields).where(eq(questions.id, before.id)).returning()
      : await tx
          .insert(questions)
          .values({ id, exhibitionId, ...fields })
          .returning();
    await recordAudit(tx, exhibitionId, actor, {
      action: before ? 'question.update' : 'question.create',
      targetType: 'exhibition',
      targetId: row!.id,
      before: before ? audited(before) : null,
      after: audited(row!),
    });
    return present(row!, answers);
  });
}

/** Removes a question and the answers visitors gave to it, with its audit entry, in one transaction. */
export async function removeQuestion(
  app: AppContext,
  session: AuthSession,
  id: string,
): Promise<OrganizerQuestion> {
  const actor = await requirePermission(app, session, 'configureFair');
  return app.db.transaction(async (tx) => {
    const row = await ownQuestion(tx, session.exhibitionId, id);
    const answers = await answerCount(tx, id);
    await tx.delete(questionAnswers).where(eq(questionAnswers.questionId, id));
    await tx.delete(questions).where(eq(questions.id, id));
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'question.remove',
      targetType: 'exhibition',
      targetId: id,
      before: { ...audited(row), answers },
      after: null,
    });
    return present(row, answers);
  });
}
