import { z } from 'zod';
import type { Bilingual } from '../codes';
import { QuestionTypes } from '../registration/constants';

/** The registration questionnaire as the organizer edits it (ours: the spec shows only the visitor's side). */
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_OPTION_MAX = 100;
export const QUESTION_OPTIONS_MAX = 30;
export const QUESTIONS_MAX = 50;
/** The longest answer a text question may allow. */
export const QUESTION_TEXT_MAX = 2000;

const option = z.object({
  /** absent for a new option; an existing option keeps its id, so answers given to it stay meaningful */
  id: z.string().min(1).max(80).optional(),
  label: z.string().trim().min(1).max(QUESTION_OPTION_MAX),
  labelEn: z.string().trim().min(1).max(QUESTION_OPTION_MAX),
});

export const organizerQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QuestionTypes),
  title: z.string(),
  titleEn: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), label: z.string(), labelEn: z.string() })),
  maxLength: z.number().int(),
  sort: z.number().int(),
  /** how many visitors answered it: a question with answers keeps its type */
  answers: z.number().int(),
  isDemo: z.boolean(),
});
export type OrganizerQuestion = z.output<typeof organizerQuestionSchema>;

/** A choice question needs two options or more; a text question none (its options are dropped). */
export const organizerQuestionSaveRequestSchema = z
  .object({
    id: z.string().min(1).max(64).optional(),
    type: z.enum(QuestionTypes),
    title: z.string().trim().min(1).max(QUESTION_TITLE_MAX),
    titleEn: z.string().trim().min(1).max(QUESTION_TITLE_MAX),
    required: z.boolean().default(false),
    options: z.array(option).max(QUESTION_OPTIONS_MAX).default([]),
    maxLength: z.number().int().min(1).max(QUESTION_TEXT_MAX).default(500),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((q) => q.type === 'TEXT' || q.options.length >= 2, {
    path: ['options'],
    message: 'options',
  });
export type OrganizerQuestionSave = z.output<typeof organizerQuestionSaveRequestSchema>;
export type OrganizerQuestionSaveRequest = z.input<typeof organizerQuestionSaveRequestSchema>;

export const organizerQuestionRemoveRequestSchema = z.object({ id: z.string().min(1).max(64) });
export const organizerQuestionListSchema = z.array(organizerQuestionSchema);

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
