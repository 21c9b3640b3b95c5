import { KIB } from '../common/http/request-shape.js';

/** A YouTube video id: 11 characters of base64url. Songs, queued or saved as favorites, are YouTube videos. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/**
 * The body limit of the routes that take a song (queue adds, favorites): a 300-character title
 * (up to 3 bytes a character in UTF-8) and the fields older clients still send; every other
 * route takes DEFAULT_BODY_LIMIT.
 */
export const SONG_BODY_LIMIT = 8 * KIB;
