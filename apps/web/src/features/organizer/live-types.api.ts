import { type ActivityTypeSaveRequest, LivePaths } from '@openfair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { organizerKeys } from './organizer.api';

const typeKeys = { all: [...organizerKeys.all, 'liveActivityTypes'] as const };

/** The fair's live activity types, disabled ones included, with how many lives use each. */
export function useActivityTypesAdmin() {
  return useQuery({
    queryKey: typeKeys.all,
    queryFn: () => post(LivePaths.activityTypeAdminList, {}),
    staleTime: 0,
  });
}

/** Every change is read back from the server (the order and the counts are its to say). */
function useTypeMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}

export const useSaveActivityType = () =>
  useTypeMutation((input: ActivityTypeSaveRequest) => post(LivePaths.activityTypeSave, input));
export const useMoveActivityType = () =>
  useTypeMutation((input: { id: string; direction: 'up' | 'down' }) =>
    post(LivePaths.activityTypeMove, input),
  );
export const useDisableActivityType = () =>
  useTypeMutation((input: { id: string; disabled: boolean }) => post(LivePaths.activityTypeDisable, input));
export const useRemoveActivityType = () =>
  useTypeMutation((id: string) => post(LivePaths.activityTypeRemove, { id }));
