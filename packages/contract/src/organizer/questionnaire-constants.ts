import type { Bilingual } from '../codes';

/** The registration questionnaire as the organizer edits it (ours: the spec shows only the visitor's side). */
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_OPTION_MAX = 100;
export const QUESTION_OPTIONS_MAX = 30;
export const QUESTIONS_MAX = 50;
/** The longest answer a text question may allow. */
export const QUESTION_TEXT_MAX = 2000;

export const questionnaireMessages = {
  optionsNeeded: {
    zh: '单选题和多选题至少需要两个选项',
    en: 'A single or multiple choice question needs at least two options.',
  },
  typeLocked: {
    zh: '该题已有观众作答，不能再更改题型；如需其他题型，请新增一道题',
    en: 'Visitors have answered this question, so its type cannot change; add a new question instead.',
  },
  tooMany: {
    zh: `问卷最多 ${QUESTIONS_MAX} 道题`,
    en: `The questionnaire holds at most ${QUESTIONS_MAX} questions.`,
  },
} satisfies Record<string, Bilingual>;
