/** docs/product.md §2: the admin list badges tiers as 1 Basic, 2 Premium, 3 Pro and 999 Admin. */
export const TIER_LABELS: Record<number, string> = { 1: 'Basic', 2: 'Premium', 3: 'Pro', 999: 'Admin' };
export const tierLabel = (tier: number) => `${tier} ${TIER_LABELS[tier] ?? 'Unknown'}`;
