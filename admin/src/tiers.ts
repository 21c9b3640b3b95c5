/** docs/product.md §2: the admin list badges tiers as 1 Basic, 2 Premium, 3 Pro and 999 Admin. */
export const TIER_LABELS: Record<number, string> = { 1: 'kp.tiers.basic', 2: 'kp.tiers.premium', 3: 'kp.tiers.pro', 999: 'kp.tiers.admin' };

/** "2 Premium", in the language shown (`translate` is react-admin's). */
export const tierLabel = (tier: number, translate: (key: string) => string) => `${tier} ${translate(TIER_LABELS[tier] ?? 'kp.tiers.unknown')}`;
