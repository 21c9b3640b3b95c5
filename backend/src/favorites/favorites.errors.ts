import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** Favorites answer in their own words (docs/product.md §5): signed out 401, guests 403. */
export const SIGN_IN_REQUIRED = refusal('SIGN_IN_REQUIRED', HttpStatus.UNAUTHORIZED, 'Sign in required');
export const ACCOUNT_REQUIRED = refusal('ACCOUNT_REQUIRED', HttpStatus.FORBIDDEN, 'Create an account to save favorite songs');
