import path from 'node:path';
import { JOB_NAMES } from '../jobs/job-names.js';
import { parseTierLimits, type TierLimits, type TierNumber } from '../tiers/tier-defaults.js';

/**
 * Every environment variable the product reads, parsed and validated once at boot.
 * A bad value stops startup with a message that names the variable (see ConfigError).
 * Names are what deployments set, so they do not change; .env.example and README "Configuration" list them all.
 */
export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

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
  adminUsername: string;
  adminPassword?: string;
  youtubeApiKey?: string;
  youtubeApiBaseUrl: string;
  /** YouTube's keyless oEmbed endpoint, for pasted links when no API key is set. */
  youtubeOembedUrl: string;
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
  trustProxy: boolean | number | string;
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
  };
  /** TIER_LIMITS: per-tier overrides of the docs/product.md §9 limits. */
  tierLimits: Partial<Record<TierNumber, Partial<TierLimits>>>;
  /** Prefix of every Redis key (BullMQ queue, Socket.IO channels); not an env variable, tests isolate with it. */
  redisPrefix: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const fail = (name: string, rule: string, raw: string) => {
    problems.push(`${name} ${rule} (got "${raw}")`);
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      fail(name, `must be an integer between ${min} and ${max}`, raw);
      return fallback;
    }
    return n;
  };

  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        fail(name, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`, redact(raw));
        return undefined;
      }
      return raw;
    } catch {
      fail(name, 'must be a valid URL', redact(raw));
      return undefined;
    }
  };

  const port = integer('PORT', 3000, 1, 65535);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const rawDataDir = value('DATA_DIR') ?? './data';
  const dataDir = rawDataDir.startsWith('memory://') ? 'memory://' : path.resolve(cwd, rawDataDir);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);

  const sessionSecret = value('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    fail('SESSION_SECRET', 'must be at least 32 characters long', '<hidden>');
  }

  const betaCodes = (value('BETA_CODES') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

  const adminUsername = value('ADMIN_USERNAME') ?? 'admin';
  if (!/^[A-Za-z0-9_.-]{3,50}$/.test(adminUsername)) {
    fail('ADMIN_USERNAME', 'must be 3-50 letters, digits, dots, dashes or underscores', adminUsername);
  }
  const adminPassword = value('ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 6) {
    fail('ADMIN_PASSWORD', 'must be at least 6 characters long', '<hidden>');
  }

  const youtubeApiKey = value('YOUTUBE_API_KEY');
  const youtubeApiBaseUrl = (url('YOUTUBE_API_BASE_URL', ['http:', 'https:']) ?? 'https://www.googleapis.com/youtube/v3').replace(/\/+$/, '');
  const youtubeOembedUrl = url('YOUTUBE_OEMBED_URL', ['http:', 'https:']) ?? 'https://www.youtube.com/oembed';
  const youtubeQuota = {
    searchCost: integer('YOUTUBE_SEARCH_COST', 100, 0, 100_000),
    videosCost: integer('YOUTUBE_VIDEOS_COST', 1, 0, 100_000),
    dailyLimit: integer('YOUTUBE_DAILY_QUOTA', 10_000, 0, 100_000_000),
  };
  const liveSearches = {
    perPersonPerDay: integer('YOUTUBE_LIVE_SEARCHES_PER_PERSON', 10, 0, 1_000_000),
    perHour: integer('YOUTUBE_LIVE_SEARCHES_PER_HOUR', 15, 0, 1_000_000),
  };
  const passwordChecks = {
    atOnce: integer('PASSWORD_CHECKS_AT_ONCE', 2, 1, 64),
    queued: integer('PASSWORD_CHECKS_QUEUED', 8, 0, 10_000),
  };
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '');

  const allowedOrigins: string[] = [];
  for (const entry of (value('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
      fail('ALLOWED_ORIGINS', 'must be a comma-separated list of origins like https://party.example.com (scheme, host and optional port, no path)', entry);
    } else {
      allowedOrigins.push(parsed.origin.toLowerCase());
    }
  }

  const rawLogLevel = value('LOG_LEVEL') ?? 'log';
  let logLevel: LogLevel = 'log';
  if ((LOG_LEVELS as string[]).includes(rawLogLevel)) logLevel = rawLogLevel as LogLevel;
  else fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, rawLogLevel);

  const rawLogFormat = value('LOG_FORMAT') ?? 'json';
  let logFormat: 'json' | 'pretty' = 'json';
  if (rawLogFormat === 'json' || rawLogFormat === 'pretty') logFormat = rawLogFormat;
  else fail('LOG_FORMAT', 'must be json or pretty', rawLogFormat);

  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) fail('METRICS_TOKEN', 'must be at least 16 characters long', '<hidden>');
  const metricsPort = integer('METRICS_PORT', 9464, 1, 65535);

  const jobFailureDrill = (value('JOB_FAILURE_DRILL') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknownJobs = jobFailureDrill.filter((name) => !(JOB_NAMES as readonly string[]).includes(name));
  if (unknownJobs.length > 0) fail('JOB_FAILURE_DRILL', `must list job names (${JOB_NAMES.join(', ')})`, unknownJobs.join(','));

  let rickrollProbability = 0.02;
  const rawRickroll = value('RICKROLL_PROBABILITY');
  if (rawRickroll !== undefined) {
    const p = Number(rawRickroll);
    if (!Number.isFinite(p) || p < 0 || p > 1) fail('RICKROLL_PROBABILITY', 'must be a number between 0 and 1', rawRickroll);
    else rickrollProbability = p;
  }

  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), (rule, raw) => fail('TRUST_PROXY', rule, raw));

  const rateLimits = {
    login: integer('LOGIN_RATE_LIMIT', 10, 1, 100_000),
    loginAddress: integer('LOGIN_ADDRESS_RATE_LIMIT', 30, 1, 1_000_000),
    register: integer('REGISTER_RATE_LIMIT', 50, 1, 100_000),
    guestJoin: integer('GUEST_JOIN_RATE_LIMIT', 60, 1, 100_000),
    search: integer('SEARCH_RATE_LIMIT', 30, 1, 100_000),
    queueAdd: integer('QUEUE_ADD_RATE_LIMIT', 20, 1, 100_000),
    profileUpdate: integer('PROFILE_UPDATE_RATE_LIMIT', 20, 1, 100_000),
    roomCode: integer('ROOM_CODE_RATE_LIMIT', 20, 1, 1_000_000),
    roomCodeAddress: integer('ROOM_CODE_ADDRESS_RATE_LIMIT', 500, 1, 1_000_000),
  };

  const tierLimits = parseTierLimits(value('TIER_LIMITS'));
  problems.push(...tierLimits.problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    databaseUrl,
    dataDir,
    redisUrl,
    sessionSecret,
    betaCodes,
    adminUsername,
    adminPassword,
    youtubeApiKey,
    youtubeApiBaseUrl,
    youtubeOembedUrl,
    youtubeQuota,
    liveSearches,
    passwordChecks,
    publicUrl,
    allowedOrigins,
    logLevel,
    logFormat,
    metricsToken,
    metricsPort,
    jobFailureDrill,
    rickrollProbability,
    trustProxy,
    rateLimits,
    tierLimits: tierLimits.overrides,
    redisPrefix: 'karaoke',
  };
}

/**
 * true/false, a hop count, or a comma-separated list of addresses/CIDRs, as Fastify's trustProxy
 * takes. Digits are always a hop count: `1` trusts the one proxy in front (the client is the
 * address that proxy saw, the right-most of X-Forwarded-For), never every address a client
 * writes into the header, as `true` does. `0` trusts none, like false.
 */
function parseTrustProxy(raw: string | undefined, fail: (rule: string, raw: string) => void): boolean | number | string {
  if (raw === undefined) return false;
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (['true', 'yes'].includes(lower)) return true;
  if (['false', 'no', ''].includes(lower)) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (/^[0-9a-fA-F:.,/\s]+$/.test(value)) return value;
  fail('must be true, false, a hop count or a list of proxy addresses', raw);
  return false;
}

/** Keeps passwords in URLs out of error messages and logs. */
export function redact(rawUrl: string): string {
  return rawUrl.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}
