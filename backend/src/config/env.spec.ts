import { ConfigError, loadConfig, redact } from './env.js';

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
    });
    expect(() => loadConfig({ SEARCH_RATE_LIMIT: 'lots' })).toThrow(/SEARCH_RATE_LIMIT/);
    expect(() => loadConfig({ ROOM_CODE_RATE_LIMIT: '0' })).toThrow(/ROOM_CODE_RATE_LIMIT/);
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

  it.each([
    ['PORT', 'seventy', 'PORT must be an integer between 1 and 65535'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    ['REDIS_URL', 'not a url', 'REDIS_URL must be a valid URL'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET must be at least 32 characters long'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
    ['RICKROLL_PROBABILITY', '2', 'RICKROLL_PROBABILITY must be a number between 0 and 1'],
    ['ADMIN_PASSWORD', '123', 'ADMIN_PASSWORD must be at least 6 characters long'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN must be at least 16 characters long'],
    ['LOG_FORMAT', 'xml', 'LOG_FORMAT must be json or pretty'],
  ])('refuses a bad %s with a message naming the variable', (name, value, sentence) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(sentence);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: '0', LOG_LEVEL: 'x' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('never echoes a secret or a password in URLs', () => {
    expect(redact('postgres://karaoke:hunter2@db:5432/karaoke')).not.toContain('hunter2');
    expect(() => loadConfig({ SESSION_SECRET: 'hunter2' })).toThrow(/<hidden>/);
  });

  it('parses beta codes and a memory data dir', () => {
    const config = loadConfig({ BETA_CODES: ' A1, B2 ,,', DATA_DIR: 'memory://' });
    expect(config.betaCodes).toEqual(['A1', 'B2']);
    expect(config.dataDir).toBe('memory://');
  });
});
