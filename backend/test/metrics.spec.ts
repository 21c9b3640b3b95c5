import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JOB_NAMES } from '../src/jobs/job-names.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { connect, listen } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';
import { songsById } from './support/songs.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const AUTH = `Bearer ${TOKEN}`;

/** The value of one series in Prometheus text (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const seen = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => seen[k] === v)) return Number(match[4]);
  }
  return 0;
}

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  let stub: YoutubeStub;
  let url: string;
  const scrape = async () => (await request(t.server).get('/metrics').set('Authorization', AUTH).expect(200)).text;

  beforeAll(async () => {
    stub = new YoutubeStub();
    const base = await stub.start();
    t = await startTestApp({
      env: { METRICS_TOKEN: TOKEN, YOUTUBE_API_KEY: 'metrics-test-key', YOUTUBE_API_BASE_URL: base, YOUTUBE_OEMBED_URL: `${base}/oembed` },
    });
    url = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it('refuses without the token, or with a wrong one, and shows no series', async () => {
    const none = await request(t.server).get('/metrics').expect(401);
    expect(none.body.message).toBe('Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".');
    expect(none.text).not.toContain('karaoke_');
    const wrong = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    expect(wrong.text).not.toContain('karaoke_');
    // A session cookie of an admin is not the token either.
    await request(t.server).get('/metrics').set('Authorization', 'Basic YWRtaW46YWRtaW4=').expect(401);
  });

  it('exposes every named series in the Prometheus text format', async () => {
    const res = await request(t.server).get('/metrics').set('Authorization', AUTH).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'karaoke_http_requests_total',
      'karaoke_http_request_duration_seconds',
      'karaoke_sockets_connected',
      'karaoke_rooms_live',
      'karaoke_guests_in_rooms',
      'karaoke_queue_adds_total',
      'karaoke_queue_skips_total',
      'karaoke_guest_boots_total',
      'karaoke_youtube_calls_total',
      'karaoke_youtube_quota_used_today',
      'karaoke_job_runs_total',
      'karaoke_job_failures_total',
      'karaoke_job_duration_seconds',
      'karaoke_db_pool_connections',
      'karaoke_ready',
      'nodejs_eventloop_lag_seconds',
      ...(process.env.REDIS_URL ? ['karaoke_bullmq_jobs'] : []),
    ]) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
    expect(value(res.text, 'karaoke_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (process.env.REDIS_URL) expect(res.text).toMatch(/karaoke_bullmq_jobs\{queue="jobs",state="waiting"\} \d+/);
  });

  it("has every job's run and failure counters at 0 before any run, so increase() sees the first failure", async () => {
    const text = await scrape();
    for (const job of JOB_NAMES) {
      expect(text).toContain(`karaoke_job_failures_total{job_name="${job}"} 0`);
      expect(text).toContain(`karaoke_job_runs_total{job_name="${job}",outcome="failed"} 0`);
      expect(text).toContain(`karaoke_job_runs_total{job_name="${job}",outcome="succeeded"} 0`);
    }
    // The job's name is never the label `job`, which Prometheus gives the scrape target.
    expect(text).not.toMatch(/\{job="/);
  });

  it('reports readiness: 1 while ready, 0 while the database is away, 1 again after', async () => {
    expect(value(await scrape(), 'karaoke_ready')).toBe(1);
    const db = t.app.get(DataSource);
    await db.destroy();
    try {
      const down = await scrape();
      expect(down).toMatch(/^karaoke_ready 0$/m);
    } finally {
      await db.initialize();
    }
    expect(value(await scrape(), 'karaoke_ready')).toBe(1);
  });

  it('moves with requests, socket connections, rooms, guests, adds, skips, boots, YouTube calls and jobs', async () => {
    const before = await scrape();
    const host: Actor = await registerUser(t);
    await host.agent.get('/api/tier-limits').expect(200);
    await host.agent.get('/api/tier-limits').expect(200);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Metrics party' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Counted guest');
    const leaver = await joinAsGuest(t, room.code, 'Booted guest');
    const song = songsById({ thumbnail: 'https://i.ytimg.com/x.jpg' });
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('aaaaaaaaaaa')).expect(201);
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('bbbbbbbbbbb')).expect(201);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200);
    await host.agent.post(`/api/rooms/${room.roomId}/boot/${leaver.user.userId}`).expect(200);
    await host.agent.get('/api/youtube/search?q=metrics%20song').expect(200);
    await t.app.get(JobsService).run('sessions.cleanup');
    const sockets: Socket[] = await Promise.all([connect(url), connect(url)]);
    try {
      const after = await scrape();
      const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
      expect(delta('karaoke_http_requests_total', { method: 'GET', route: '/api/tier-limits', status: '200' })).toBe(2);
      expect(delta('karaoke_http_request_duration_seconds_count', { method: 'GET', route: '/api/tier-limits', status: '200' })).toBe(2);
      expect(delta('karaoke_http_requests_total', { method: 'POST', route: '/api/rooms/:roomId/queue', status: '201' })).toBe(2);
      expect(value(after, 'karaoke_sockets_connected')).toBe(2);
      expect(value(after, 'karaoke_rooms_live')).toBeGreaterThanOrEqual(1);
      expect(delta('karaoke_rooms_live')).toBe(1);
      expect(delta('karaoke_guests_in_rooms')).toBe(1);
      expect(delta('karaoke_queue_adds_total')).toBe(2);
      expect(delta('karaoke_queue_skips_total')).toBe(1);
      expect(delta('karaoke_guest_boots_total')).toBe(1);
      expect(delta('karaoke_youtube_calls_total', { kind: 'search.list', outcome: 'ok' })).toBe(1);
      expect(delta('karaoke_youtube_calls_total', { kind: 'videos.list', outcome: 'ok' })).toBe(1);
      expect(delta('karaoke_youtube_quota_used_today')).toBe(101);
      expect(delta('karaoke_job_runs_total', { job_name: 'sessions.cleanup', outcome: 'succeeded' })).toBe(1);
      expect(delta('karaoke_job_duration_seconds_count', { job_name: 'sessions.cleanup' })).toBe(1);
      // Route patterns, never raw URLs with ids.
      expect(after).not.toContain(room.roomId);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await request(t.server).get('/metrics').set('Authorization', 'Bearer anything-at-all-here').expect(404);
    expect(res.body.message).toBe('Metrics are turned off. Set METRICS_TOKEN to expose them.');
    expect(res.text).not.toContain('karaoke_');
  });
});
