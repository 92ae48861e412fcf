import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/ui/query-state';
import { useCollectToggle } from '../api/catalog.api';
import { ProductCard } from '../components/product-card';
import { useRecommendedProducts } from './recommend.api';
import '../catalog.css';
import './personal.css';
import { Skeleton } from '../../../shared/ui/skeleton';

/** The home screen's "recommended for you" grid (visitors and anonymous guests; exhibitors do not see it). */
export function RecommendedProducts() {
  const { t } = useTranslation('catalog-detail');
  const query = useRecommendedProducts();
  const collect = useCollectToggle()('PRODUCT');
  const list = query.data?.list ?? [];
  return (
    <QueryState
      pending={query.isPending}
      error={query.isError}
      empty={list.length === 0}
      onRetry={() => void query.refetch()}
      skeleton={<Skeleton active paragraph={{ rows: 4 }} />}
      emptyText={t('recommend.empty')}
      errorText={t('recommend.error')}
      compact
    >
      <div className="of-personal-grid">
        {list.map((card) => (
          <ProductCard key={card.id} card={card} {...collect} />
        ))}
      </div>
    </QueryState>
  );
}
