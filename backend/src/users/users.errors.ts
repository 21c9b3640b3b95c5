import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/**
 * Accounts' refusals (status and sentence), each written once: the code or DTO that refuses and the route's
 * @ApiErrors both use these (sign-up's checks in auth share the display name and password ones).
 */
export const USER_NOT_FOUND = refusal('USER_NOT_FOUND', HttpStatus.NOT_FOUND, 'User not found');
export const USERNAME_TAKEN = refusal('USERNAME_TAKEN', HttpStatus.CONFLICT, 'Username is already taken');
export const NOT_YOURSELF = refusal('ONLY_OWN_ACCOUNT', HttpStatus.FORBIDDEN, 'You can only change your own account.');
export const DISPLAY_NAME_REQUIRED = refusal('DISPLAY_NAME_REQUIRED', HttpStatus.BAD_REQUEST, 'Display name is required');
export const DISPLAY_NAME_TOO_LONG = refusal('DISPLAY_NAME_TOO_LONG', HttpStatus.BAD_REQUEST, 'Display name is too long');
export const PASSWORD_TOO_SHORT = refusal('PASSWORD_TOO_SHORT', HttpStatus.BAD_REQUEST, 'Password must be at least 6 characters');
export const PASSWORD_TOO_LONG = refusal('PASSWORD_TOO_LONG', HttpStatus.BAD_REQUEST, 'Password must be at most 200 characters');
export const GUEST_HAS_NO_PASSWORD = refusal('GUEST_HAS_NO_PASSWORD', HttpStatus.FORBIDDEN, 'Guests have no password. Create an account to set one.');
export const CURRENT_PASSWORD_REQUIRED = refusal('CURRENT_PASSWORD_REQUIRED', HttpStatus.BAD_REQUEST, 'Enter your current password to set a new one.');
export const CURRENT_PASSWORD_WRONG = refusal('CURRENT_PASSWORD_WRONG', HttpStatus.FORBIDDEN, 'Your current password is not correct.');
/** Password checks beyond the bound and its short queue (users/passwords.ts): try again shortly. */
export const PASSWORD_CHECKS_RETRY_SECONDS = 2;
export const PASSWORD_CHECKS_BUSY = refusal(
  'PASSWORD_CHECKS_BUSY',
  HttpStatus.SERVICE_UNAVAILABLE,
  `The server is busy checking other passwords. Try again in ${PASSWORD_CHECKS_RETRY_SECONDS} seconds.`,
);
