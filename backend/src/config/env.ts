import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { type ValidationError, validateSync } from 'class-validator';
import { parseTierLimits, type TierLimits, type TierNumber } from '../tiers/tier-defaults.js';
import { type Echo, EnvDto, type LogLevel, type YoutubeSearchMode } from './env.dto.js';

export { type LogLevel, redact } from './env.dto.js';

/**
 * Every environment variable the product reads (EnvDto, env.dto.ts), validated once at boot.
 * A bad value stops startup with a message that names the variable (see ConfigError).
 * Names are what deployments set, so they do not change; .env.example and README "Configuration" list them all.
 */

export interface AppConfig {
  port: number;
  /** postgres://… when set; undefined means the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  /** Absolute path, or 'memory://' for a throwaway in-memory embedded database. */
  dataDir: string;
  redisUrl?: string;
  /** Undefined means "generate once and keep it in DATA_DIR" (resolved by the auth module). */
  sessionSecret?: string;
  betaCodes: string[];
  /**
   * Web Push's VAPID keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, both or neither): undefined means
   * "generate once and keep them in the database", like the session secret (push/vapid-keys.ts).
   * The subject is VAPID_SUBJECT, else PUBLIC_URL when it is https, else a placeholder address.
   */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  adminUsername: string;
  adminPassword?: string;
  youtubeApiKey?: string;
  /** MEDIA_DIR, absolute: the folder of the host's own karaoke files (library/); undefined means no library. */
  mediaDir?: string;
  youtubeApiBaseUrl: string;
  /** YouTube's keyless oEmbed endpoint, for pasted links when no API key is set. */
  youtubeOembedUrl: string;
  /** YOUTUBE_SEARCH: where live searches go (env.dto.ts YOUTUBE_SEARCH_MODES). */
  youtubeSearch: YoutubeSearchMode;
  /** The origin of YouTube's own web API (InnerTube) for keyless search; tests point it at a local stub. */
  youtubeInnertubeUrl: string;
  /** LRCLIB (lyrics), without a trailing slash. */
  lrclibUrl: string;
  /** Quota units per search.list and videos.list call, and per Pacific-time day. */
  youtubeQuota: { searchCost: number; videosCost: number; dailyLimit: number };
  /**
   * Calls to the YouTube API a search may cause (a search, or the lookup of a pasted link): per
   * person (a guest, or an account across its sessions) and quota day, and for everyone together
   * per hour. Past either, search answers from the cache and the local metadata.
   */
  liveSearches: { perPersonPerDay: number; perHour: number };
  /** Password hashes and checks (argon2id) running at once, and how many more may wait for a turn. */
  passwordChecks: { atOnce: number; queued: number };
  publicUrl?: string;
  /** ALLOWED_ORIGINS: extra origins (scheme://host[:port]) whose state-changing requests are accepted. */
  allowedOrigins: string[];
  logLevel: LogLevel;
  /** LOG_FORMAT: JSON lines (default) or pino-pretty's coloured lines (`npm run dev`). */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: bearer token of GET /metrics; unset, /metrics answers 404. */
  metricsToken?: string;
  /** METRICS_PORT: where a worker (`npm run worker`, no other HTTP) answers GET /metrics when METRICS_TOKEN is set. */
  metricsPort: number;
  /** JOB_FAILURE_DRILL: job names whose runs fail on purpose (alerting and retry drills). */
  jobFailureDrill: string[];
  rickrollProbability: number;
  /**
   * OUTBOUND_TEST_LOOPBACK_PORT, tests only: outbound requests (push) may reach 127.0.0.1 on this
   * one port, where a test's stub push service listens. Refused at start unless NODE_ENV=test.
   */
  outboundTestLoopbackPort?: number;
  trustProxy: boolean | number | string;
  /**
   * REQUEST_TIMEOUT_SECONDS (a request's headers and body must arrive within it) and
   * CONNECTIONS_PER_ADDRESS (open connections per peer address; 0 is none): connection-limits.ts.
   */
  connections: { requestTimeoutMs: number; perAddress: number };
  /**
   * Requests allowed per window by each named throttler (common/http/throttling.ts): sign-in
   * attempts a minute per username and address and 15 minutes per address, sign-ups an hour per
   * address, guest joins a minute per address, searches a minute per session, queue adds a minute
   * per member, profile changes an hour per person, room codes that do not exist an hour per
   * browser and per address.
   */
  rateLimits: {
    login: number;
    loginAddress: number;
    register: number;
    guestJoin: number;
    search: number;
    queueAdd: number;
    profileUpdate: number;
    roomCode: number;
    roomCodeAddress: number;
    lyricsOffset: number;
  };
  /** TIER_LIMITS: per-tier overrides of the docs/product.md §9 limits. */
  tierLimits: Partial<Record<TierNumber, Partial<TierLimits>>>;
  /** Prefix of every Redis key (BullMQ queue, Socket.IO channels); not an env variable, tests isolate with it. */
  redisPrefix: string;
}

