import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Client errors (4xx) will not succeed on retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}

/** The renderer's one query client: the route loaders start requests in it before the pages mount. */
export const queryClient = createQueryClient();
