import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { INVALID_TIER } from './tiers.errors.js';
import { DEFAULT_TIERS, type Tier, type TierLimits, TIER_NUMBERS, type TierNumber } from './tier-defaults.js';

/** Subscription tiers and their limits: docs/product.md §9 defaults merged with TIER_LIMITS. A leaf module. */
@Injectable()
export class TiersService {
  private readonly tiers: Record<TierNumber, Tier>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.tiers = Object.fromEntries(
      TIER_NUMBERS.map((n) => [n, { ...DEFAULT_TIERS[n], limits: { ...DEFAULT_TIERS[n].limits, ...config.tierLimits[n] } }]),
    ) as Record<TierNumber, Tier>;
  }

  all(): Record<TierNumber, Tier> {
    return this.tiers;
  }

  /** A tier by number; anything else is 404 'Invalid tier'. */
  get(tier: number): Tier {
    const found = (TIER_NUMBERS as readonly number[]).includes(tier) ? this.tiers[tier as TierNumber] : undefined;
    if (!found) throw new DomainError(INVALID_TIER);
    return found;
  }

  /** Limits for a user's tier; an unknown stored tier falls back to Basic (docs/product.md §9 fallback). */
  limitsFor(tier: number): TierLimits {
    return ((TIER_NUMBERS as readonly number[]).includes(tier) ? this.tiers[tier as TierNumber] : this.tiers[1]).limits;
  }
}
