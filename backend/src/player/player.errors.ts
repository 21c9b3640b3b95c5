/** The player's refusal sentences, each written once: the DTOs that refuse and the routes' @ApiErrors use these. */
export const SKIP_STARTED_AT_INVALID = 'startedAt must be the date and time the skipped song started (ISO 8601).';
export const UNPLAYABLE_VIDEO_ID_INVALID = 'videoId must be a YouTube video id.';
export const PLAYER_ERROR_CODE_CHOICES = 'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).';
