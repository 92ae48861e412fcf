import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/ui/query-state';
import { NEWS_PAGE_SIZE, useArticleList } from './api/articles.api';
import { NewsCards } from './components/news-cards';
import './content.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';

/** The page lives in the address (?page=N) so that coming back from an article keeps the page. */
export function pageFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** News list: paged, newest first, with covers. */
export function NewsListScreen() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const news = useArticleList(page, NEWS_PAGE_SIZE);
  const list = news.data?.list ?? [];
  const total = news.data?.total ?? 0;

  return (
    <div className="of-news-page">
      <header className="of-page-head">
        <h1>{t('news.title')}</h1>
        <p>{t('news.subtitle')}</p>
      </header>
      <QueryState
        pending={news.isPending}
        error={news.isError}
        empty={list.length === 0}
        onRetry={() => void news.refetch()}
        skeleton={<Skeleton active avatar paragraph={{ rows: 8 }} />}
      >
        <NewsCards articles={list} layout="list" />
        <Pagination
          className="of-pagination"
          current={page}
          pageSize={NEWS_PAGE_SIZE}
          total={total}
          showTotal={(n) => t('news.total', { total: n })}
          onChange={(next) => {
            setParams(next === 1 ? {} : { page: String(next) });
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
        />
      </QueryState>
    </div>
  );
}
