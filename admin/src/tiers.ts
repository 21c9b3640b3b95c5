/** docs/product.md §2: the admin list badges tiers as 1 Basic, 2 Premium, 3 Pro and 999 Admin. */
/** The tier of admins (docs/glossary.md: 999 also means "unlimited" in limits, a different idea). */
export const ADMIN_TIER = 999;

export const TIER_LABELS: Record<number, string> = { 1: 'kp.tiers.basic', 2: 'kp.tiers.premium', 3: 'kp.tiers.pro', [ADMIN_TIER]: 'kp.tiers.admin' };

/** "2 Premium", in the language shown (`translate` is react-admin's). */
export const tierLabel = (tier: number, translate: (key: string) => string) => `${tier} ${translate(TIER_LABELS[tier] ?? 'kp.tiers.unknown')}`;
