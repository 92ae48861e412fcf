import {
  charLength,
  type LanguageType,
  type Question,
  type QuestionAnswer,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { exhibitionUsers, questionAnswers, questions } from '../../db/schema/index';
import { pick } from '../../lib/i18n-text';
import { loadVisitorContext, stepOrderError, submitForReview } from './registration.service';

type QuestionRow = typeof questions.$inferSelect;

async function questionRows(db: Db, exhibitionId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.exhibitionId, exhibitionId))
    .orderBy(asc(questions.sort), asc(questions.id));
}

export function presentQuestion(row: QuestionRow, lang: LanguageType): Question {
  return {
    id: row.id,
    type: row.type,
    title: pick(row.title, row.titleEn, lang),
    required: row.required,
    options: row.options.map((o) => ({ id: o.id, label: pick(o.label, o.labelEn, lang) })),
    maxLength: row.maxLength,
  };
}

/** customQuestions/questionSite: the fair's questions in the request language, in the organizer's order. */
export async function listQuestions(db: Db, exhibitionId: string, lang: LanguageType): Promise<Question[]> {
  return (await questionRows(db, exhibitionId)).map((r) => presentQuestion(r, lang));
}

/** questions/questionnaire: the caller's answers, in question order. */
export async function myAnswers(
  db: Db,
  exhibitionId: string,
  userAccountId: string,
): Promise<QuestionAnswer[]> {
  const rows = await db
    .select({
      questionId: questionAnswers.questionId,
      optionIds: questionAnswers.optionIds,
      text: questionAnswers.text,
    })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(
      and(eq(questionAnswers.exhibitionId, exhibitionId), eq(questionAnswers.userAccountId, userAccountId)),
    )
    .orderBy(asc(questions.sort), asc(questions.id));
  return rows;
}

type AnswerInput = { questionId: string; optionIds: string[]; text: string };

const invalid = (cn: string, en: string) => new AppError(ResponseCode.BadRequest, undefined, { cn, en });

/**
 * Checks answers against the questions: each question answered once at most; a required question
 * answered; single choice exactly one of its options, multiple choice at least one, all distinct; text
 * not blank and within its length. Returns the answers to keep (unanswered optional ones dropped).
 */
export function checkAnswers(rows: QuestionRow[], answers: AnswerInput[]): AnswerInput[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const given = new Map<string, AnswerInput>();
  for (const a of answers) {
    if (!byId.has(a.questionId))
      throw invalid('问题不存在或已被删除', 'a question does not exist or was removed');
    if (given.has(a.questionId)) throw invalid('同一问题只能回答一次', 'a question was answered twice');
    given.set(a.questionId, a);
  }
  const kept: AnswerInput[] = [];
  for (const q of rows) {
    const a = given.get(q.id);
    const zh = `“${q.title}”`;
    const en = `"${q.titleEn || q.title}"`;
    if (q.type === 'TEXT') {
      const text = a?.text.trim() ?? '';
      if (a && a.optionIds.length > 0)
        throw invalid(`问题${zh}是填空题`, `question ${en} takes a text answer`);
      if (!text) {
        if (q.required) throw invalid(`问题${zh}为必答题`, `question ${en} must be answered`);
        continue;
      }
      if (charLength(text) > q.maxLength)
        throw invalid(
          `问题${zh}的回答不能超过 ${q.maxLength} 个字`,
          `the answer to question ${en} cannot exceed ${q.maxLength} characters`,
        );
      kept.push({ questionId: q.id, optionIds: [], text });
      continue;
    }
    const ids = a?.optionIds ?? [];
    if (ids.length === 0) {
      if (q.required) throw invalid(`问题${zh}为必答题`, `question ${en} must be answered`);
      continue;
    }
    const valid = new Set(q.options.map((o) => o.id));
    if (new Set(ids).size !== ids.length || ids.some((id) => !valid.has(id)))
      throw invalid(`问题${zh}的选项无效`, `an option of question ${en} is not valid`);
    if (q.type === 'SINGLE' && ids.length !== 1)
      throw invalid(`问题${zh}只能选择一项`, `question ${en} takes exactly one option`);
    kept.push({ questionId: q.id, optionIds: ids, text: '' });
  }
  return kept;
}

/**
 * saveQuestion: replaces the caller's answers (first save in the registration, or a later change at
 * /personal/questionnaire/change) and completes the questionnaire and the exhibition registration. Only
 * after the second info step; a fair without questions completes on an empty save.
 */
export async function saveQuestionnaire(
  app: AppContext,
  input: { exhibitionId: string; userAccountId: string; answers: AnswerInput[] },
): Promise<void> {
  const { db } = app;
  const ctx = await loadVisitorContext(db, input.exhibitionId, input.userAccountId);
  if (!ctx.role.completeVisitorRegister)
    throw stepOrderError(ctx.role.completeVisitor ? 'accountInfo' : 'firstInfo');
  const kept = checkAnswers(await questionRows(db, input.exhibitionId), input.answers);
  const mine = and(
    eq(questionAnswers.exhibitionId, input.exhibitionId),
    eq(questionAnswers.userAccountId, input.userAccountId),
  );
  await db.transaction(async (tx) => {
    const keptIds = kept.map((a) => a.questionId);
    await tx
      .delete(questionAnswers)
      .where(keptIds.length > 0 ? and(mine, notInArray(questionAnswers.questionId, keptIds)) : mine);
    for (const a of kept) {
      await tx
        .insert(questionAnswers)
        .values({
          exhibitionId: input.exhibitionId,
          userAccountId: input.userAccountId,
          questionId: a.questionId,
          optionIds: a.optionIds,
          text: a.text,
        })
        .onConflictDoUpdate({
          target: [questionAnswers.exhibitionId, questionAnswers.userAccountId, questionAnswers.questionId],
          set: { optionIds: a.optionIds, text: a.text, updatedAt: new Date() },
        });
    }
    await tx
      .update(exhibitionUsers)
      .set({ completeQuestionnaire: true, completeExhibitionRegistration: true })
      .where(eq(exhibitionUsers.id, ctx.role.id));
    if (!ctx.role.completeExhibitionRegistration) await submitForReview(tx, ctx.visitor.id);
  });
  // The session carries the pre-registration (core/session-cache.ts).
  await app.events.publish('session.changed', { userAccountId: input.userAccountId });
}
