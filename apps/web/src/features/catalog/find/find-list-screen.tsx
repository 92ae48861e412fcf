import type { CatalogPage, CollectionType } from '@openfair/contract';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import {
  useCollectToggle,
  useExhibitorList,
  useFilterOptions,
  useProductList,
  useVisitorList,
} from '../api/catalog.api';
import { CardListState } from '../components/card-grid';
import { ExhibitorCard } from '../components/exhibitor-card';
import { ProductCard } from '../components/product-card';
import { TouristPrompt } from '../components/tourist-prompt';
import { VisitorCard } from '../components/visitor-card';
import { FilterBar } from './filter-bar';
import {
  collectionTypeOf,
  exhibitorListBody,
  FIND_PAGE_SIZE,
  type FindQuery,
  type FindType,
  isFindType,
  parseFindQuery,
  productListBody,
  toFindSearch,
  visitorListBody,
} from './find-query';
import '../catalog.css';
import { Pagination } from '../../../shared/ui/pagination';

/** Cards in a list's first row at the widest layout: their pictures load first. */
const FIRST_ROW = 4;

/** /find/:type — exhibitors (actor), products (product) or, for exhibitors, visitors (person). */
export function FindListScreen() {
  const { type } = useParams();
  if (!isFindType(type)) return <NotFoundScreen />;
  // Keyed: switching lists starts from a fresh state (own filters, own cache entry).
  return <FindList key={type} type={type} />;
}

function FindList({ type }: { type: FindType }) {
  const { t } = useTranslation('catalog');
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const [params, setParams] = useSearchParams();
  const query = parseFindQuery(params, type);
  const options = useFilterOptions(session.language);

  const exhibitors = useExhibitorList(exhibitorListBody(query), type === 'actor');
  const products = useProductList(productListBody(query), type === 'product');
  const visitors = useVisitorList(visitorListBody(query), type === 'person');
  const active = type === 'actor' ? exhibitors : type === 'product' ? products : visitors;
  const page = active.data as CatalogPage<unknown> | undefined;

  const collect = useCollectToggle()(collectionTypeOf[type] as CollectionType);

  // Every change is a new history entry, so back/forward walks through the lists the user saw.
  const go = (next: FindQuery) => setParams(toFindSearch(next));
  const onFilter = (patch: Partial<FindQuery>) => go({ ...query, ...patch, page: 1 });
  const onReset = () =>
    go({ ...query, keyword: '', category: '', countryId: '', floor: '', tags: [], page: 1 });

  const touristLimited = type === 'product' && !loggedIn && products.data?.touristLimited === true;
  let cards: ReactNode[] = [];
  if (type === 'actor') {
    cards = (exhibitors.data?.list ?? []).map((c, i) => (
      <ExhibitorCard key={c.id} card={c} priority={i < FIRST_ROW} {...collect} />
    ));
  } else if (type === 'product') {
    cards = (products.data?.list ?? []).map((c, i) => (
      <ProductCard key={c.id} card={c} priority={i < FIRST_ROW} {...collect} />
    ));
  } else {
    cards = (visitors.data?.list ?? []).map((c) => <VisitorCard key={c.id} card={c} {...collect} />);
  }

  return (
    <div className="of-cat-page">
      <header className="of-page-head">
        <h1>{t(`find.title.${type}`)}</h1>
        <p>{t(`find.subtitle.${type}`)}</p>
      </header>
      <FilterBar
        type={type}
        query={query}
        options={options.data}
        optionsLoading={options.isPending}
        onChange={onFilter}
        onReset={onReset}
      />
      <CardListState
        pending={active.isPending}
        error={active.isError}
        empty={cards.length === 0 && !touristLimited}
        onRetry={() => void active.refetch()}
        emptyText={t(query.keyword ? 'state.emptyKeyword' : 'state.empty', { keyword: query.keyword })}
      >
        {/* The cards' names are h3: this keeps the outline from jumping from the page's h1 to them. */}
        <h2 className="of-sr-only">{t('find.results')}</h2>
        <div className={`of-cat-grid${active.isPlaceholderData ? ' is-stale' : ''}`} data-testid="card-grid">
          {cards}
          {touristLimited ? <TouristPrompt /> : null}
        </div>
        {page && page.total > FIND_PAGE_SIZE ? (
          <Pagination
            className="of-pagination"
            current={query.page}
            pageSize={FIND_PAGE_SIZE}
            total={page.total}
            showTotal={(n) => t('find.total', { total: n })}
            onChange={(next) => {
              go({ ...query, page: next });
              window.scrollTo?.({ top: 0, behavior: 'smooth' });
            }}
          />
        ) : null}
      </CardListState>
    </div>
  );
}
