import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/**
 * Sign-up and sign-in refusals (status and sentence), each written once: the code or DTO that refuses and the
 * route's @ApiErrors both use these.
 */
export const INVALID_CREDENTIALS = refusal('INVALID_CREDENTIALS', HttpStatus.UNAUTHORIZED, 'Invalid username or password');
export const INVALID_BETA_CODE = refusal('INVALID_BETA_CODE', HttpStatus.BAD_REQUEST, 'Invalid beta access code');
export const BETA_CODE_REQUIRED = refusal('BETA_CODE_REQUIRED', HttpStatus.BAD_REQUEST, 'Beta access code is required');
export const USERNAME_TOO_SHORT = refusal('USERNAME_TOO_SHORT', HttpStatus.BAD_REQUEST, 'Username must be at least 3 characters');
export const USERNAME_TOO_LONG = refusal('USERNAME_TOO_LONG', HttpStatus.BAD_REQUEST, 'Username must be at most 50 characters');
export const USERNAME_CHARACTERS = refusal(
  'USERNAME_CHARACTERS',
  HttpStatus.BAD_REQUEST,
  'Username can only contain letters, digits, dots, dashes and underscores',
);
export const USERNAME_REQUIRED = refusal('USERNAME_REQUIRED', HttpStatus.BAD_REQUEST, 'Username is required');
export const PASSWORD_REQUIRED = refusal('PASSWORD_REQUIRED', HttpStatus.BAD_REQUEST, 'Password is required');
