import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** The library's refusals (status and sentence), each written once: the code that refuses and the routes' @ApiErrors use these. */
export const LIBRARY_SONG_ID_INVALID = refusal(
  'LIBRARY_SONG_ID_INVALID',
  HttpStatus.BAD_REQUEST,
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.",
);
export const LIBRARY_SONG_NOT_FOUND = refusal('LIBRARY_SONG_NOT_FOUND', HttpStatus.NOT_FOUND, "That song is no longer in the host's library.");
export const LIBRARY_SONG_NOT_IN_ROOM = refusal(
  'LIBRARY_SONG_NOT_IN_ROOM',
  HttpStatus.FORBIDDEN,
  'That song is not queued or playing in this room, so its file is not shared here.',
);
export const LIBRARY_NOT_SET = refusal(
  'LIBRARY_NOT_SET',
  HttpStatus.CONFLICT,
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.',
);
export const LIBRARY_LIMIT_RANGE = refusal('LIBRARY_LIMIT_RANGE', HttpStatus.BAD_REQUEST, 'limit must be a whole number from 1 to 50.');
