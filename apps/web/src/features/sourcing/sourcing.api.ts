import {
  ExhibitPaths,
  type MeetingScope,
  type NeedSaveRequest,
  RegistrationPaths,
  type SignSaveRequest,
  type SignUpdateRequest,
  SourcingPaths,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { useSession } from '../../lib/session-store';

/** Every sourcing read sits under this key (with the caller's token: a login changes what is mine). */
const sourcingKeys = {
  all: ['sourcing'] as const,
  meetings: (token: string, scope: MeetingScope, pageNum: number, pageSize: number) =>
    ['sourcing', 'meetings', token, scope, pageNum, pageSize] as const,
  needs: (meetingId: string, pageNum: number) => ['sourcing', 'needs', meetingId, pageNum] as const,
  signs: (pageNum: number) => ['sourcing', 'signs', pageNum] as const,
};

/** The fair's meetings (anyone), with the caller's own need or sign-up on each. */
export function useMeetings(scope: MeetingScope, pageNum: number, pageSize = 10) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: sourcingKeys.meetings(token, scope, pageNum, pageSize),
    queryFn: () => post(SourcingPaths.querySourcingPage, { scope, pageNum, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A visitor's own needs; or, to an approved exhibitor, one meeting's approved needs. */
export function useNeeds(meetingId: string, pageNum: number, enabled = true) {
  return useQuery({
    queryKey: sourcingKeys.needs(meetingId, pageNum),
    queryFn: () =>
      post(SourcingPaths.queryVisitorPage, { pageNum, pageSize: 10, ...(meetingId ? { meetingId } : {}) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useNeedDetail(id: string | null) {
  return useQuery({
    queryKey: ['sourcing', 'need', id],
    queryFn: () => post(SourcingPaths.queryVisitorDetail, { id: id ?? '' }),
    enabled: Boolean(id),
  });
}

/** The visitor's profile, to prefill a new need with what they told the fair. */
export function useVisitorProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['sourcing', 'profile'],
    queryFn: () => post(RegistrationPaths.getVisitor, {}),
    enabled,
    staleTime: 60_000,
  });
}

const useInvalidating = <I, O>(call: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: sourcingKeys.all }),
  });
};

export const useSaveNeed = () =>
  useInvalidating((input: NeedSaveRequest) => post(SourcingPaths.saveVisitorNeeds, input));
export const useDeleteNeed = () =>
  useInvalidating((id: string) => post(SourcingPaths.deleteVisitorNeeds, { id }));

export function useSigns(pageNum: number, enabled = true) {
  return useQuery({
    queryKey: sourcingKeys.signs(pageNum),
    queryFn: () => post(SourcingPaths.queryExhibitorSignPage, { pageNum, pageSize: 10 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export const useSaveSign = () =>
  useInvalidating((input: SignSaveRequest) => post(SourcingPaths.saveExhibitorSign, input));
export const useUpdateSign = () =>
  useInvalidating((input: SignUpdateRequest) => post(SourcingPaths.updateExhibitorSign, input));

/** The company's own exhibits for the sign-up's picker, searched by name. */
export function useOwnExhibits(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['sourcing', 'exhibits', keyword],
    queryFn: () => post(ExhibitPaths.productList, { keyword, pageNum: 1, pageSize: 50 }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
