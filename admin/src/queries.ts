import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './dataProvider';

/**
 * The back office's reads that are not resource lists, through react-admin's own react-query client
 * (as the react-admin demo reads with useGetList/useQuery): one key per read under `admin`, polled
 * with `refetchInterval`. A failed refresh keeps the last answer on screen and is not retried at
 * once: the next tick is its retry. Resource lists (users, rooms) use react-admin's <List>.
 */
export const adminKeys = {
  analytics: ['admin', 'analytics'],
  tracker: ['admin', 'youtube-tracker'],
  quotaStats: ['admin', 'youtube-tracker', 'quota-stats'],
  quotaHistory: (days: number) => ['admin', 'youtube-tracker', 'quota-history', days],
  recentCalls: (limit: number) => ['admin', 'youtube-tracker', 'recent-calls', limit],
  jobs: ['admin', 'jobs'],
} as const;

function usePolled<T>(queryKey: QueryKey, read: (dataProvider: AdminDataProvider) => Promise<T>, intervalMs: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey, queryFn: () => read(dataProvider), refetchInterval: intervalMs, retry: false });
}

/** Tracker reads are background refreshes: a failure is logged, not shown (docs/product.md §8). */
const logged =
  <T>(what: string, read: (dataProvider: AdminDataProvider) => Promise<T>) =>
  async (dataProvider: AdminDataProvider) => {
    try {
      return await read(dataProvider);
    } catch (error) {
      console.error(`Failed to load ${what}`, error);
      throw error;
    }
  };

export const useAnalytics = (intervalMs: number) => usePolled(adminKeys.analytics, (dp) => dp.getAnalytics(), intervalMs);

export const useQuotaStats = (intervalMs: number) =>
  usePolled(
    adminKeys.quotaStats,
    logged('quota stats', (dp) => dp.getQuotaStats()),
    intervalMs,
  );

export const useQuotaHistory = (days: number, intervalMs: number) =>
  usePolled(
    adminKeys.quotaHistory(days),
    logged('quota history', (dp) => dp.getQuotaHistory(days)),
    intervalMs,
  );

export const useRecentApiCalls = (limit: number, intervalMs: number) =>
  usePolled(
    adminKeys.recentCalls(limit),
    logged('recent calls', (dp) => dp.getRecentApiCalls(limit)),
    intervalMs,
  );

export const useJobs = (intervalMs: number) => usePolled(adminKeys.jobs, (dp) => dp.getJobs(), intervalMs);

/**
 * A write that is not a resource's: `run` through the data provider, then every read under
 * `invalidates` is fetched again. Its outcome is reported by the caller (onSuccess/onError).
 */
export function useAdminMutation<Arg, Answer>(run: (dataProvider: AdminDataProvider, arg: Arg) => Promise<Answer>, invalidates?: QueryKey) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: Arg) => run(dataProvider, arg),
    onSuccess: () => (invalidates ? queryClient.invalidateQueries({ queryKey: invalidates }) : undefined),
  });
}
