import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsDefined, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { SENTENCE_LANGUAGES, type SentenceLanguage } from '../../common/i18n/sentences.js';
import { PUSH_AUTH_INVALID, PUSH_ENDPOINT_INVALID, PUSH_KEY_INVALID, PUSH_KEYS_REQUIRED, PUSH_LANGUAGE_INVALID } from '../push.errors.js';

/** The most characters of a push service's endpoint stored (FCM's and Mozilla's are under 500). */
export const PUSH_ENDPOINT_MAX = 1000;

/** How many bytes a base64url text (with or without its padding) decodes to; -1 when it is not base64url. */
function base64urlBytes(value: unknown): number {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length;
}

/** An https:// URL: web-push speaks only HTTPS to push services, as browsers' push services are. */
function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export class PushKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key for this subscription (base64url, 65 bytes)", example: 'BNc…' })
  @ValidateBy(
    { name: 'p256dh', validator: { validate: (value: unknown) => base64urlBytes(value) === 65 && (value as string).startsWith('B') } },
    { message: PUSH_KEY_INVALID.message },
  )
  p256dh: string;

  @ApiProperty({ description: 'The authentication secret of this subscription (base64url, 16 bytes)', example: 'tBHItJI5svbpez7KI4CCXg' })
  @ValidateBy({ name: 'auth', validator: { validate: (value: unknown) => base64urlBytes(value) === 16 } }, { message: PUSH_AUTH_INVALID.message })
  auth: string;
}

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export class PushSubscriptionDto {
  @ApiProperty({
    description: "The push service's address for this browser (https)",
    example: 'https://fcm.googleapis.com/fcm/send/dQw4…',
    maxLength: PUSH_ENDPOINT_MAX,
  })
  @ValidateBy({ name: 'httpsUrl', validator: { validate: isHttpsUrl } }, { message: PUSH_ENDPOINT_INVALID.message })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_ENDPOINT_INVALID.message })
  @IsString({ message: PUSH_ENDPOINT_INVALID.message })
  endpoint: string;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'Ignored (browsers send null; a subscription that lapses is answered 404/410 and dropped).',
  })
  @Allow()
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @ValidateNested()
  @Type(() => PushKeysDto)
  @IsObject({ message: PUSH_KEYS_REQUIRED.message })
  @IsDefined({ message: PUSH_KEYS_REQUIRED.message })
  keys: PushKeysDto;

  @ApiPropertyOptional({
    enum: SENTENCE_LANGUAGES,
    description: "The party app's language in this browser: its notifications are worded in it. Absent: the room's language, else English.",
  })
  @IsOptional()
  @IsIn(SENTENCE_LANGUAGES, { message: PUSH_LANGUAGE_INVALID.message })
  language?: SentenceLanguage;
}

/** Which subscription to forget. */
export class PushUnsubscribeDto {
  @ApiProperty({
    description: 'The endpoint of the subscription, as subscribed',
    example: 'https://fcm.googleapis.com/fcm/send/dQw4…',
    maxLength: PUSH_ENDPOINT_MAX,
  })
  @Matches(/^https:\/\//, { message: PUSH_ENDPOINT_INVALID.message })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_ENDPOINT_INVALID.message })
  @IsString({ message: PUSH_ENDPOINT_INVALID.message })
  endpoint: string;
}

export class PushKeyDto {
  @ApiProperty({ description: "The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey" })
  publicKey: string;
}

export class PushSubscribedDto {
  @ApiProperty({ description: 'Whether this browser now gets "your turn" notifications for this session' })
  subscribed: boolean;
}
