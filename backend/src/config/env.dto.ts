import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsInt, IsNumber, IsOptional, Matches, Max, Min, MinLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { JOB_NAMES } from '../jobs/job-names.js';

/**
 * The environment as a DTO: one property per variable, named as deployments set it, with its
 * default, its conversion and its rule. Values arrive trimmed, blank ones as unset (loadConfig,
 * env.ts), which derives AppConfig from it and words each refusal `NAME rule (got "value")`.
 */

/**
 * Where live YouTube searches go: auto (the Data API while a key, its quota and the hourly budget
 * allow, else keyless), api (the Data API only), keyless (YouTube's web API only, never the key).
 */
export const YOUTUBE_SEARCH_MODES = ['auto', 'api', 'keyless'] as const;
export type YoutubeSearchMode = (typeof YOUTUBE_SEARCH_MODES)[number];

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What a refusal quotes of the value as written: one sentence per string returned. */
export type Echo = (raw: string) => string[];

/** A rule's sentence and what it quotes (the whole value unless told otherwise). */
const rule = (message: string, echo?: Echo): ValidationOptions => ({ message, context: { echo } });
const HIDDEN: Echo = () => ['<hidden>'];

const items = (raw: string): string[] =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const list = ({ value }: { value: string }) => items(value);

/** Number() of the text (so `1e3` counts), within [min, max]. */
function Between(min: number, max: number, kind: 'integer' | 'number') {
  const refusal = rule(`must be ${kind === 'integer' ? 'an integer' : 'a number'} between ${min} and ${max}`);
  return applyDecorators(
    Transform(({ value }: { value: string }) => Number(value)),
    kind === 'integer' ? IsInt(refusal) : IsNumber({}, refusal),
    Min(min, refusal),
    Max(max, refusal),
  );
}
const Integer = (min: number, max: number) => Between(min, max, 'integer');

const protocolOf = (value: string): string | undefined => {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
};

