import type { Question, QuestionAnswer } from '@openfair/contract';

/** Form values of the questionnaire: one field per question, named by `questionField`. */
export type QuestionnaireValues = Record<string, string | string[] | undefined>;

export const questionField = (questionId: string): string => `q_${questionId}`;

/** Saved answers → form values (a single choice is one option id, a multiple choice a list, text a string). */
export function answersToValues(questions: Question[], answers: QuestionAnswer[]): QuestionnaireValues {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const values: QuestionnaireValues = {};
  for (const q of questions) {
    const answer = byQuestion.get(q.id);
    if (!answer) continue;
    const known = answer.optionIds.filter((id) => q.options.some((o) => o.id === id));
    if (q.type === 'SINGLE') values[questionField(q.id)] = known[0];
    else if (q.type === 'MULTIPLE') values[questionField(q.id)] = known;
    else values[questionField(q.id)] = answer.text;
  }
  return values;
}

/**
 * Form values → the saveQuestion payload: one answer per question, also an empty one, so a later
 * change can clear an optional answer.
 */
export function valuesToAnswers(questions: Question[], values: QuestionnaireValues): QuestionAnswer[] {
  return questions.map((q) => {
    const value = values[questionField(q.id)];
    if (q.type === 'TEXT') {
      return { questionId: q.id, optionIds: [], text: typeof value === 'string' ? value.trim() : '' };
    }
    const optionIds = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    return { questionId: q.id, optionIds, text: '' };
  });
}
