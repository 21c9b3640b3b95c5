import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** The player's refusals (status and sentence), each written once: the DTOs that refuse and the routes' @ApiErrors use these. */
export const SKIP_VIDEO_ID_INVALID = refusal('SKIP_VIDEO_ID_INVALID', HttpStatus.BAD_REQUEST, 'videoId must be the id of the song being skipped, or null.');
export const SKIP_ENDED_INVALID = refusal('SKIP_ENDED_INVALID', HttpStatus.BAD_REQUEST, 'ended must be true or false.');
export const SKIP_STARTED_AT_INVALID = refusal(
  'SKIP_STARTED_AT_INVALID',
  HttpStatus.BAD_REQUEST,
  'startedAt must be the date and time the skipped song started (ISO 8601).',
);
export const UNPLAYABLE_VIDEO_ID_INVALID = refusal('UNPLAYABLE_VIDEO_ID_INVALID', HttpStatus.BAD_REQUEST, 'videoId must be a YouTube video id.');
export const PLAYER_ERROR_CODE_CHOICES = refusal(
  'PLAYER_ERROR_CODE_CHOICES',
  HttpStatus.BAD_REQUEST,
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).',
);
export const SONG_ON_STAGE_REQUIRED = refusal(
  'SONG_ON_STAGE_REQUIRED',
  HttpStatus.BAD_REQUEST,
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.',
);
export const PLAYING_INVALID = refusal('PLAYING_INVALID', HttpStatus.BAD_REQUEST, 'playing must be true or false.');
