import type { ArticleSummary } from '@openfair/contract';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';

/** News cards with cover, date (Beijing time), title and summary; used on home and the news list. */
export function NewsCards({ articles, layout }: { articles: ArticleSummary[]; layout: 'grid' | 'list' }) {
  return (
    <ul className={layout === 'grid' ? 'of-news-grid' : 'of-news-list'}>
      {articles.map((a) => (
        <li key={a.id} className="of-news-card">
          <Link to={pathTo('newsDetail', { id: a.id })}>
            <div className="of-news-cover">
              {a.cover ? <img src={a.cover} alt="" loading="lazy" /> : null}
            </div>
            <div className="of-news-text">
              <time dateTime={a.publishTime}>{formatBeijingTime(a.publishTime, 'date')}</time>
              <h3>{a.title}</h3>
              {a.summary ? <p>{a.summary}</p> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
