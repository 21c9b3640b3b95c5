import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { TierLimitsDto } from '@api-types';
import { msg } from '@/i18n/i18n';

/** Used until the server's limits have loaded (docs/product.md §9). */
export const FALLBACK_TIER_LIMITS: TierLimitsDto = { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 5, roomTimeMinutes: 60, roomsPerDay: 2 };
/** The plans' names, shown with t(TIER_LABELS[tier]). */
export const TIER_LABELS: Record<number, string> = { 1: msg('Basic'), 2: msg('Premium'), 3: msg('Pro'), 999: msg('Admin') };

const getTierLimits = () => call('get', '/api/tier-limits');
/** Fresh for 5 minutes, kept for 10 (docs/product.md §9). */
export const tierLimitsQuery = () => queryOptions({ queryKey: ['tier-limits'], queryFn: getTierLimits, staleTime: 5 * 60_000, gcTime: 10 * 60_000 });
