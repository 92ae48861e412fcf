import type { CatalogPage, CollectionItem } from '@openfair/contract';
import type { UseQueryResult } from '@tanstack/react-query';

import type { ReactNode } from 'react';
import { QueryState } from '../../../shared/ui/query-state';
import { type PersonalTab, PersonalTabs } from './personal-tabs';
import { SubjectItem, subjectIdOf } from './subject-item';
import './personal.css';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';

export const PERSONAL_PAGE_SIZE = 12;

type Props<Item extends CollectionItem> = {
  area: 'collection' | 'footprint';
  tab: PersonalTab;
  list: UseQueryResult<CatalogPage<Item>>;
  totalText: string;
  emptyText: string;
  /** The toolbar's action (export, clear), shown while the list has entries. */
  action?: ReactNode;
  /** The line under an entry's card. */
  footer: (item: Item, subjectId: string) => ReactNode;
};

/** A favourites or history list: tabs by type, the total and an action, the cards, pages. */
export function PersonalList<Item extends CollectionItem>({
  area,
  tab,
  list,
  totalText,
  emptyText,
  action,
  footer,
}: Props<Item>) {
  const total = list.data?.total ?? 0;
  const items = list.data?.list ?? [];
  return (
    <div className="of-personal">
      <PersonalTabs area={area} types={tab.types} active={tab.type} />
      <div className="of-personal-toolbar">
        <span>{totalText}</span>
        {items.length > 0 ? action : null}
      </div>
      <QueryState
        pending={list.isPending}
        error={list.isError}
        empty={items.length === 0}
        onRetry={() => void list.refetch()}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
        emptyText={emptyText}
      >
        <div className="of-personal-grid">
          {items.map((item) => {
            const id = subjectIdOf(item);
            return <SubjectItem key={id} item={item} footer={footer(item, id)} />;
          })}
        </div>
      </QueryState>
      {total > PERSONAL_PAGE_SIZE ? (
        <Pagination
          className="of-personal-pagination"
          current={tab.pageNum}
          pageSize={PERSONAL_PAGE_SIZE}
          total={total}
          onChange={tab.setPageNum}
        />
      ) : null}
    </div>
  );
}
