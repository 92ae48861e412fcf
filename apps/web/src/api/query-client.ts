import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request';

/** The one TanStack Query client; logout clears it (spec 000 §4: stores are cleared). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The wrapper already told the user; retry only what may be transient (network), never a refusal.
      retry: (failureCount, error) =>
        error instanceof ApiError && error.kind === 'network' && failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
