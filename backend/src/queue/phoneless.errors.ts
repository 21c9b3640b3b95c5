import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** The refusals of singers without a phone (docs/product.md "Singers without a phone"), each written once. */
export const SINGER_NAME_REQUIRED = refusal('SINGER_NAME_REQUIRED', HttpStatus.BAD_REQUEST, 'Please enter the singer’s name');
export const PHONELESS_SINGER_NOT_FOUND = refusal('PHONELESS_SINGER_NOT_FOUND', HttpStatus.NOT_FOUND, 'That singer without a phone is not in this room.');
export const NOT_ALLOWED_FOR_PHONELESS = refusal(
  'NOT_ALLOWED_FOR_PHONELESS',
  HttpStatus.FORBIDDEN,
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.',
);
