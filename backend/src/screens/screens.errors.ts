import { HttpStatus } from '@nestjs/common';
import { notice, refusal } from '../common/errors/domain-error.js';

/** The screens module's refusals, each written once for the throw, Swagger and the catalogs. */
export const PAIRING_CODE_REQUIRED = refusal('PAIRING_CODE_REQUIRED', HttpStatus.BAD_REQUEST, 'Enter the pairing code shown on the host’s screen.');
export const PAIRING_CODE_UNKNOWN = refusal(
  'PAIRING_CODE_UNKNOWN',
  HttpStatus.NOT_FOUND,
  'That pairing code is not right. Check the code on the host’s screen.',
);
export const PAIRING_CODE_EXPIRED = refusal('PAIRING_CODE_EXPIRED', HttpStatus.GONE, 'That pairing code has expired. Ask the host for a new one.');
export const SCREEN_NAME_TOO_LONG = refusal('SCREEN_NAME_TOO_LONG', HttpStatus.BAD_REQUEST, 'A screen’s name can be at most 40 characters.');
export const SCREEN_NOT_PAIRED = refusal(
  'SCREEN_NOT_PAIRED',
  HttpStatus.UNAUTHORIZED,
  'This screen is not paired. Enter the code from the host’s Open on a TV.',
);
export const SCREEN_NOT_FOUND = refusal('SCREEN_NOT_FOUND', HttpStatus.NOT_FOUND, 'That screen is not showing this room.');
/** Told to a screen's sockets as the host ends it, before they are closed. */
export const SCREEN_ENDED = notice('SCREEN_ENDED', 'The host ended this screen. Enter a new code to show a party here.');
