/**
 * The back office's refusal sentences, each written once: the code or DTO that refuses and the
 * route's @ApiErrors both use these.
 */
export const NOT_YOURSELF = 'You cannot delete your own account.';
export const LAST_ADMIN = 'You are the last admin: promote someone else first.';
export const USER_CHANGED_MEANWHILE = 'Someone else changed this account since you opened it. Reload it to see their changes, then save again.';
export const ROLE_CHOICES = "role must be 'user' or 'admin'.";
export const PAGE_SIZE_CHOICES = 'pageSize must be one of 25, 50, 100 or 500.';
export const RANGE_INVALID = 'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].';
export const BOTH_CONVENTIONS = 'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.';
