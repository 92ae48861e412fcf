import { FireOutlined } from '@ant-design/icons';
import type { CatalogPage, SearchTrend } from '@openfair/contract';
import { Button, Input, Tabs, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCollectToggle, useSearch, useSearchTrend } from '../api/catalog.api';
import { CardListState } from '../components/card-grid';
import { ExhibitorCard } from '../components/exhibitor-card';
import { ProductCard } from '../components/product-card';
import {
  parseSearchQuery,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchTab,
  SearchTabs,
  searchBody,
  toSearchSearch,
} from './search-query';
import '../catalog.css';
import { Pagination } from '../../../shared/ui/pagination';

function KeywordTags({
  words,
  onPick,
  label,
}: {
  words: string[];
  onPick: (w: string) => void;
  label: string;
}) {
  if (words.length === 0) return null;
  return (
    <div className="of-cat-keywords">
      <span className="of-cat-keywords-label">{label}</span>
      {words.map((w) => (
        <Tag.CheckableTag key={w} checked={false} onChange={() => onPick(w)}>
          {w}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

function Trends({ trends, onPick }: { trends: SearchTrend[] | undefined; onPick: (w: string) => void }) {
  const { t } = useTranslation('catalog');
  if (!trends?.length) return null;
  return (
    <div className="of-cat-keywords of-cat-trends">
      <span className="of-cat-keywords-label">
        <FireOutlined aria-hidden /> {t('search.trends')}
      </span>
      {trends.map((trend) => (
        <Tag.CheckableTag key={trend.keyword} checked={false} onChange={() => onPick(trend.keyword)}>
          {trend.keyword}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

type SectionProps = {
  title: string;
  page: CatalogPage<unknown> | undefined;
  cards: ReactNode[];
  /** the "all" tab links to the section's own tab when there are more results */
  onMore?: () => void;
  query: SearchQuery;
  onPage?: (page: number) => void;
};

function Section({ title, page, cards, onMore, query, onPage }: SectionProps) {
  const { t } = useTranslation('catalog');
  if (!page || page.total === 0) return null;
  return (
    <section className="of-cat-section">
      <div className="of-cat-section-head">
        <h2>
          {title} <small>{t('search.count', { count: page.total })}</small>
        </h2>
        {onMore && page.total > cards.length ? (
          <Button type="link" onClick={onMore}>
            {t('search.more')}
          </Button>
        ) : null}
      </div>
      <div className="of-cat-grid">{cards}</div>
      {onPage && page.total > SEARCH_PAGE_SIZE ? (
        <Pagination
          className="of-pagination"
          current={query.page}
          pageSize={SEARCH_PAGE_SIZE}
          total={page.total}
          onChange={onPage}
        />
      ) : null}
    </section>
  );
}

/** /search-list?keyword= — one search over exhibitors and products, matches highlighted. */
export function SearchListScreen() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const query = parseSearchQuery(params);
  const [input, setInput] = useState(query.keyword);
  useEffect(() => setInput(query.keyword), [query.keyword]);

  const search = useSearch(searchBody(query));
  const trends = useSearchTrend();
  const collect = useCollectToggle();

  const go = (next: SearchQuery) => {
    setParams(toSearchSearch(next));
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };
  const pick = (keyword: string) => go({ keyword, tab: query.tab, page: 1 });

  const data = search.data;
  const exhibitorCards = (data?.exhibitors.list ?? []).map((c) => (
    <ExhibitorCard key={c.id} card={c} {...collect('ACTOR')} />
  ));
  const productCards = (data?.products.list ?? []).map((c) => (
    <ProductCard key={c.id} card={c} {...collect('PRODUCT')} />
  ));
  const showExhibitors = query.tab !== 'product';
  const showProducts = query.tab !== 'exhibitor';
  const empty =
    (!showExhibitors || (data?.exhibitors.total ?? 0) === 0) &&
    (!showProducts || (data?.products.total ?? 0) === 0);

  return (
    <div className="of-cat-page">
      <header className="of-page-head">
        <h1>{query.keyword ? t('search.titleFor', { keyword: query.keyword }) : t('search.title')}</h1>
      </header>
      <Input.Search
        className="of-cat-search-box"
        size="large"
        allowClear
        enterButton={t('search.button')}
        maxLength={100}
        value={input}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        onChange={(e) => setInput(e.target.value)}
        onSearch={(value) => {
          const keyword = value.trim();
          if (keyword) pick(keyword);
        }}
      />
      <Trends trends={trends.data} onPick={pick} />
      {query.keyword ? (
        <>
          <Tabs
            activeKey={query.tab}
            onChange={(key) => go({ ...query, tab: key as SearchTab, page: 1 })}
            items={SearchTabs.map((tab) => ({ key: tab, label: t(`search.tabs.${tab}`) }))}
          />
          <CardListState
            pending={search.isPending}
            error={search.isError}
            empty={empty}
            onRetry={() => void search.refetch()}
            emptyText={t('search.empty', { keyword: query.keyword })}
            emptyExtra={
              <KeywordTags words={data?.suggestions ?? []} onPick={pick} label={t('search.suggestions')} />
            }
          >
            <div className={search.isPlaceholderData ? 'is-stale' : undefined}>
              {showExhibitors ? (
                <Section
                  title={t('search.tabs.exhibitor')}
                  page={data?.exhibitors}
                  cards={exhibitorCards}
                  query={query}
                  onMore={query.tab === 'all' ? () => go({ ...query, tab: 'exhibitor', page: 1 }) : undefined}
                  onPage={query.tab === 'exhibitor' ? (page) => go({ ...query, page }) : undefined}
                />
              ) : null}
              {showProducts ? (
                <Section
                  title={t('search.tabs.product')}
                  page={data?.products}
                  cards={productCards}
                  query={query}
                  onMore={query.tab === 'all' ? () => go({ ...query, tab: 'product', page: 1 }) : undefined}
                  onPage={query.tab === 'product' ? (page) => go({ ...query, page }) : undefined}
                />
              ) : null}
            </div>
          </CardListState>
        </>
      ) : (
        <p className="of-cat-hint">{t('search.prompt')}</p>
      )}
    </div>
  );
}
