import {
  type MeetingSaveRequest,
  type ReviewDecision,
  type ReviewStatus,
  SourcingPaths,
} from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { organizerKeys } from './organizer.api';

/** The console's sourcing meetings and the two sourcing review queues; all under the console's key. */
const sourcingKeys = {
  meetings: (request: { pageNum: number; keyword: string }) =>
    [...organizerKeys.all, 'sourcing', 'meetings', request] as const,
  queue: (queue: 'needs' | 'signs', request: SourcingReviewRequest) =>
    [...organizerKeys.all, 'reviews', queue, request] as const,
};

export function useOrganizerMeetings(request: { pageNum: number; pageSize: number; keyword: string }) {
  return useQuery({
    queryKey: sourcingKeys.meetings(request),
    queryFn: () => post(SourcingPaths.meetingList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A save or a cancellation changes the list and the audit log: the console's lists are read again. */
export function useSaveMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingSaveRequest) => post(SourcingPaths.meetingSave, input),
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}

export function useCancelMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(SourcingPaths.meetingCancel, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}

export type SourcingReviewRequest = {
  pageNum: number;
  pageSize: number;
  status: ReviewStatus;
  keyword: string;
};

export function useNeedReviews(request: SourcingReviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: sourcingKeys.queue('needs', request),
    queryFn: () => post(SourcingPaths.needReviewList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useSignReviews(request: SourcingReviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: sourcingKeys.queue('signs', request),
    queryFn: () => post(SourcingPaths.signReviewList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** The sourcing queues' decisions (the screen's useDecide routes them here). */
export const decideSourcing = (
  queue: 'sourcingNeeds' | 'sourcingSigns',
  input: { id: string; decision: ReviewDecision; reason: string },
) =>
  queue === 'sourcingNeeds'
    ? post(SourcingPaths.needReviewDecide, input).then(() => undefined)
    : post(SourcingPaths.signReviewDecide, input).then(() => undefined);
