import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';
import { SENTENCE_LANGUAGES } from '../common/i18n/sentences.js';

/**
 * Web Push's refusals (status and sentence), each written once: the DTOs and the routes'
 * @ApiErrors both use these.
 */
export const PUSH_ENDPOINT_INVALID = refusal(
  'PUSH_ENDPOINT_INVALID',
  HttpStatus.BAD_REQUEST,
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.",
);
export const PUSH_KEY_INVALID = refusal(
  'PUSH_KEY_INVALID',
  HttpStatus.BAD_REQUEST,
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.",
);
export const PUSH_AUTH_INVALID = refusal(
  'PUSH_AUTH_INVALID',
  HttpStatus.BAD_REQUEST,
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.",
);
export const PUSH_KEYS_REQUIRED = refusal(
  'PUSH_KEYS_REQUIRED',
  HttpStatus.BAD_REQUEST,
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.',
);
export const PUSH_ENDPOINT_INSIDE = refusal(
  'PUSH_ENDPOINT_INSIDE',
  HttpStatus.BAD_REQUEST,
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.',
);
export const PUSH_ENDPOINT_TAKEN = refusal(
  'PUSH_ENDPOINT_TAKEN',
  HttpStatus.CONFLICT,
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.',
);
export const PUSH_LANGUAGE_INVALID = refusal(
  'PUSH_LANGUAGE_INVALID',
  HttpStatus.BAD_REQUEST,
  `language must be one of ${SENTENCE_LANGUAGES.join(', ')}: the language this browser's notifications are worded in.`,
);
