import { OrganizerPaths } from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { organizerKeys } from './organizer.api';

const questionsKey = [...organizerKeys.all, 'questionnaire'] as const;

/** The fair's registration questions as the organizer edits them. */
export function useQuestionnaire() {
  return useQuery({
    queryKey: questionsKey,
    queryFn: () => post(OrganizerPaths.questionList, {}),
    staleTime: 0,
  });
}

/** A change to the questionnaire; the organizer's queries refresh after it. */
export function useQuestionMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}
