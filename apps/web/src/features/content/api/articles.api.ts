import { type Article, type ArticleSummary, ContentPaths, type Page } from '@openfair/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/request';

export const NEWS_PAGE_SIZE = 10;

export const articleKeys = {
  all: ['content', 'articles'] as const,
  list: (pageNum: number, pageSize: number) => [...articleKeys.all, 'list', pageNum, pageSize] as const,
  detail: (id: string) => [...articleKeys.all, 'detail', id] as const,
};

export function fetchArticleList(pageNum: number, pageSize: number): Promise<Page<ArticleSummary>> {
  return post(ContentPaths.articleList, { pageNum, pageSize });
}

export function fetchArticle(id: string): Promise<Article> {
  return post(ContentPaths.article, { id });
}

export function useArticleList(pageNum: number, pageSize: number = NEWS_PAGE_SIZE) {
  return useQuery({
    queryKey: articleKeys.list(pageNum, pageSize),
    queryFn: () => fetchArticleList(pageNum, pageSize),
    // keeps the current page on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string) {
  return useQuery({ queryKey: articleKeys.detail(id), queryFn: () => fetchArticle(id), enabled: id !== '' });
}
