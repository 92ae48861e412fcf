import {
  type AccountInfo,
  type CompanyFile,
  type FirstInfo,
  type QuestionAnswer,
  RegistrationPaths,
} from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { refreshUserInfo } from '../../shared/session/session.api';

/**
 * Calls of the profile area (spec 000 §7: area, account and questions calls; the registration contract's
 * profile calls), their query keys and hooks. Area lists are keyed by language because their names
 * arrive in the request's language. Saves that change the registration flags refresh the session's user
 * info; the others invalidate their own query.
 */
export const profileKeys = {
  visitor: ['profile', 'visitor'] as const,
  companyFile: ['profile', 'companyFile'] as const,
  questions: (lang: string) => ['profile', 'questions', lang] as const,
  answers: ['profile', 'answers'] as const,
};

export const completeVisitor = (info: FirstInfo) => post(RegistrationPaths.completeVisitor, info);
export const saveAccountInfo = (info: AccountInfo) => post(RegistrationPaths.saveAccountInfo, info);
export const fetchVisitor = () => post(RegistrationPaths.getVisitor, {});
export const updateProfile = (profile: FirstInfo & AccountInfo) =>
  post(RegistrationPaths.updateProfile, profile);

/**
 * The company file is behind the second-registration switch: the server answers 1004 when it is off,
 * so the call is silent and the screen decides what to show.
 */
export const fetchCompanyFile = () => post(RegistrationPaths.getCompanyFile, {}, { silent: true });
export const saveCompanyFile = (file: CompanyFile) => post(RegistrationPaths.saveCompanyFile, file);

/** The organizer's questions, texts in the request's language. */
export const fetchQuestions = () => post(RegistrationPaths.questionSite, {});
/** The visitor's saved answers (one per answered question). */
export const fetchAnswers = () => post(RegistrationPaths.questionnaire, {});
export const saveAnswers = (answers: QuestionAnswer[]) => post(RegistrationPaths.saveQuestion, { answers });

export function useVisitorProfile() {
  return useQuery({ queryKey: profileKeys.visitor, queryFn: fetchVisitor, staleTime: 0 });
}

export function useQuestions(lang: string) {
  return useQuery({ queryKey: profileKeys.questions(lang), queryFn: fetchQuestions, staleTime: 0 });
}

export function useAnswers(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.answers, queryFn: fetchAnswers, enabled, staleTime: 0 });
}

export function useCompanyFile() {
  return useQuery({ queryKey: profileKeys.companyFile, queryFn: fetchCompanyFile, staleTime: 0 });
}

/** First info step: saved, then the user info (and with it the registration flags) refreshed. */
export function useCompleteVisitor() {
  return useMutation({
    mutationFn: async (info: FirstInfo) => {
      await completeVisitor(info);
      await refreshUserInfo();
    },
  });
}

/** Second info step: saved, then the user info refreshed. */
export function useSaveAccountInfo() {
  return useMutation({
    mutationFn: async (info: AccountInfo) => {
      await saveAccountInfo(info);
      await refreshUserInfo();
    },
  });
}

/** The profile: saved, then the user info (the header shows the name from it) and the profile refreshed. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await refreshUserInfo();
      await client.invalidateQueries({ queryKey: profileKeys.visitor });
    },
  });
}

export function useSaveCompanyFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyFile,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.companyFile }),
  });
}

/**
 * The questionnaire's answers. As the registration step they complete the registration (the user info
 * is refreshed); as the later change the saved answers are refetched.
 */
export function useSaveAnswers(asRegistrationStep: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    onSuccess: () =>
      asRegistrationStep ? refreshUserInfo() : client.invalidateQueries({ queryKey: profileKeys.answers }),
  });
}
