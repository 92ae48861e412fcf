import { type ArticleState, OrganizerPaths } from '@openfair/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, post } from '../../api/request';
import { organizerKeys } from './organizer.api';

/** The console's home banners and news articles (editContent). */
export const contentKeys = {
  banners: (request: BannerListRequest) => [...organizerKeys.all, 'banners', request] as const,
  articles: (request: ArticleListRequest) => [...organizerKeys.all, 'articles', request] as const,
  article: (id: string) => [...organizerKeys.all, 'article', id] as const,
};

export type BannerListRequest = { pageNum: number; pageSize: number };
export type ArticleListRequest = { pageNum: number; pageSize: number; keyword: string; state?: ArticleState };

export function useOrganizerBanners(request: BannerListRequest) {
  return useQuery({
    queryKey: contentKeys.banners(request),
    queryFn: () => post(OrganizerPaths.bannerList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrganizerArticles(request: ArticleListRequest) {
  return useQuery({
    queryKey: contentKeys.articles(request),
    queryFn: () => post(OrganizerPaths.articleList, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One article with both languages' texts; `id` '' (a new article) reads nothing. */
export function useOrganizerArticle(id: string) {
  return useQuery({
    queryKey: contentKeys.article(id),
    queryFn: () => post(OrganizerPaths.articleGet, { id }),
    enabled: id !== '',
    staleTime: 0,
  });
}

/**
 * A content write changes the console's lists and audit log, and what visitors see on the home page and
 * in the news: every cached answer is read again (the organizer may look at the home page next).
 */
function useContentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries() });
}

export const useSaveBanner = () =>
  useContentMutation((input: ApiBody<typeof OrganizerPaths.bannerSave>) =>
    post(OrganizerPaths.bannerSave, input),
  );
export const useRemoveBanner = () =>
  useContentMutation((id: string) => post(OrganizerPaths.bannerRemove, { id }));

export const useSaveArticle = () =>
  useContentMutation((input: ApiBody<typeof OrganizerPaths.articleSave>) =>
    post(OrganizerPaths.articleSave, input),
  );
export const useRemoveArticle = () =>
  useContentMutation((id: string) => post(OrganizerPaths.articleRemove, { id }));
