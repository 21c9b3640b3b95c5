/**
 * The two meanings of 999 in the API's numbers (docs/glossary.md): a limit with no bound (tier
 * limits, room settings), and the tier of admins.
 */
export const UNLIMITED = 999;
export const ADMIN_TIER = 999;
