import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../shared/ui/query-state';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useArticle } from './api/articles.api';
import './content.css';
import { useScreenName } from '../../lib/document-title';
import { pathTo } from '../../lib/paths';
import { Skeleton } from '../../shared/ui/skeleton';

/** One article: title, publish time in Beijing time, source and paragraphs; back to /news. */
export function NewsDetailScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const article = useArticle(id);
  const data = article.data;
  useScreenName(data?.title);

  return (
    <article className="of-doc of-article">
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(pathTo('newsList'))}
        className="of-back-link"
      >
        {t('state.backToList')}
      </Button>
      <QueryState
        pending={article.isPending}
        error={article.isError}
        empty={!data}
        emptyText={t('state.notFound')}
        onRetry={() => void article.refetch()}
        skeleton={<Skeleton active title paragraph={{ rows: 10 }} />}
      >
        {data ? (
          <>
            <header className="of-doc-head">
              <h1>{data.title}</h1>
              <p className="of-doc-meta">
                <time dateTime={data.publishTime}>
                  {t('news.publishedAt', { time: formatBeijingTime(data.publishTime) })}
                </time>
                {data.source ? (
                  <span className="of-article-source">{t('news.source', { source: data.source })}</span>
                ) : null}
              </p>
            </header>
            {data.cover ? <img className="of-article-cover" src={data.cover} alt="" /> : null}
            <div className="of-article-body">
              {data.paragraphs.map((p, i) => (
                // Paragraph text can repeat; its position is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
                <p key={i}>{p}</p>
              ))}
            </div>
          </>
        ) : null}
      </QueryState>
    </article>
  );
}
