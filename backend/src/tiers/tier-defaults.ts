/** A tier's limits (docs/product.md §3 "Tier", §9 table). */
export interface TierLimits {
  simultaneousRooms: number;
  guestsPerRoom: number;
  maxQueueSize: number;
  roomTimeMinutes: number;
  roomsPerDay: number;
}

export interface Tier {
  displayName: string;
  description: string;
  limits: TierLimits;
}

export const TIER_NUMBERS = [1, 2, 3, 999] as const;
export type TierNumber = (typeof TIER_NUMBERS)[number];
export const ADMIN_TIER = 999;

/**
 * The server's plans (docs/product.md "Plans that fit a party"): each queue holds every person's
 * allowance at the room's default of 2 songs, (guests + host) × 2, so a full room never finds the
 * queue shut before each person has used their own. TIER_LIMITS can override any of them.
 */
export const DEFAULT_TIERS: Record<TierNumber, Tier> = {
  1: {
    displayName: 'Basic',
    description: 'For a small get-together: one room at a time with a few friends.',
    limits: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 10, roomTimeMinutes: 60, roomsPerDay: 2 },
  },
  2: {
    displayName: 'Premium',
    description: 'For regular parties: longer rooms, more guests and a bigger queue.',
    limits: { simultaneousRooms: 2, guestsPerRoom: 10, maxQueueSize: 22, roomTimeMinutes: 240, roomsPerDay: 4 },
  },
  3: {
    displayName: 'Pro',
    description: 'For venues and big nights: many rooms, crowds and all-night sessions.',
    limits: { simultaneousRooms: 5, guestsPerRoom: 25, maxQueueSize: 52, roomTimeMinutes: 480, roomsPerDay: 10 },
  },
  999: {
    displayName: 'Admin',
    description: 'Unlimited: for the people who run Karaoke Party.',
    limits: { simultaneousRooms: 999, guestsPerRoom: 999, maxQueueSize: 999, roomTimeMinutes: 999999, roomsPerDay: 999 },
  },
};

const LIMIT_KEYS: (keyof TierLimits)[] = ['simultaneousRooms', 'guestsPerRoom', 'maxQueueSize', 'roomTimeMinutes', 'roomsPerDay'];

/**
 * Parses TIER_LIMITS: JSON of partial limits per tier, e.g. {"1":{"guestsPerRoom":6}}.
 * Returns the problems (naming the variable) instead of throwing, for loadConfig.
 */
export function parseTierLimits(raw: string | undefined): { overrides: Partial<Record<TierNumber, Partial<TierLimits>>>; problems: string[] } {
  if (raw === undefined) return { overrides: {}, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { overrides: {}, problems: ['TIER_LIMITS must be JSON such as {"1":{"guestsPerRoom":6}}'] };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { overrides: {}, problems: ['TIER_LIMITS must be a JSON object keyed by tier number (1, 2, 3 or 999)'] };
  }
  const problems: string[] = [];
  const overrides: Partial<Record<TierNumber, Partial<TierLimits>>> = {};
  for (const [tierKey, limits] of Object.entries(parsed)) {
    const tier = Number(tierKey) as TierNumber;
    if (!TIER_NUMBERS.includes(tier)) {
      problems.push(`TIER_LIMITS has an unknown tier "${tierKey}" (tiers are 1, 2, 3 and 999)`);
      continue;
    }
    if (limits === null || typeof limits !== 'object' || Array.isArray(limits)) {
      problems.push(`TIER_LIMITS tier ${tierKey} must be an object of limits`);
      continue;
    }
    const out: Partial<TierLimits> = {};
    for (const [key, value] of Object.entries(limits)) {
      if (!LIMIT_KEYS.includes(key as keyof TierLimits))
        problems.push(`TIER_LIMITS tier ${tierKey} has an unknown limit "${key}" (known: ${LIMIT_KEYS.join(', ')})`);
      else if (!Number.isInteger(value) || (value as number) < 1) problems.push(`TIER_LIMITS tier ${tierKey} ${key} must be a whole number of at least 1`);
      else out[key as keyof TierLimits] = value as number;
    }
    overrides[tier] = out;
  }
  return { overrides, problems };
}
