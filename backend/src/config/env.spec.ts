import { type AppConfig, ConfigError, loadConfig, redact } from './env.js';

/** The sentences loadConfig refuses `env` with (none: it was accepted). */
function refusals(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env, '/srv/app');
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: '/srv/app/data',
      redisUrl: undefined,
      betaCodes: [],
      adminUsername: 'admin',
      youtubeApiBaseUrl: 'https://www.googleapis.com/youtube/v3',
      logLevel: 'log',
      logFormat: 'json',
      metricsToken: undefined,
      rickrollProbability: 0.02,
      trustProxy: false,
      rateLimits: { login: 10, loginAddress: 30, register: 50, guestJoin: 60, search: 30, queueAdd: 20, profileUpdate: 20, roomCode: 20, roomCodeAddress: 500 },
      liveSearches: { perPersonPerDay: 10, perHour: 15 },
      passwordChecks: { atOnce: 2, queued: 8 },
    });
  });

  it('reads every *_RATE_LIMIT variable', () => {
    const env = {
      LOGIN_RATE_LIMIT: '1',
      LOGIN_ADDRESS_RATE_LIMIT: '7',
      REGISTER_RATE_LIMIT: '2',
      GUEST_JOIN_RATE_LIMIT: '3',
      SEARCH_RATE_LIMIT: '4',
      QUEUE_ADD_RATE_LIMIT: '5',
      PROFILE_UPDATE_RATE_LIMIT: '8',
      ROOM_CODE_RATE_LIMIT: '6',
      ROOM_CODE_ADDRESS_RATE_LIMIT: '9',
      LYRICS_OFFSET_RATE_LIMIT: '11',
    };
    expect(loadConfig(env).rateLimits).toEqual({
      login: 1,
      loginAddress: 7,
      register: 2,
      guestJoin: 3,
      search: 4,
      queueAdd: 5,
      profileUpdate: 8,
      roomCode: 6,
      roomCodeAddress: 9,
      lyricsOffset: 11,
    });
    expect(() => loadConfig({ SEARCH_RATE_LIMIT: 'lots' })).toThrow(/SEARCH_RATE_LIMIT/);
    expect(() => loadConfig({ ROOM_CODE_RATE_LIMIT: '0' })).toThrow(/ROOM_CODE_RATE_LIMIT/);
    expect(() => loadConfig({ LYRICS_OFFSET_RATE_LIMIT: 'often' })).toThrow(/LYRICS_OFFSET_RATE_LIMIT/);
  });

  it('reads the live-search budgets and the password-check bound', () => {
    const config = loadConfig({
      YOUTUBE_LIVE_SEARCHES_PER_PERSON: '3',
      YOUTUBE_LIVE_SEARCHES_PER_HOUR: '0',
      PASSWORD_CHECKS_AT_ONCE: '4',
      PASSWORD_CHECKS_QUEUED: '0',
    });
    expect(config.liveSearches).toEqual({ perPersonPerDay: 3, perHour: 0 });
    expect(config.passwordChecks).toEqual({ atOnce: 4, queued: 0 });
    expect(() => loadConfig({ PASSWORD_CHECKS_AT_ONCE: '0' })).toThrow(/PASSWORD_CHECKS_AT_ONCE/);
    expect(() => loadConfig({ YOUTUBE_LIVE_SEARCHES_PER_PERSON: 'many' })).toThrow(/YOUTUBE_LIVE_SEARCHES_PER_PERSON/);
  });

  it('reads the VAPID keys and subject, both keys or neither', () => {
    const publicKey = 'B'.padEnd(87, 'x');
    const privateKey = 'p'.padEnd(43, '_');
    expect(loadConfig({}).vapid).toEqual({ publicKey: undefined, privateKey: undefined, subject: 'mailto:karaoke-party@example.com' });
    expect(loadConfig({ PUBLIC_URL: 'https://party.example.com/' }).vapid.subject).toBe('https://party.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.2:3000' }).vapid.subject).toBe('mailto:karaoke-party@example.com');
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:dj@example.org' }).vapid).toEqual({
      publicKey,
      privateKey,
      subject: 'mailto:dj@example.org',
    });
    expect(refusals({ VAPID_PUBLIC_KEY: publicKey })).toEqual(['VAPID_PRIVATE_KEY must be set too: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together']);
    expect(refusals({ VAPID_PRIVATE_KEY: privateKey })).toEqual(['VAPID_PUBLIC_KEY must be set too: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together']);
  });

  it.each([
    [
      'VAPID_PUBLIC_KEY',
      'abc',
      'VAPID_PUBLIC_KEY must be a VAPID public key: 87 base64url characters (an uncompressed P-256 point), as web-push generate-vapid-keys prints (got "abc")',
    ],
    [
      'VAPID_PRIVATE_KEY',
      'secret',
      'VAPID_PRIVATE_KEY must be a VAPID private key: 43 base64url characters (32 bytes), as web-push generate-vapid-keys prints (got "<hidden>")',
    ],
    [
      'VAPID_SUBJECT',
      'http://example.com',
      'VAPID_SUBJECT must be a mailto: address or an https:// URL where push services can reach the operator (got "http://example.com")',
    ],
    ['PORT', 'seventy', 'PORT must be an integer between 1 and 65535 (got "seventy")'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://localhost/db")'],
    ['REDIS_URL', 'not a url', 'REDIS_URL must be a valid URL (got "not a url")'],
    ['PUBLIC_URL', 'karaoke.example.com', 'PUBLIC_URL must be a valid URL (got "karaoke.example.com")'],
    ['YOUTUBE_API_BASE_URL', 'ftp://stub', 'YOUTUBE_API_BASE_URL must be a URL starting with http:// or https:// (got "ftp://stub")'],
    ['YOUTUBE_OEMBED_URL', 'oembed', 'YOUTUBE_OEMBED_URL must be a valid URL (got "oembed")'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET must be at least 32 characters long (got "<hidden>")'],
    ['ADMIN_USERNAME', 'a b', 'ADMIN_USERNAME must be 3-50 letters, digits, dots, dashes or underscores (got "a b")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of error, warn, log, debug, verbose (got "loud")'],
    ['RICKROLL_PROBABILITY', '2', 'RICKROLL_PROBABILITY must be a number between 0 and 1 (got "2")'],
    ['RICKROLL_PROBABILITY', 'often', 'RICKROLL_PROBABILITY must be a number between 0 and 1 (got "often")'],
    ['ADMIN_PASSWORD', '123', 'ADMIN_PASSWORD must be at least 6 characters long (got "<hidden>")'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN must be at least 16 characters long (got "<hidden>")'],
    ['LOG_FORMAT', 'xml', 'LOG_FORMAT must be json or pretty (got "xml")'],
    ['TRUST_PROXY', 'proxy.local', 'TRUST_PROXY must be true, false, a hop count or a list of proxy addresses (got "proxy.local")'],
  ])('refuses a bad %s with a message naming the variable', (name, value, sentence) => {
    expect(refusals({ [name]: value })).toEqual([sentence]);
  });

  // Every numeric variable: [name, min, max, default, where AppConfig holds it].
  it.each<[string, number, number, number, (config: AppConfig) => number]>([
    ['PORT', 1, 65535, 3000, (c) => c.port],
    ['METRICS_PORT', 1, 65535, 9464, (c) => c.metricsPort],
    ['YOUTUBE_SEARCH_COST', 0, 100_000, 100, (c) => c.youtubeQuota.searchCost],
    ['YOUTUBE_VIDEOS_COST', 0, 100_000, 1, (c) => c.youtubeQuota.videosCost],
    ['YOUTUBE_DAILY_QUOTA', 0, 100_000_000, 10_000, (c) => c.youtubeQuota.dailyLimit],
    ['YOUTUBE_LIVE_SEARCHES_PER_PERSON', 0, 1_000_000, 10, (c) => c.liveSearches.perPersonPerDay],
    ['YOUTUBE_LIVE_SEARCHES_PER_HOUR', 0, 1_000_000, 15, (c) => c.liveSearches.perHour],
    ['PASSWORD_CHECKS_AT_ONCE', 1, 64, 2, (c) => c.passwordChecks.atOnce],
    ['PASSWORD_CHECKS_QUEUED', 0, 10_000, 8, (c) => c.passwordChecks.queued],
    ['LOGIN_RATE_LIMIT', 1, 100_000, 10, (c) => c.rateLimits.login],
    ['LOGIN_ADDRESS_RATE_LIMIT', 1, 1_000_000, 30, (c) => c.rateLimits.loginAddress],
    ['REGISTER_RATE_LIMIT', 1, 100_000, 50, (c) => c.rateLimits.register],
    ['GUEST_JOIN_RATE_LIMIT', 1, 100_000, 60, (c) => c.rateLimits.guestJoin],
    ['SEARCH_RATE_LIMIT', 1, 100_000, 30, (c) => c.rateLimits.search],
    ['QUEUE_ADD_RATE_LIMIT', 1, 100_000, 20, (c) => c.rateLimits.queueAdd],
    ['PROFILE_UPDATE_RATE_LIMIT', 1, 100_000, 20, (c) => c.rateLimits.profileUpdate],
    ['ROOM_CODE_RATE_LIMIT', 1, 1_000_000, 20, (c) => c.rateLimits.roomCode],
    ['ROOM_CODE_ADDRESS_RATE_LIMIT', 1, 1_000_000, 500, (c) => c.rateLimits.roomCodeAddress],
  ])('reads %s as an integer between %d and %d (default %d)', (name, min, max, fallback, read) => {
    for (const bad of ['lots', '2.5', String(min - 1), String(max + 1), 'Infinity']) {
      expect(refusals({ [name]: bad })).toEqual([`${name} must be an integer between ${min} and ${max} (got "${bad}")`]);
    }
    expect(read(loadConfig({ [name]: String(min) }))).toBe(min);
    expect(read(loadConfig({ [name]: ` ${max} ` }))).toBe(max);
    // Blank is unset: the default.
    expect(read(loadConfig({ [name]: '  ' }))).toBe(fallback);
    expect(read(loadConfig({}))).toBe(fallback);
  });

  it('ignores variables it does not read', () => {
    const config = loadConfig({ PATH: '/usr/bin', NOT_OURS: 'x', constructor: 'x', toString: 'x', PORT: '8080' }, '/srv/app');
    expect(config).toEqual({ ...loadConfig({}, '/srv/app'), port: 8080 });
  });

  it('converts lists, URLs, origins and the proxy setting', () => {
    const config = loadConfig({
      YOUTUBE_API_BASE_URL: 'http://stub:8080/yt//',
      PUBLIC_URL: 'https://karaoke.example.com/',
      ALLOWED_ORIGINS: 'https://A.example.com, http://b.example:8080/',
      JOB_FAILURE_DRILL: ' sessions.cleanup ,, rooms.expiry',
      TRUST_PROXY: '10.0.0.0/8, ::1',
      RICKROLL_PROBABILITY: '0.5',
    });
    expect(config).toMatchObject({
      youtubeApiBaseUrl: 'http://stub:8080/yt',
      publicUrl: 'https://karaoke.example.com',
      allowedOrigins: ['https://a.example.com', 'http://b.example:8080'],
      jobFailureDrill: ['sessions.cleanup', 'rooms.expiry'],
      trustProxy: '10.0.0.0/8, ::1',
      rickrollProbability: 0.5,
    });
    expect(loadConfig({ TRUST_PROXY: 'NO' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
  });

  it('quotes only the refused entries of a list', () => {
    const origins = 'must be a comma-separated list of origins like https://party.example.com (scheme, host and optional port, no path)';
    expect(refusals({ ALLOWED_ORIGINS: 'party.example.com, https://ok.example, https://h.example/path' })).toEqual([
      `ALLOWED_ORIGINS ${origins} (got "party.example.com")`,
      `ALLOWED_ORIGINS ${origins} (got "https://h.example/path")`,
    ]);
    expect(refusals({ JOB_FAILURE_DRILL: 'sessions.cleanup, nope, also' })).toEqual([
      expect.stringMatching(/^JOB_FAILURE_DRILL must list job names \(jobs\.prune-ticks, .*\) \(got "nope,also"\)$/),
    ]);
  });

  it('lists every problem at once, one sentence per variable, in a fixed order', () => {
    expect(refusals({ TIER_LIMITS: '[]', LOG_LEVEL: 'x', SEARCH_RATE_LIMIT: 'z', PORT: '0', ADMIN_PASSWORD: '1' })).toEqual([
      'PORT must be an integer between 1 and 65535 (got "0")',
      'ADMIN_PASSWORD must be at least 6 characters long (got "<hidden>")',
      'LOG_LEVEL must be one of error, warn, log, debug, verbose (got "x")',
      'SEARCH_RATE_LIMIT must be an integer between 1 and 100000 (got "z")',
      'TIER_LIMITS must be a JSON object keyed by tier number (1, 2, 3 or 999)',
    ]);
  });

  it('never echoes a secret or a password in URLs', () => {
    expect(redact('postgres://karaoke:hunter2@db:5432/karaoke')).not.toContain('hunter2');
    expect(() => loadConfig({ SESSION_SECRET: 'hunter2' })).toThrow(/<hidden>/);
    expect(refusals({ DATABASE_URL: 'mysql://karaoke:hunter2@db/karaoke' })).toEqual([
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://karaoke:***@db/karaoke")',
    ]);
  });

  it('parses beta codes and a memory data dir', () => {
    const config = loadConfig({ BETA_CODES: ' A1, B2 ,,', DATA_DIR: 'memory://' });
    expect(config.betaCodes).toEqual(['A1', 'B2']);
    expect(config.dataDir).toBe('memory://');
  });
});
