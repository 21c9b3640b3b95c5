import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 defaults: data never goes stale by itself, no retries, no refetch on focus or interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}
