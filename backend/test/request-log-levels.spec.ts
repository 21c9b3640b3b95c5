import { jest } from '@jest/globals';
import request from 'supertest';
import { requestLogLevel, SLOW_REQUEST_MS } from '../src/common/logging/logging.js';
import { TiersService } from '../src/tiers/tiers.service.js';
import { LEVEL, LogCapture, pollQueueAsGuest, settle } from './support/log-capture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';

/**
 * A party's phones poll every 2 s: at the default level an answered read writes no line (the
 * line was a third of a poll's CPU), while every change, refusal, failure and slow request still
 * does. One app in this file, at the default level (see LogCapture on why one).
 */
describe('request lines at the default level', () => {
  let t: TestApp;
  let stub: YoutubeStub;
  const capture = new LogCapture();

  beforeAll(async () => {
    stub = new YoutubeStub();
    const base = await stub.start();
    t = await startTestApp({
      // LOG_LEVEL unset: the app's default.
      env: {
        LOG_LEVEL: undefined,
        YOUTUBE_API_KEY: 'AIzaLevelTestKey-0123456789abcdefghijk',
        YOUTUBE_API_BASE_URL: base,
        YOUTUBE_OEMBED_URL: `${base}/oembed`,
      },
      logStream: capture,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it('runs at `log`, the default', () => {
    expect(t.config.logLevel).toBe('log');
  });

  it('writes no line for answered polls (200 and 304) nor other answered reads, yet one for a change', async () => {
    const polls = await pollQueueAsGuest(t, 'quiet-poll');
    await request(t.server).get('/api/tier-limits').set('X-Request-Id', 'quick-read').expect(200);
    await request(t.server).head('/api/tier-limits').set('X-Request-Id', 'quick-head').expect(200);
    await settle();
    for (const id of [...polls.ids, 'quick-read', 'quick-head']) expect({ id, lines: capture.requestLines(id) }).toEqual({ id, lines: [] });
    // The sign-up that started the party changed something: its line is there, at info.
    expect(capture.requestLines('quiet-poll-register')).toEqual([
      expect.objectContaining({ level: LEVEL.info, res: { statusCode: 201 }, msg: expect.stringMatching(/^POST \/api\/auth\/register 201 \d+\.\dms$/) }),
    ]);
    // Nothing below info reaches the default level.
    expect(capture.lines().filter((l) => l.level < LEVEL.info)).toEqual([]);
  });

  it('writes refusals at info and failures at error, with an err', async () => {
    const polls = await pollQueueAsGuest(t, 'refused-poll');
    await request(t.server).get(`/api/rooms/${polls.roomId}/queue`).set('X-Request-Id', 'refused-401').expect(401);
    await request(t.server).get('/api/nothing-here').set('X-Request-Id', 'refused-404').expect(404);
    const failing = jest.spyOn(TiersService.prototype, 'all').mockImplementationOnce(() => {
      throw new Error('tiers are broken');
    });
    try {
      await request(t.server).get('/api/tier-limits').set('X-Request-Id', 'failed-500').expect(500);
    } finally {
      failing.mockRestore();
    }
    await settle();
    expect(capture.requestLines('refused-401')).toEqual([
      expect.objectContaining({ level: LEVEL.info, msg: expect.stringMatching(new RegExp(`^GET /api/rooms/${polls.roomId}/queue 401 \\d+\\.\\dms$`)) }),
    ]);
    expect(capture.requestLines('refused-404')).toEqual([expect.objectContaining({ level: LEVEL.info, res: { statusCode: 404 } })]);
    expect(capture.requestLines('failed-500')).toEqual([
      expect.objectContaining({
        level: LEVEL.error,
        msg: 'GET /api/tier-limits 500 failed',
        err: expect.objectContaining({ message: 'failed with status code 500' }),
      }),
    ]);
  });

  it('writes a read that answered slowly at warn, with its time', async () => {
    const polls = await pollQueueAsGuest(t, 'slow-poll');
    stub.delayMs = SLOW_REQUEST_MS + 100;
    try {
      await request(t.server).get('/api/youtube/search?q=slow%20song').set('Cookie', polls.cookie).set('X-Request-Id', 'slow-200').expect(200);
    } finally {
      stub.delayMs = 0;
    }
    await settle();
    const [slow, ...more] = capture.requestLines('slow-200');
    expect(more).toEqual([]);
    expect(slow).toMatchObject({ level: LEVEL.warn, res: { statusCode: 200 } });
    expect(slow.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    expect(slow.msg).toMatch(new RegExp(`^GET /api/youtube/search 200 \\d+\\.\\dms, slower than ${SLOW_REQUEST_MS} ms$`));
  });
});

describe('requestLogLevel', () => {
  it.each([
    ['GET', 200, 'debug'],
    ['GET', 304, 'debug'],
    ['HEAD', 200, 'debug'],
    ['OPTIONS', 204, 'debug'],
    ['POST', 201, 'info'],
    ['PATCH', 200, 'info'],
    ['DELETE', 204, 'info'],
    ['POST', 302, 'info'],
    ['GET', 400, 'info'],
    ['GET', 401, 'info'],
    ['POST', 403, 'info'],
    ['GET', 404, 'info'],
    ['POST', 429, 'warn'],
    ['GET', 429, 'warn'],
    ['GET', 500, 'error'],
    ['POST', 503, 'error'],
  ] as const)('%s answered %i in 5 ms: %s', (method, status, level) => {
    expect(requestLogLevel(method, status, 5)).toBe(level);
  });

  it('raises anything slower than SLOW_REQUEST_MS to warn, but a failure stays an error', () => {
    expect(requestLogLevel('GET', 200, SLOW_REQUEST_MS - 0.1)).toBe('debug');
    expect(requestLogLevel('GET', 200, SLOW_REQUEST_MS)).toBe('warn');
    expect(requestLogLevel('POST', 201, SLOW_REQUEST_MS * 3)).toBe('warn');
    expect(requestLogLevel('GET', 404, SLOW_REQUEST_MS * 3)).toBe('warn');
    expect(requestLogLevel('GET', 500, SLOW_REQUEST_MS * 3)).toBe('error');
  });
});
