/**
 * Accounts' refusal sentences, each written once: the code or DTO that refuses and the route's
 * @ApiErrors both use these (sign-up's checks in auth share the display name and password ones).
 */
export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'Username is already taken';
export const NOT_YOURSELF = 'You can only change your own account.';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';
export const DISPLAY_NAME_TOO_LONG = 'Display name is too long';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_LONG = 'Password must be at most 200 characters';
