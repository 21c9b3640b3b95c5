/**
 * Sign-up and sign-in refusal sentences, each written once: the code or DTO that refuses and the
 * route's @ApiErrors both use these.
 */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_BETA_CODE = 'Invalid beta access code';
export const BETA_CODE_REQUIRED = 'Beta access code is required';
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters';
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';
