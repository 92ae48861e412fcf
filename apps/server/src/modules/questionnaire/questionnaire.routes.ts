import {
  type Question,
  type QuestionAnswer,
  RegistrationPaths,
  saveQuestionRequestSchema,
} from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { questionnairePolicies as P } from './questionnaire.policy';
import { listQuestions, myAnswers, saveQuestionnaire } from './questionnaire.service';

export async function questionnaireRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const commonFields = true;

  r.post(
    RegistrationPaths.questionSite,
    { config: { policy: P.questionSite, commonFields } },
    async (request) => ok<Question[]>(await listQuestions(db, request.common.exhibitionId, request.lang)),
  );

  r.post(
    RegistrationPaths.questionnaire,
    { config: { policy: P.questionnaire, commonFields } },
    async (request) =>
      ok<QuestionAnswer[]>(
        await myAnswers(db, request.common.exhibitionId, sessionOf(request).userAccountId),
      ),
  );

  r.post(
    RegistrationPaths.saveQuestion,
    { schema: { body: saveQuestionRequestSchema }, config: { policy: P.saveQuestion, commonFields } },
    async (request) => {
      await saveQuestionnaire(db, {
        exhibitionId: request.common.exhibitionId,
        userAccountId: sessionOf(request).userAccountId,
        answers: request.body.answers,
      });
      return ok(null);
    },
  );
}
