import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** Refusals of tonight's songs and past parties, each written once for the throw and the Swagger answer. */
export const PLAYED_SONG_NOT_FOUND = refusal('PLAYED_SONG_NOT_FOUND', HttpStatus.NOT_FOUND, "That song is not among this room's songs tonight.");
export const ONLY_OWN_HISTORY = refusal('ONLY_OWN_HISTORY', HttpStatus.FORBIDDEN, 'You can only see your own past parties.');
export const GUESTS_HAVE_NO_HISTORY = refusal('GUESTS_HAVE_NO_HISTORY', HttpStatus.FORBIDDEN, 'Past parties are kept for accounts. Create one to keep yours.');
