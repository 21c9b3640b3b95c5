import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { seedIdentity } from './identity';
import { endSession, isUnauthorized } from './session';

/**
 * docs/product.md §7 defaults: data never goes stale by itself, no retries, no refetch on focus or interval.
 * The signed-in person is seeded from the stored user (lib/identity.ts).
 * Any 401 answer clears the stored user and goes to /login (guests: /guest), see endSession().
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) endSession(client);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
  seedIdentity(client);
  return client;
}
