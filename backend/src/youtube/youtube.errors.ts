/** Search and quota refusal sentences, each written once: the code or DTO that refuses and the route's @ApiErrors use these. */
export const BLANK_QUERY = 'Please enter a search term.';
export const HISTORY_DAYS_RANGE = 'days must be a whole number between 1 and 90.';
export const RECENT_CALLS_LIMIT_RANGE = 'limit must be a whole number between 1 and 500.';
