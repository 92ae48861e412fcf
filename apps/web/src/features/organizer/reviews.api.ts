import { LivePaths, type ReviewDecision, ReviewPaths, type ReviewStatus } from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/request';
import { organizerKeys } from './organizer.api';
import { decideSourcing } from './sourcing.api';

/**
 * What a review queue is: registrations, VIP applications, buyers' sourcing needs, exhibitors' sign-ups
 * or exhibitors' lives.
 */
export const ReviewQueues = ['registrations', 'vip', 'sourcingNeeds', 'sourcingSigns', 'lives'] as const;
export type ReviewQueue = (typeof ReviewQueues)[number];

export type ReviewListRequest = { pageNum: number; pageSize: number; status: ReviewStatus; keyword: string };

const reviewKeys = {
  list: (queue: ReviewQueue, request: ReviewListRequest) =>
    [...organizerKeys.all, 'reviews', queue, request] as const,
};

export function useRegistrationReviews(request: ReviewListRequest, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.list('registrations', request),
    queryFn: () => post(ReviewPaths.registrationList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useVipReviews(request: ReviewListRequest, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.list('vip', request),
    queryFn: () => post(ReviewPaths.vipList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useLiveReviews(request: ReviewListRequest, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.list('lives', request),
    queryFn: () => post(LivePaths.reviewList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/**
 * A decision; `version` is what the reviewer saw of a live (its submission time): the server refuses the
 * decision if the exhibitor changed the live since.
 */
export type DecisionInput = {
  queue: ReviewQueue;
  id: string;
  decision: ReviewDecision;
  reason: string;
  version?: string;
};

/** A decision changes the queue and the audit log: the console's lists are read again. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, version, ...input }: DecisionInput) =>
      queue === 'sourcingNeeds' || queue === 'sourcingSigns'
        ? decideSourcing(queue, input)
        : queue === 'lives'
          ? post(LivePaths.reviewDecide, { ...input, submittedAt: version ?? '' }).then(() => undefined)
          : queue === 'vip'
            ? post(ReviewPaths.vipDecide, input).then(() => undefined)
            : post(ReviewPaths.registrationDecide, input).then(() => undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.all }),
  });
}