/** VAPID's contact when none is set: a reserved domain, so nobody else's address (README, Configuration). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:karaoke-party@example.com';

/** CONNECTIONS_PER_ADDRESS when unset and no proxy is trusted: a venue's phones behind one address fit. */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 500;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const written = trimmed(env);
  const dto = plainToInstance(EnvDto, written);
  // whitelist: variables EnvDto does not declare are dropped, never refused.
  const problems = validateSync(dto, { whitelist: true, stopAtFirstError: true }).flatMap((error) => refusals(error, written[error.property]));
  const tierLimits = parseTierLimits(dto.TIER_LIMITS);
  problems.push(...tierLimits.problems);
  if (problems.length === 0 && !dto.VAPID_PUBLIC_KEY !== !dto.VAPID_PRIVATE_KEY) {
    problems.push(`${dto.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} must be set too: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together`);
  }
  if (dto.OUTBOUND_TEST_LOOPBACK_PORT !== undefined && (env.NODE_ENV ?? process.env.NODE_ENV) !== 'test') {
    // Production never reaches loopback: only a test run (NODE_ENV=test, as jest sets it) may open this one port.
    problems.push('OUTBOUND_TEST_LOOPBACK_PORT is for tests only: it is refused unless NODE_ENV=test');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: dto.PORT,
    databaseUrl: dto.DATABASE_URL,
    dataDir: dto.DATA_DIR.startsWith('memory://') ? 'memory://' : path.resolve(cwd, dto.DATA_DIR),
    redisUrl: dto.REDIS_URL,
    sessionSecret: dto.SESSION_SECRET,
    betaCodes: dto.BETA_CODES,
    vapid: {
      publicKey: dto.VAPID_PUBLIC_KEY,
      privateKey: dto.VAPID_PRIVATE_KEY,
      subject: dto.VAPID_SUBJECT ?? (dto.PUBLIC_URL?.startsWith('https://') ? dto.PUBLIC_URL.replace(/\/+$/, '') : DEFAULT_VAPID_SUBJECT),
    },
    adminUsername: dto.ADMIN_USERNAME,
    adminPassword: dto.ADMIN_PASSWORD,
    youtubeApiKey: dto.YOUTUBE_API_KEY,
    mediaDir: dto.MEDIA_DIR ? path.resolve(cwd, dto.MEDIA_DIR) : undefined,
    youtubeApiBaseUrl: dto.YOUTUBE_API_BASE_URL.replace(/\/+$/, ''),
    youtubeOembedUrl: dto.YOUTUBE_OEMBED_URL,
    youtubeSearch: dto.YOUTUBE_SEARCH,
    youtubeInnertubeUrl: dto.YOUTUBE_INNERTUBE_URL.replace(/\/+$/, ''),
    lrclibUrl: dto.LRCLIB_URL.replace(/\/+$/, ''),
    youtubeQuota: { searchCost: dto.YOUTUBE_SEARCH_COST, videosCost: dto.YOUTUBE_VIDEOS_COST, dailyLimit: dto.YOUTUBE_DAILY_QUOTA },
    liveSearches: { perPersonPerDay: dto.YOUTUBE_LIVE_SEARCHES_PER_PERSON, perHour: dto.YOUTUBE_LIVE_SEARCHES_PER_HOUR },
    passwordChecks: { atOnce: dto.PASSWORD_CHECKS_AT_ONCE, queued: dto.PASSWORD_CHECKS_QUEUED },
    publicUrl: dto.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedOrigins: dto.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin.toLowerCase()),
    logLevel: dto.LOG_LEVEL,
    logFormat: dto.LOG_FORMAT,
    metricsToken: dto.METRICS_TOKEN,
    metricsPort: dto.METRICS_PORT,
    jobFailureDrill: dto.JOB_FAILURE_DRILL,
    rickrollProbability: dto.RICKROLL_PROBABILITY,
    outboundTestLoopbackPort: dto.OUTBOUND_TEST_LOOPBACK_PORT,
    trustProxy: dto.TRUST_PROXY,
    connections: {
      requestTimeoutMs: dto.REQUEST_TIMEOUT_SECONDS * 1000,
      // Behind a proxy every connection comes from the proxy's address: a cap there would be a
      // cap on everyone together, so it applies only when set (docs/operations.md).
      perAddress: dto.CONNECTIONS_PER_ADDRESS ?? (dto.TRUST_PROXY === false ? DEFAULT_CONNECTIONS_PER_ADDRESS : 0),
    },
    rateLimits: {
      login: dto.LOGIN_RATE_LIMIT,
      loginAddress: dto.LOGIN_ADDRESS_RATE_LIMIT,
      register: dto.REGISTER_RATE_LIMIT,
      guestJoin: dto.GUEST_JOIN_RATE_LIMIT,
      search: dto.SEARCH_RATE_LIMIT,
      queueAdd: dto.QUEUE_ADD_RATE_LIMIT,
      profileUpdate: dto.PROFILE_UPDATE_RATE_LIMIT,
      roomCode: dto.ROOM_CODE_RATE_LIMIT,
      roomCodeAddress: dto.ROOM_CODE_ADDRESS_RATE_LIMIT,
      lyricsOffset: dto.LYRICS_OFFSET_RATE_LIMIT,
    },
    tierLimits: tierLimits.overrides,
    redisPrefix: 'karaoke',
  };
}

/** Values trimmed; a blank one is unset, so its default applies. */
function trimmed(env: Env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])));
}

/** `NAME rule (got "value")` for the first rule the value breaks, quoting what the rule's echo shows. */
function refusals({ property, constraints = {}, contexts = {} }: ValidationError, raw: string): string[] {
  const [name, sentence] = Object.entries(constraints)[0];
  const echo: Echo = (contexts[name] as { echo?: Echo } | undefined)?.echo ?? ((value) => [value]);
  return echo(raw).map((got) => `${property} ${sentence} (got "${got}")`);
}