/** An absolute URL with one of these schemes; a password in it never reaches the refusal. */
function Url(...protocols: string[]) {
  return ValidateBy(
    {
      name: 'url',
      validator: {
        validate: (value: string) => protocols.includes(protocolOf(value) ?? ''),
        defaultMessage: (args) =>
          protocolOf(args?.value as string) === undefined
            ? 'must be a valid URL'
            : `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      },
    },
    { context: { echo: (raw: string) => [redact(raw)] } },
  );
}

/** scheme://host[:port] and nothing more, as browsers send in Origin. */
function isOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

/** A list of origins; each refused entry gets its own sentence. */
const Origins = () =>
  ValidateBy(
    { name: 'origin', validator: { validate: isOrigin } },
    {
      each: true,
      ...rule('must be a comma-separated list of origins like https://party.example.com (scheme, host and optional port, no path)', (raw) =>
        items(raw).filter((entry) => !isOrigin(entry)),
      ),
    },
  );

/** A list of job names; one sentence quotes every unknown name. */
const JobNames = () => {
  const unknown = (raw: string) => items(raw).filter((name) => !(JOB_NAMES as readonly string[]).includes(name));
  return IsIn(JOB_NAMES, { each: true, ...rule(`must list job names (${JOB_NAMES.join(', ')})`, (raw) => [unknown(raw).join(',')]) });
};

/**
 * true/false, a hop count, or a comma-separated list of addresses/CIDRs, as Fastify's trustProxy
 * takes. Digits are always a hop count: `1` trusts the one proxy in front (the client is the
 * address that proxy saw, the right-most of X-Forwarded-For), never every address a client
 * writes into the header, as `true` does. `0` trusts none, like false.
 */
function trustProxy({ value }: { value: string }): boolean | number | string {
  const lower = value.toLowerCase();
  if (['true', 'yes'].includes(lower)) return true;
  if (['false', 'no'].includes(lower)) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value;
}

/** Keeps passwords in URLs out of error messages and logs. */
export function redact(rawUrl: string): string {
  return rawUrl.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}

// Declared in the order refusals are listed. Properties without a rule carry @Allow: loadConfig
// keeps only declared variables, so anything else in the environment is ignored.
export class EnvDto {
  @Integer(1, 65535) PORT = 3000;
  @IsOptional() @Url('postgres:', 'postgresql:') DATABASE_URL?: string;
  @Allow() DATA_DIR = './data';
  @IsOptional() @Url('redis:', 'rediss:') REDIS_URL?: string;
  @IsOptional() @MinLength(32, rule('must be at least 32 characters long', HIDDEN)) SESSION_SECRET?: string;
  @Allow() @Transform(list) BETA_CODES: string[] = [];
  @Matches(/^[A-Za-z0-9_.-]{3,50}$/, rule('must be 3-50 letters, digits, dots, dashes or underscores')) ADMIN_USERNAME = 'admin';
  @IsOptional() @MinLength(6, rule('must be at least 6 characters long', HIDDEN)) ADMIN_PASSWORD?: string;
  @IsOptional()
  @Matches(
    /^[A-Za-z0-9_-]{87}$/,
    rule('must be a VAPID public key: 87 base64url characters (an uncompressed P-256 point), as web-push generate-vapid-keys prints'),
  )
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, rule('must be a VAPID private key: 43 base64url characters (32 bytes), as web-push generate-vapid-keys prints', HIDDEN))
  VAPID_PRIVATE_KEY?: string;

  @IsOptional()
  @Matches(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, rule('must be a mailto: address or an https:// URL where push services can reach the operator'))
  VAPID_SUBJECT?: string;

  @Allow() YOUTUBE_API_KEY?: string;
  @Url('http:', 'https:') YOUTUBE_API_BASE_URL = 'https://www.googleapis.com/youtube/v3';
  @Url('http:', 'https:') YOUTUBE_OEMBED_URL = 'https://www.youtube.com/oembed';
  @IsIn(YOUTUBE_SEARCH_MODES, rule(`must be one of ${YOUTUBE_SEARCH_MODES.join(', ')}`)) YOUTUBE_SEARCH: YoutubeSearchMode = 'auto';
  @Url('http:', 'https:') YOUTUBE_INNERTUBE_URL = 'https://www.youtube.com';
  /** LRCLIB, where lyrics come from (docs/product.md "Lyrics"); tests point it at a local stub. */
  @Url('http:', 'https:') LRCLIB_URL = 'https://lrclib.net';
  @Integer(0, 100_000) YOUTUBE_SEARCH_COST = 100;
  @Integer(0, 100_000) YOUTUBE_VIDEOS_COST = 1;
  @Integer(0, 100_000_000) YOUTUBE_DAILY_QUOTA = 10_000;
  @Integer(0, 1_000_000) YOUTUBE_LIVE_SEARCHES_PER_PERSON = 10;
  @Integer(0, 1_000_000) YOUTUBE_LIVE_SEARCHES_PER_HOUR = 15;
  @Integer(1, 64) PASSWORD_CHECKS_AT_ONCE = 2;
  @Integer(0, 10_000) PASSWORD_CHECKS_QUEUED = 8;
  @IsOptional() @Url('http:', 'https:') PUBLIC_URL?: string;
  /** The host's own karaoke files (library/); unset means no library. */
  @Allow() MEDIA_DIR?: string;
  @Transform(list) @Origins() ALLOWED_ORIGINS: string[] = [];
  @IsIn(LOG_LEVELS, rule(`must be one of ${LOG_LEVELS.join(', ')}`)) LOG_LEVEL: LogLevel = 'log';
  @IsIn(['json', 'pretty'], rule('must be json or pretty')) LOG_FORMAT: 'json' | 'pretty' = 'json';
  @IsOptional() @MinLength(16, rule('must be at least 16 characters long', HIDDEN)) METRICS_TOKEN?: string;
  @Integer(1, 65535) METRICS_PORT = 9464;
  @Transform(list) @JobNames() JOB_FAILURE_DRILL: string[] = [];
  @Between(0, 1, 'number') RICKROLL_PROBABILITY = 0.02;
  @IsOptional() @Integer(1, 65535) OUTBOUND_TEST_LOOPBACK_PORT?: number;

  @Transform(trustProxy)
  @ValidateIf((_, value) => typeof value === 'string')
  @Matches(/^[0-9a-fA-F:.,/\s]+$/, rule('must be true, false, a hop count or a list of proxy addresses'))
  TRUST_PROXY: boolean | number | string = false;

  /** Seconds a request's headers and body may take to arrive in full (common/http/connection-limits.ts). */
  @Integer(1, 3600) REQUEST_TIMEOUT_SECONDS = 30;
  /** Open connections per client address; 0 is no cap. Unset: 500, or no cap when TRUST_PROXY is set. */
  @IsOptional() @Integer(0, 1_000_000) CONNECTIONS_PER_ADDRESS?: number;

  @Integer(1, 100_000) LOGIN_RATE_LIMIT = 10;
  @Integer(1, 1_000_000) LOGIN_ADDRESS_RATE_LIMIT = 30;
  @Integer(1, 100_000) REGISTER_RATE_LIMIT = 50;
  @Integer(1, 100_000) GUEST_JOIN_RATE_LIMIT = 60;
  @Integer(1, 100_000) SEARCH_RATE_LIMIT = 30;
  @Integer(1, 100_000) QUEUE_ADD_RATE_LIMIT = 20;
  @Integer(1, 100_000) PROFILE_UPDATE_RATE_LIMIT = 20;
  @Integer(1, 1_000_000) ROOM_CODE_RATE_LIMIT = 20;
  @Integer(1, 1_000_000) ROOM_CODE_ADDRESS_RATE_LIMIT = 500;
  @Integer(1, 100_000) LYRICS_OFFSET_RATE_LIMIT = 60;

  /** JSON of per-tier overrides, several sentences of its own: parsed by tiers/ (parseTierLimits). */
  @Allow() TIER_LIMITS?: string;
}
