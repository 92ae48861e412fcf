import { ContentPaths, NOTICE_POLL_MS, type NoticeTypeCount } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../api/request';

export const noticeKeys = {
  all: ['content', 'notices'] as const,
  // The token is part of the key so a new login never shows the previous account's counts.
  types: (token: string) => [...noticeKeys.all, 'types', token] as const,
};

/**
 * Silent: a failed background poll must not pop an error every minute. A login expiry still opens the
 * session-expired dialog (the wrapper handles 401/1003 even for silent calls).
 */
export function fetchNoticeTypeCounts(): Promise<NoticeTypeCount[]> {
  return post(ContentPaths.noticeListType, undefined, { silent: true });
}

export function unreadNoticeTotal(counts: readonly NoticeTypeCount[] | undefined): number {
  return (counts ?? []).reduce((sum, c) => sum + Math.max(c.unread, 0), 0);
}

/** Notices are polled every 60 s while logged in (spec 000 §4, §7, §9); nothing is fetched otherwise. */
export function useNoticePolling(loggedIn: boolean, token: string) {
  const query = useQuery({
    queryKey: noticeKeys.types(token),
    queryFn: fetchNoticeTypeCounts,
    enabled: loggedIn,
    refetchInterval: loggedIn ? NOTICE_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const unread = loggedIn ? unreadNoticeTotal(query.data) : 0;
  return { unread, counts: query.data ?? [] };
}
