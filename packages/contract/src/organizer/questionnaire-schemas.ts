import { z } from 'zod';
import { QuestionTypes } from '../registration/constants';
import {
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TITLE_MAX,
} from './questionnaire-constants';

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
