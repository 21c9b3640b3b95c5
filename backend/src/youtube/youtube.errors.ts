import { HttpStatus } from '@nestjs/common';
import { refusal, spokenSentence } from '../common/errors/domain-error.js';

/** Search and quota refusals (status and sentence), each written once: the code or DTO that refuses and the route's @ApiErrors use these. */
export const BLANK_QUERY = refusal('BLANK_QUERY', HttpStatus.BAD_REQUEST, 'Please enter a search term.');
export const QUERY_TOO_LONG = refusal('QUERY_TOO_LONG', HttpStatus.BAD_REQUEST, 'The search is too long (200 characters at most).');
export const FORCE_API_CHOICES = refusal('FORCE_API_CHOICES', HttpStatus.BAD_REQUEST, "force_api must be 'true' or 'false'.");
/** "karaoke" alone: every search already asks YouTube for karaoke versions, so nothing is left to search for. */
export const KARAOKE_ONLY_QUERY = refusal(
  'KARAOKE_ONLY_QUERY',
  HttpStatus.BAD_REQUEST,
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.',
);
/** A pasted link whose lookup failed because YouTube did not answer (not "no songs found"). */
export const YOUTUBE_UNREACHABLE_FOR_LINK = refusal(
  'YOUTUBE_UNREACHABLE_FOR_LINK',
  HttpStatus.SERVICE_UNAVAILABLE,
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.',
);
/**
 * The one line a search answer carries (its notice, in the person's language) when keyless search
 * stands in for the Data API, or nothing live answers because YouTube cannot be reached.
 */
export const KEYLESS_PERSONAL = spokenSentence(
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.",
);
export const KEYLESS_ADMINS_ONLY = spokenSentence(
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.",
);
export const KEYLESS_BUSY = spokenSentence(
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.",
);
export const KEYLESS_QUOTA_SPENT = spokenSentence(
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.",
);
export const YOUTUBE_UNREACHABLE_FOR_SEARCH = spokenSentence('YouTube cannot be reached right now, so results come from songs this app already knows.');
export const HISTORY_DAYS_RANGE = refusal('HISTORY_DAYS_RANGE', HttpStatus.BAD_REQUEST, 'days must be a whole number between 1 and 90.');
export const RECENT_CALLS_LIMIT_RANGE = refusal('RECENT_CALLS_LIMIT_RANGE', HttpStatus.BAD_REQUEST, 'limit must be a whole number between 1 and 500.');
export const SEARCH_STYLE_CHOICES = refusal(
  'SEARCH_STYLE_CHOICES',
  HttpStatus.BAD_REQUEST,
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.",
);
export const VIDEO_ID_INVALID = refusal('VIDEO_ID_INVALID', HttpStatus.BAD_REQUEST, "videoId must be an 11-character YouTube video id or a library song's id.");
/** A song's title as a search result gives it (the queue's and the favorites' song bodies). */
export const SONG_TITLE_LENGTH = refusal('SONG_TITLE_LENGTH', HttpStatus.BAD_REQUEST, 'title must be between 1 and 300 characters.');
