import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** Refusals of lyrics, each written once for the throw and the Swagger answer. */
export const LYRICS_SONG_NOT_ON_STAGE = refusal(
  'LYRICS_SONG_NOT_ON_STAGE',
  HttpStatus.CONFLICT,
  'That song is no longer on stage, so its lyrics timing was left as it was.',
);
export const LYRICS_OFFSET_NOT_ALLOWED = refusal(
  'LYRICS_OFFSET_NOT_ALLOWED',
  HttpStatus.FORBIDDEN,
  'Only the host or the person singing can change the lyrics timing.',
);
export const LYRICS_OFFSET_RANGE = refusal(
  'LYRICS_OFFSET_RANGE',
  HttpStatus.BAD_REQUEST,
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).',
);
export const LYRICS_VIDEO_ID_REQUIRED = refusal('LYRICS_VIDEO_ID_REQUIRED', HttpStatus.BAD_REQUEST, 'videoId must name the song on stage.');
