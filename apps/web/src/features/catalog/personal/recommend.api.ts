import { CatalogPaths } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { catalogKeys } from '../api/catalog.api';

export const HOME_RECOMMEND_COUNT = 8;

/**
 * Recommended products for the home screen. The server ranks them from the visitor's favourites, history
 * and questionnaire answers; anonymous callers get the newest public products. The token is in the key
 * so a login or logout refetches instead of showing the previous viewer's ranking.
 */
export function useRecommendedProducts() {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: [...catalogKeys.all, 'recommend', token, lang] as const,
    queryFn: () =>
      post(
        CatalogPaths.recommendProducts,
        { pageNum: 1, pageSize: HOME_RECOMMEND_COUNT },
        // A home section: its own error block is enough, no toast.
        { silent: true },
      ),
  });
}
