import { ContentPaths, type FixedPage, type FixedPageContent } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../api/request';
import { useSession } from '../../../lib/session-store';

export const fixedPageKeys = {
  all: ['content', 'fixedPage'] as const,
  page: (page: FixedPage, language: string) => [...fixedPageKeys.all, page, language] as const,
};

/**
 * The organizer's version of a fixed page in the interface language (one small call). Silent: when it
 * cannot be read the page shows its built-in text, as it does when the organizer wrote none.
 */
export function useFixedPage(page: FixedPage) {
  const language = useSession((s) => s.language);
  return useQuery({
    queryKey: fixedPageKeys.page(page, language),
    queryFn: (): Promise<FixedPageContent> => post(ContentPaths.fixedPage, { page }, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
