import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { PlanRequestDto, TierLimitsDto } from '@api-types';
import { msg } from '@/i18n/i18n';

/** Used until the server's limits have loaded (docs/product.md §9). */
export const FALLBACK_TIER_LIMITS: TierLimitsDto = { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 5, roomTimeMinutes: 60, roomsPerDay: 2 };
/** The plans' names, shown with t(TIER_LABELS[tier]). */
export const TIER_LABELS: Record<number, string> = { 1: msg('Basic'), 2: msg('Premium'), 3: msg('Pro'), 999: msg('Admin') };

const getTierLimits = () => call('get', '/api/tier-limits');
/** Fresh for 5 minutes, kept for 10 (docs/product.md §9). */
export const tierLimitsQuery = () => queryOptions({ queryKey: ['tier-limits'], queryFn: getTierLimits, staleTime: 5 * 60_000, gcTime: 10 * 60_000 });

export type PlanRequest = PlanRequestDto;
export const planRequestKey = ['plan-request', 'mine'] as const;
/** This account's latest plan request (docs/product.md "Plans that fit a party"), or null. */
export const myPlanRequestQuery = () => queryOptions({ queryKey: planRequestKey, queryFn: async () => (await call('get', '/api/plan-requests/mine')).request });
export const askForPlan = (tier: 2 | 3) => call('post', '/api/plan-requests', { body: { tier } });
export const withdrawPlanRequest = () => call('delete', '/api/plan-requests/mine');
export const approvePlanHere = (username: string, password: string) => call('post', '/api/plan-requests/mine/approve-here', { body: { username, password } });
