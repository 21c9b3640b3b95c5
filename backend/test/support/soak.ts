import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { PostgresCluster, RedisProcess, type ServerProcess, startServer, waitFor } from './fault-processes.js';
import { LoadBalancer } from './load-balancer.js';
import { formatHostile, HostilePush, type HostilePushFigures, hostileVerdicts } from './soak-hostile-push.js';
import { YoutubeStub } from './youtube-stub.js';
import { HostileSocket, type HostileSocketFigures } from './soak-flooder.js';
import { CookieClient } from './http-client.js';

/**
 * An evening under faults, as a test (`npm run soak`, and a short one in the backend suite): a
 * party mix — guests joining and leaving, heartbeats, membership checks, searches on the YouTube
 * stub, queue adds, hosts skipping and starting the next song, and every guest's and host's phone
 * listening on Socket.IO — runs against TWO API instances on their own PostgreSQL cluster and
 * redis-server, behind a loopback load balancer (load-balancer.ts), while one instance is killed
 * with SIGKILL and restarted, then Redis restarts, then PostgreSQL restarts. What it checks is in
 * `verdicts`; what it measures is printed by `formatReport`.
 *
 * Phones behave as the party app does (frontend/src/lib/socket.ts): Socket.IO with its default
 * reconnection, `room:join` after every connect and then a refetch of the queue, each pushed queue
 * applied when its version is the next one, any gap refetched.
 */
export interface SoakOptions {
  /** SOAK_SECONDS: the length of the mix, shared by its five phases (warm-up, three faults, run-out). */
  seconds: number;
  /** SOAK_ROOMS: rooms, each with its host (and the host's stage phone). */
  rooms: number;
  /** SOAK_GUESTS: guests (each with a phone) per room at any time. */
  guests: number;
  /** SOAK_OUTAGE_SECONDS: how long the killed instance stays dead, and Redis and PostgreSQL stay down. */
  outageSeconds: number;
  /** Run the API from its build (dist/, which must be current) rather than from the sources. */
  built?: boolean;
  /** Progress lines (a phase starting, a fault); silent when absent. */
  log?: (line: string) => void;
}

/** A phone must hear the room again within this of the fault ending (or its instance dying). */
export const RECONNECT_LIMIT_MS = 5000;
/** An instance's RSS after the evening may exceed the one after warm-up by at most this share. */
export const RSS_GROWTH_LIMIT = 0.1;
/** How long the soak waits for the stragglers of a fault before it reports them and goes on. */
const FAULT_WAIT_MS = 20_000;
/** A failed add is sent again until this long after the first try: inside the double-tap window (10 s). */
const ADD_RETRY_MS = 8000;
const REQUEST_TIMEOUT_MS = 10_000;
/** The party app's polling interval of the queue and the stage, at which it tries a failed fetch again. */
const REFETCH_RETRY_MS = 2000;
/** The party app's room:join answer timeout and its backoff of asking again (frontend/src/lib/socket.ts). */
const JOIN_ANSWER_MS = 5000;
const JOIN_RETRY_FIRST_MS = 1000;
const JOIN_RETRY_MAX_MS = 10_000;

export function soakOptionsFromEnv(env: NodeJS.ProcessEnv, defaults: Omit<SoakOptions, 'log'>): Omit<SoakOptions, 'log'> {
  const number = (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of at least ${min} (got "${raw}")`);
    return n;
  };
  return {
    seconds: number('SOAK_SECONDS', defaults.seconds, 5),
    rooms: Math.round(number('SOAK_ROOMS', defaults.rooms, 1)),
    guests: Math.round(number('SOAK_GUESTS', defaults.guests, 1)),
    outageSeconds: number('SOAK_OUTAGE_SECONDS', defaults.outageSeconds, 0.5),
  };
}

type Kind = 'join' | 'leave' | 'heartbeat' | 'validate' | 'search' | 'add' | 'skip' | 'play-next' | 'refetch' | 'setup' | 'probe';

export interface PhaseFigures {
  name: string;
  seconds: number;
  /** Answers by status ("network": no answer, or none within 10 s), all kinds together. */
  statuses: Record<string, number>;
  /** Requests by kind, and those not answered 2xx/304. */
  requests: Partial<Record<Kind, number>>;
  errors: Partial<Record<Kind, number>>;
  /** Up to ten unexpected answers (status, kind, message), to read. */
  samples: string[];
}

export interface FaultFigures {
  name: string;
  /** Phones present from the fault to its end. */
  phones: number;
  /**
   * Per phone, the rooms left untouched meanwhile: from the fault ending (the instance's death)
   * until it holds its room as the room was then, what it missed during the fault included.
   */
  backMs: number[];
  /** Phones not back within FAULT_WAIT_MS, with what they lack. */
  notBack: string[];
  /** Then, per phone: from a song's add being acknowledged until the phone holds it (pushes flow again). */
  hearMs: number[];
  notHeard: string[];
  /** Phones whose instance died: from its death until their room:join was acknowledged again, and where. */
  rejoinMs: number[];
  rejoinedOn: Record<string, number>;
  /** Per room: from the fault ending until the host's song added after it was acknowledged; and adds never acknowledged. */
  probeAckMs: number[];
  probesLost: number;
}

/**
 * One process's memory in MB, read the same way each time (soak-memory.mjs: after V8's
 * last-resort collection, the mix paused, the phones connected), after it warmed up and at the
 * end. Two processes of the same code differ by tens of MB from the start (glibc's arenas, thread
 * timing), so a process is only ever compared with itself: the restarted instance from after its
 * own warm-up (the rest of the phase it came back in).
 */
export interface MemoryFigures {
  name: string;
  before: { rssMb: number; heapMb: number };
  after: { rssMb: number; heapMb: number };
  /** For the restarted instance: its killed process's reading after the evening's warm-up. */
  killedProcess?: { rssMb: number; heapMb: number };
}

export interface SoakReport {
  options: Omit<SoakOptions, 'log'>;
  durationS: number;
  phases: PhaseFigures[];
  faults: FaultFigures[];
  adds: { sent: number; acknowledged: number; kept: number; lost: string[]; doubled: string[]; resent: number };
  positions: { rooms: number; songs: number; broken: string[] };
  /** After the evening, phones whose queue differs from the database's, and instances that answer another one. */
  stale: string[];
  memory: MemoryFigures[];
  /** The hostile guest's push endpoints and what they did to the evening (soak-hostile-push.ts). */
  hostilePush?: HostilePushFigures;
  /** Where every instance's output was written. */
  logDir: string;
  /** Instances that exited without being killed, with their last lines. */
  crashes: string[];
  /** Error-level lines the instances logged (pino level 50+) but the 503 answers' own, per instance, with a few. */
  errorLines: { name: string; count: number; samples: string[] }[];
  phonesAtEnd: number;
  guestsJoined: number;
  /** The hostile guest's flooding socket (soak-flooder.ts), all evening. */
  hostile?: HostileSocketFigures;
}

// ── the people ──────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  body: any;
}

class Stats {
  phases: PhaseFigures[] = [];
  private started = Date.now();

  begin(name: string): void {
    this.end();
    this.started = Date.now();
    this.phases.push({ name, seconds: 0, statuses: {}, requests: {}, errors: {}, samples: [] });
  }

  end(): void {
    const current = this.phases.at(-1);
    if (current && current.seconds === 0) current.seconds = Math.round((Date.now() - this.started) / 100) / 10;
  }

  record(kind: Kind, status: number, body: unknown): void {
    const phase = this.phases.at(-1);
    if (!phase) return;
    const key = status === 0 ? 'network' : String(status);
    phase.statuses[key] = (phase.statuses[key] ?? 0) + 1;
    phase.requests[kind] = (phase.requests[kind] ?? 0) + 1;
    if (status === 0 || status >= 400) {
      phase.errors[kind] = (phase.errors[kind] ?? 0) + 1;
      if (phase.samples.length < 10)
        phase.samples.push(`${kind} ${key}: ${typeof body === 'object' && body ? (body as { message?: string }).message : String(body)}`);
    }
  }
}

/** A browser: its session cookie, and every request through the load balancer, counted. */
class Browser {
  private readonly client: CookieClient;
  constructor(
    base: string,
    private readonly stats: Stats,
  ) {
    this.client = new CookieClient(base, REQUEST_TIMEOUT_MS);
  }

  get cookie(): string {
    return this.client.cookie;
  }

  async call(kind: Kind, method: string, path: string, body?: unknown): Promise<Answer> {
    let answer: Answer;
    try {
      const { status, body: parsed } = await this.client.call(method, path, body);
      answer = { status, body: parsed };
    } catch (error) {
      answer = { status: 0, body: (error as Error).message };
    }
    this.stats.record(kind, answer.status, answer.body);
    return answer;
  }
}

/** A phone listening to its room, as the party app does; it holds the room's queue and stage. */
class Phone {
  readonly socket: Socket;
  joined = false;
  known?: number;
  queue: string[] = [];
  playing?: string;
  left = false;
  /** When each connect's room:join was acknowledged and on which instance, and each disconnect. */
  readonly joinedAt: number[] = [];
  readonly joinedOn: (string | undefined)[] = [];
  readonly disconnectedAt: number[] = [];
  /** What each refused room:join said. */
  readonly refusals: string[] = [];
  /** The room's version its held queue and stage are from (a push applied in order, or a refetch). */
  heldVersion?: number;
  /**
   * What a fault's measure waits for: the room as it was when the fault ended (its version then),
   * or a song added after it; and when this phone first held that while listening to its room.
   */
  watch?: { version?: number; videoId?: string; heldAt?: number };
  private retry?: NodeJS.Timeout;
  private rejoin?: NodeJS.Timeout;
  private joinAttempt = 0;

  constructor(
    readonly id: string,
    readonly roomId: string,
    readonly browser: Browser,
    base: string,
    private readonly locate: (phone: string) => string | undefined,
  ) {
    // Socket.IO's default reconnection (0.5-1.5 s, then backing off to 5 s), as the app's.
    this.socket = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: browser.cookie }, query: { phone: id } });
    this.socket.on('connect', () => this.join());
    this.socket.on('disconnect', () => {
      clearTimeout(this.rejoin);
      this.joined = false;
      this.disconnectedAt.push(Date.now());
    });
    this.socket.on('room:changed', (event: RoomChangedEvent) => this.changed(event));
  }

  private join(): void {
    clearTimeout(this.rejoin);
    this.socket
      .timeout(JOIN_ANSWER_MS)
      .emit('room:join', { roomId: this.roomId }, (error: Error | null, ack?: { ok: boolean; version?: number; message?: string; retry?: boolean }) => {
        if (error || !ack?.ok) {
          this.refusals.push(ack?.message ?? 'no answer');
          // As the app: a join the server could not decide, or left unanswered, is asked again while connected.
          if (error || ack?.retry) {
            const delay = Math.min(JOIN_RETRY_MAX_MS, JOIN_RETRY_FIRST_MS * 2 ** this.joinAttempt++);
            this.rejoin = setTimeout(() => (this.socket.connected && !this.left ? this.join() : undefined), delay);
          }
          return;
        }
        this.joinAttempt = 0;
        this.joined = true;
        this.known = ack.version;
        this.joinedAt.push(Date.now());
        this.joinedOn.push(this.locate(this.id));
        // Changes may have happened while it was away: everything once, as the app does.
        void this.refetch();
      });
  }

  private changed(event: RoomChangedEvent): void {
    if (event.roomId !== this.roomId) return;
    if (this.known !== undefined && event.version <= this.known) return;
    const next = this.known !== undefined && event.version === this.known + 1;
    this.known = event.version;
    if (!next || event.changes.includes('ended')) return void this.refetch();
    const state = event.state ?? {};
    if (state.queue) this.queue = (state.queue.items as { videoId: string }[]).map((i) => i.videoId);
    if (state.playing) this.playing = state.playing.currentlyPlaying?.videoId;
    if ((event.changes.includes('queue') && !state.queue) || (event.changes.includes('playing') && !state.playing)) return void this.refetch();
    // The next version in line: what it did not carry is as it was.
    this.heldVersion = event.version;
    this.check();
  }

  async refetch(): Promise<void> {
    clearTimeout(this.retry);
    const [queue, playing] = await Promise.all([
      this.browser.call('refetch', 'GET', `/api/rooms/${this.roomId}/queue`),
      this.browser.call('refetch', 'GET', `/api/rooms/${this.roomId}/playing`),
    ]);
    if (queue.status !== 200 || playing.status !== 200) {
      // The app polls a part whose fetch failed, at its interval (2 s), live or not (pollEvery).
      this.retry = setTimeout(() => void (this.left ? undefined : this.refetch()), REFETCH_RETRY_MS);
      return;
    }
    const version = Math.min(queue.body.version as number, playing.body.version as number);
    // A push applied meanwhile is newer (the app cancels the refetch then).
    if (this.heldVersion !== undefined && version < this.heldVersion && this.known === this.heldVersion) return;
    this.queue = (queue.body.items as { videoId: string }[]).map((i) => i.videoId);
    this.playing = playing.body.currentlyPlaying?.videoId;
    this.heldVersion = version;
    this.check();
  }

  check(): void {
    const watch = this.watch;
    if (!watch || watch.heldAt !== undefined || !this.joined) return;
    const caughtUp = watch.version === undefined || (this.heldVersion ?? -1) >= watch.version;
    const holdsSong = watch.videoId === undefined || this.playing === watch.videoId || this.queue.includes(watch.videoId);
    if (caughtUp && holdsSong) watch.heldAt = Date.now();
  }

  close(): void {
    this.left = true;
    clearTimeout(this.retry);
    this.socket.disconnect();
  }
}

interface RoomChangedEvent {
  roomId: string;
  version: number;
  changes: string[];
  state?: Record<string, any>;
}

interface Guest {
  browser: Browser;
  phone: Phone;
  userId: number;
}

interface Room {
  index: number;
  roomId: string;
  code: string;
  host: Browser;
  stage: Phone;
  guests: Guest[];
}

interface Acknowledged {
  roomId: string;
  videoId: string;
  queueItemId: number;
}

const SEARCHES = [
  'bohemian rhapsody',
  'dancing queen',
  'africa',
  'wonderwall',
  'mr brightside',
  'valerie',
  'toxic',
  'livin on a prayer',
  'hallelujah',
  'shallow',
];
const random = (min: number, max: number) => min + Math.random() * (max - min);

// ── the evening ─────────────────────────────────────────────────────────────────────────────

const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  BETA_CODES: 'SOAK-BETA',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'admin-password-123',
  SESSION_SECRET: 'soak-session-secret-of-at-least-32-chars',
  RICKROLL_PROBABILITY: '0',
  YOUTUBE_API_KEY: 'soak-key',
  YOUTUBE_DAILY_QUOTA: '100000000',
  // Every phone of the soak comes from one address: the per-address and per-person limits would
  // refuse a party this busy, and refusals are not what is measured here.
  LOGIN_RATE_LIMIT: '100000',
  REGISTER_RATE_LIMIT: '100000',
  GUEST_JOIN_RATE_LIMIT: '100000',
  ROOM_CODE_RATE_LIMIT: '100000',
  SEARCH_RATE_LIMIT: '100000',
  QUEUE_ADD_RATE_LIMIT: '100000',
  // Behind the load balancer, as behind a proxy: every connection comes from its address.
  CONNECTIONS_PER_ADDRESS: '0',
  // glibc keeps memory a large allocation freed (each sign-in's argon2 hash takes 64 MiB in a
  // thread-pool thread) unless the mmap threshold is fixed: then such blocks are mapped and
  // returned on free, and RSS measures what the process keeps rather than what the allocator does.
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** Node flags of the instances: a collection on demand, for the memory figures (soak-memory.mjs). */
const MEMORY_ARGS = ['--expose-gc', '--import', './test/support/soak-memory.mjs'];

class Evening {
  readonly stats = new Stats();
  private cluster?: PostgresCluster;
  private redis?: RedisProcess;
  private youtube = new YoutubeStub();
  readonly hostile = new HostilePush();
  private lb?: LoadBalancer;
  readonly servers = new Map<'A' | 'B', ServerProcess>();
  /** Every process that served, the killed one included (for its log). */
  private readonly processes: [string, ServerProcess][] = [];
  private env: Record<string, string> = {};
  readonly rooms: Room[] = [];
  readonly acknowledged: Acknowledged[] = [];
  sent = 0;
  resent = 0;
  guestsJoined = 0;
  private songCounter = 0;
  private guestCounter = 0;
  /** The mix runs while this is set; its loops end when it is aborted. */
  private mix?: { stop: AbortController; loops: Promise<void>[] };
  /** While set, nobody changes a room (a fault's measure of phones catching up by themselves). */
  private quiet = false;
  readonly faults: FaultFigures[] = [];
  readonly memoryBefore = new Map<string, { rssMb: number; heapMb: number }>();
  readonly restarted = new Set<string>();

  constructor(readonly options: SoakOptions) {}

  private log(line: string): void {
    this.options.log?.(line);
  }

  private readonly locate = (phone: string) => this.lb?.instanceOf(phone);

  get base(): string {
    return this.lb!.url;
  }

  private phones(): Phone[] {
    return this.rooms.flatMap((room) => [room.stage, ...room.guests.map((g) => g.phone)]).filter((p) => !p.left);
  }

  async setUp(): Promise<void> {
    this.stats.begin('setup');
    [this.cluster, this.redis] = await Promise.all([PostgresCluster.create(), RedisProcess.create()]);
    const youtube = await this.youtube.start();
    await this.hostile.start();
    // Keyless search (past the hour's API budget) and pasted links go to the stub too, never to YouTube.
    this.env = {
      ...SERVER_ENV,
      ...this.hostile.serverEnv(),
      DATABASE_URL: this.cluster.url(),
      REDIS_URL: this.redis.url,
      YOUTUBE_API_BASE_URL: youtube,
      YOUTUBE_INNERTUBE_URL: youtube,
      YOUTUBE_OEMBED_URL: `${youtube}/oembed`,
    };
    // One after the other: the first runs the migrations.
    await this.start('A');
    await this.start('B');
    this.lb = await LoadBalancer.start([...this.servers].map(([name, s]) => ({ name, port: Number(new URL(s.url).port) })));
    this.log(`instances A ${this.servers.get('A')!.url}, B ${this.servers.get('B')!.url} behind ${this.base}`);

    const admin = new Browser(this.base, this.stats);
    await must(admin.call('setup', 'POST', '/api/auth/login', { username: 'admin', password: 'admin-password-123' }));
    for (let index = 0; index < this.options.rooms; index++) {
      const host = new Browser(this.base, this.stats);
      const username = `soakhost${index}`;
      const user = await must(
        host.call('setup', 'POST', '/api/auth/register', { username, displayName: `Host ${index + 1}`, password: 'host-password', betaCode: 'SOAK-BETA' }),
        201,
      );
      await must(admin.call('setup', 'PATCH', `/api/admin/users/${user.userId}`, { subscriptionTier: 999 }));
      await must(host.call('setup', 'POST', '/api/auth/login', { username, password: 'host-password' }));
      const room = await must(host.call('setup', 'POST', '/api/rooms', { name: `Soak party ${index + 1}` }), 201);
      await must(host.call('setup', 'PATCH', `/api/rooms/${room.roomId}/settings`, { settings: { maxSongsPerUser: 999, maxSongsPerGuest: 999 } }));
      const stage = new Phone(`stage${index}`, room.roomId, host, this.base, this.locate);
      this.rooms.push({ index, roomId: room.roomId, code: room.code, host, stage, guests: [] });
    }
    for (const room of this.rooms) for (let g = 0; g < this.options.guests; g++) room.guests.push(await this.join(room, true));
    this.hostile.phase = () => this.stats.phases.at(-1)?.name ?? '';
    await this.hostile.setUp(this.base);
    await waitFor('every phone to listen to its room', async () => (this.phones().every((p) => p.joined) ? true : undefined), 30_000, 50);
  }

  /** A new guest joins the room from their phone (retried until the room takes them, during setup). */
  /** A guest of the first room whose cookie the hostile socket uses (it has no phone of its own). */
  async hostileGuestCookie(): Promise<string> {
    const browser = new Browser(this.base, this.stats);
    await must(browser.call('setup', 'POST', '/api/guest/join', { roomCode: this.rooms[0].code, displayName: 'Hostile guest' }));
    return browser.cookie;
  }

  private async join(room: Room, setup = false): Promise<Guest> {
    const browser = new Browser(this.base, this.stats);
    const n = ++this.guestCounter;
    for (;;) {
      const res = await browser.call(setup ? 'setup' : 'join', 'POST', '/api/guest/join', { roomCode: room.code, displayName: `Guest ${n}` });
      if (res.status === 200) {
        this.guestsJoined++;
        return { browser, userId: res.body.user.userId, phone: new Phone(`guest${n}`, room.roomId, browser, this.base, this.locate) };
      }
      if (setup && res.status !== 0 && res.status < 500) throw new Error(`A guest could not join: ${res.status} ${JSON.stringify(res.body)}`);
      if (this.mix?.stop.signal.aborted) throw new Error('the mix stopped');
      await sleep(500);
    }
  }

  private async start(name: 'A' | 'B', port?: number): Promise<void> {
    const server = await startServer(this.env, { nodeArgs: MEMORY_ARGS, port, built: this.options.built });
    this.servers.set(name, server);
    this.processes.push([name, server]);
    server.child.once('exit', (code, signal) => {
      if (this.killed.has(server) || this.tearingDown) return;
      const tail = server.output().trim().split('\n').slice(-15).join('\n');
      this.crashes.push(`instance ${name} exited by itself (${signal ?? `code ${code}`}) during "${this.stats.phases.at(-1)?.name}"; its last lines:\n${tail}`);
    });
  }

  /** Processes this soak ended on purpose, and what ended by itself. */
  private readonly killed = new Set<ServerProcess>();
  private tearingDown = false;
  readonly crashes: string[] = [];

  private nextVideoId(tag: string): string {
    return `${tag}${(++this.songCounter).toString(36).padStart(10, '0')}`.slice(-11);
  }

  /**
   * Adds a song as a phone would: a failure without an answer (the instance died, the database is
   * away) is sent again, the same song, until ADD_RETRY_MS after the first try, as a guest taps
   * again; the double-tap guard must make that one song. Answers the song when acknowledged (201).
   */
  async add(browser: Browser, roomId: string, videoId: string, kind: Kind = 'add', until = Date.now() + ADD_RETRY_MS): Promise<Acknowledged | undefined> {
    this.sent++;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) this.resent++;
      const res = await browser.call(kind, 'POST', `/api/rooms/${roomId}/queue`, {
        videoId,
        title: `Soak song ${videoId}`,
        thumbnail: '',
        duration: '3:30',
      });
      if (res.status === 201) {
        const song = { roomId, videoId, queueItemId: res.body.queueItemId as number };
        this.acknowledged.push(song);
        return song;
      }
      const again = res.status === 0 || res.status === 502 || res.status === 503;
      if (!again || Date.now() > until) return undefined;
      await sleep(kind === 'probe' ? 200 : 500);
    }
  }

  // ── the mix ──

  startMix(): void {
    const stop = new AbortController();
    // Every loop's sleep listens to it: one per guest and host, more than the default warning's 10.
    setMaxListeners(0, stop.signal);
    const loops: Promise<void>[] = [];
    const loop = (every: [number, number], act: () => Promise<unknown>, alive: () => boolean = () => true) =>
      loops.push(
        (async () => {
          while (!stop.signal.aborted && alive()) {
            try {
              await sleep(random(...every), undefined, { signal: stop.signal });
            } catch {
              return;
            }
            if (alive()) await act();
          }
        })(),
      );
    this.mix = { stop, loops };
    const guestLoop = (room: Room, guest: Guest) =>
      loop(
        [1500, 3500],
        async () => {
          const dice = Math.random();
          if (dice < 0.3) await guest.browser.call('heartbeat', 'PATCH', `/api/users/${guest.userId}/heartbeat`);
          else if (dice < 0.5) await guest.browser.call('validate', 'GET', `/api/users/${guest.userId}/validate/${room.roomId}`);
          else if (dice < 0.75) {
            const q = `${SEARCHES[Math.floor(Math.random() * SEARCHES.length)]} karaoke ${Math.floor(Math.random() * 20)}`;
            await guest.browser.call('search', 'GET', `/api/youtube/search?q=${encodeURIComponent(q)}`);
          } else if (!this.quiet) await this.add(guest.browser, room.roomId, this.nextVideoId('s'));
        },
        () => !guest.phone.left,
      );
    this.startGuestLoop = guestLoop;
    for (const room of this.rooms) {
      for (const guest of room.guests) guestLoop(room, guest);
      // The host keeps the evening moving: the next song whenever more than a few wait.
      let skips = 0;
      loop([600, 1000], async () => {
        if (this.quiet || room.stage.queue.length <= 4) return;
        if (skips++ % 2 === 0) await room.host.call('skip', 'POST', `/api/rooms/${room.roomId}/skip`);
        else await room.host.call('play-next', 'POST', `/api/rooms/${room.roomId}/play-next`);
      });
    }
    // People come and go: a guest leaves (signs out, phone off) and another joins, the party's size steady.
    loop([3000, 5000], () => this.swapGuest());
  }

  private startGuestLoop?: (room: Room, guest: Guest) => void;

  private async swapGuest(): Promise<void> {
    if (this.quiet) return;
    const room = this.rooms[Math.floor(Math.random() * this.rooms.length)];
    // Not a phone a fault's measure is waiting for: it would leave the measure instead.
    const candidates = room.guests.filter((g) => !g.phone.watch);
    if (candidates.length === 0) return;
    const leaving = candidates[Math.floor(Math.random() * candidates.length)];
    let guest: Guest;
    try {
      guest = await this.join(room);
    } catch {
      return;
    }
    room.guests = room.guests.filter((g) => g !== leaving);
    leaving.phone.close();
    await leaving.browser.call('leave', 'POST', '/api/auth/logout');
    room.guests.push(guest);
    this.startGuestLoop?.(room, guest);
  }

  async stopMix(): Promise<void> {
    if (!this.mix) return;
    this.mix.stop.abort();
    await Promise.all(this.mix.loops);
    this.mix = undefined;
  }

  // ── faults ──

  /**
   * After a fault ends at `endedAt`: each host adds a song (retried until acknowledged), and every
   * phone present since before the fault must hold it while listening to its room.
   */
  private async measure(name: string, endedAt: number, present: Phone[], onDeadInstance: Phone[] = []): Promise<void> {
    const watched = () => present.filter((p) => !p.left);
    const waitForAll = (what: string) =>
      waitFor(what, async () => (watched().every((p) => p.watch?.heldAt !== undefined) ? true : undefined), FAULT_WAIT_MS, 50).catch(() => undefined);
    const describe = (p: Phone) =>
      `${p.id} (${p.socket.connected ? 'connected' : 'disconnected'}, ${p.joined ? 'in its room' : 'not in its room'}, ` +
      `holds version ${p.heldVersion ?? 'none'} of ${p.watch?.version ?? '?'}` +
      `${p.refusals.length ? `, its last room:join refused: "${p.refusals.at(-1)}"` : ''}; ${p.joinedAt.length} joins, ${p.disconnectedAt.length} disconnects)`;

    // 1. Nobody touches the rooms: every phone must come to hold its room as it was when the
    //    fault ended, changes it missed during the fault included, by itself.
    this.quiet = true;
    const versions = await this.roomVersions();
    for (const phone of present) {
      phone.watch = { version: versions.get(phone.roomId) };
      phone.check();
    }
    await waitForAll('every phone to hold its room as it is');
    const phones = watched();
    const backMs = phones.filter((p) => p.watch?.heldAt !== undefined).map((p) => p.watch!.heldAt! - endedAt);
    const notBack = phones.filter((p) => p.watch?.heldAt === undefined).map(describe);
    this.quiet = false;

    // 2. Each host adds a song: it reaches every phone.
    const probes = new Map(this.rooms.map((room) => [room.roomId, this.nextVideoId('p')]));
    for (const phone of watched()) phone.watch = { videoId: probes.get(phone.roomId)! };
    const ackedAt = new Map<string, number>();
    await Promise.all(
      this.rooms.map(async (room) => {
        if (await this.add(room.host, room.roomId, probes.get(room.roomId)!, 'probe', Date.now() + FAULT_WAIT_MS)) ackedAt.set(room.roomId, Date.now());
      }),
    );
    for (const phone of watched()) phone.check();
    await waitForAll('every phone to hold the song added after the fault');
    const heard = watched();
    const hearMs = heard
      .filter((p) => p.watch?.heldAt !== undefined && ackedAt.has(p.roomId))
      .map((p) => Math.max(0, p.watch!.heldAt! - ackedAt.get(p.roomId)!));
    const notHeard = heard.filter((p) => p.watch?.heldAt === undefined).map(describe);

    const rejoinedOn: Record<string, number> = {};
    const rejoinMs: number[] = [];
    for (const phone of onDeadInstance.filter((p) => !p.left)) {
      const index = phone.joinedAt.findIndex((t) => t > endedAt);
      if (index < 0) continue;
      rejoinMs.push(phone.joinedAt[index] - endedAt);
      const on = phone.joinedOn[index] ?? 'unknown';
      rejoinedOn[on] = (rejoinedOn[on] ?? 0) + 1;
    }
    this.faults.push({
      name,
      phones: phones.length,
      backMs,
      notBack,
      hearMs,
      notHeard,
      rejoinMs,
      rejoinedOn,
      probeAckMs: [...ackedAt.values()].map((at) => at - endedAt),
      probesLost: this.rooms.length - ackedAt.size,
    });
    for (const phone of heard) phone.watch = undefined;
  }

  /** Every room's version now, from the database (retried while it comes back). */
  private async roomVersions(): Promise<Map<string, number>> {
    return waitFor(
      'the rooms’ versions',
      async () => {
        const db = new pg.Client({ connectionString: this.cluster!.url() });
        await db.connect();
        try {
          const rows: { roomId: string; version: number }[] = (await db.query(`SELECT "roomId", "version" FROM "rooms"`)).rows;
          return new Map(rows.map((r) => [r.roomId, Number(r.version)]));
        } finally {
          await db.end();
        }
      },
      10_000,
      100,
    );
  }

  async killInstance(): Promise<void> {
    const a = this.servers.get('A')!;
    const onA = this.phones().filter((p) => this.lb!.instanceOf(p.id) === 'A');
    const present = this.phones();
    this.log(`SIGKILL to instance A (${onA.length} of ${present.length} phones on it)`);
    this.killed.add(a);
    a.child.kill('SIGKILL');
    await a.stop('SIGKILL');
    const diedAt = Date.now();
    const restart = (async () => {
      await sleep(this.options.outageSeconds * 1000);
      this.log('restarting instance A at its address');
      await this.start('A', Number(new URL(a.url).port));
      this.restarted.add('A');
    })();
    await this.measure('instance A killed (SIGKILL) and restarted', diedAt, present, onA);
    await restart;
  }

  async restartRedis(): Promise<void> {
    const present = this.phones();
    this.log('Redis stops');
    await this.redis!.stop();
    await sleep(this.options.outageSeconds * 1000);
    await this.redis!.start();
    this.log('Redis is back');
    await this.measure('Redis restarted', Date.now(), present);
  }

  async restartPostgres(): Promise<void> {
    const present = this.phones();
    this.log('PostgreSQL stops');
    await this.cluster!.stop();
    await sleep(this.options.outageSeconds * 1000);
    await this.cluster!.start();
    this.log('PostgreSQL is back');
    await this.measure('PostgreSQL restarted', Date.now(), present);
  }

  // ── figures ──

  /** Both instances' memory after two full collections (soak-memory.mjs), the mix paused. */
  async memory(): Promise<Map<string, { rssMb: number; heapMb: number }>> {
    const figures = new Map<string, { rssMb: number; heapMb: number }>();
    await Promise.all(
      [...this.servers].map(async ([name, server]) => {
        if (server.exited()) return;
        const from = server.output().length;
        server.child.kill('SIGUSR2');
        const line = await waitFor(`instance ${name}'s memory`, async () => /\{"soakMemory":\{[^}]*\}\}/.exec(server.output().slice(from))?.[0], 10_000, 50);
        const { rss, heapUsed } = (JSON.parse(line) as { soakMemory: { rss: number; heapUsed: number } }).soakMemory;
        figures.set(name, { rssMb: +(rss / 2 ** 20).toFixed(1), heapMb: +(heapUsed / 2 ** 20).toFixed(1) });
      }),
    );
    return figures;
  }

  async finalChecks(): Promise<Pick<SoakReport, 'adds' | 'positions' | 'stale'>> {
    const db = new pg.Client({ connectionString: this.cluster!.url() });
    await db.connect();
    try {
      const queued: { roomId: string; videoId: string; queueItemId: number; position: number }[] = (
        await db.query(`SELECT "roomId", "videoId", "queueItemId", "position" FROM "queue_items" ORDER BY "roomId", "position"`)
      ).rows;
      const played: { roomId: string; videoId: string }[] = (await db.query(`SELECT "roomId", "videoId" FROM "played_songs"`)).rows;
      // Every acknowledged song is waiting or was played (the stage records a song when it starts), once.
      const where = new Map<string, number>();
      for (const row of [...queued, ...played]) where.set(`${row.roomId}/${row.videoId}`, (where.get(`${row.roomId}/${row.videoId}`) ?? 0) + 1);
      const waitingId = new Map(queued.map((row) => [`${row.roomId}/${row.videoId}`, row.queueItemId]));
      const lost: string[] = [];
      const doubled: string[] = [];
      const seen = new Set<string>();
      for (const song of this.acknowledged) {
        const key = `${song.roomId}/${song.videoId}`;
        const count = where.get(key) ?? 0;
        if (count === 0) lost.push(`${song.videoId} (queue item ${song.queueItemId})`);
        else if (count > 1) doubled.push(`${song.videoId} (${count} times)`);
        else if (waitingId.has(key) && waitingId.get(key) !== song.queueItemId)
          doubled.push(`${song.videoId} (waiting as ${waitingId.get(key)}, answered ${song.queueItemId})`);
        if (seen.has(key) && !doubled.some((d) => d.startsWith(song.videoId))) doubled.push(`${song.videoId} (acknowledged twice)`);
        seen.add(key);
      }
      const broken: string[] = [];
      const byRoom = new Map<string, typeof queued>();
      for (const row of queued) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row]);
      for (const [roomId, rows] of byRoom) {
        const positions = rows.map((r) => r.position);
        if (positions.some((p, i) => p !== i + 1)) broken.push(`room ${roomId}: positions ${positions.join(',')}`);
      }

      // Every phone converges on the database's queue once the evening is quiet, and both
      // instances answer it too.
      const expected = (roomId: string) => (byRoom.get(roomId) ?? []).map((r) => r.videoId).join(',');
      const stalePhones = () => this.phones().filter((p) => p.queue.join(',') !== expected(p.roomId));
      await waitFor('every phone to hold its room’s queue', async () => (stalePhones().length === 0 ? true : undefined), 10_000, 100).catch(() => undefined);
      const stale = stalePhones().map((p) => `phone ${p.id} holds [${p.queue.join(',')}], the room has [${expected(p.roomId)}]`);
      for (const [name, server] of this.servers) {
        for (const room of this.rooms) {
          const res = await fetch(`${server.url}/api/rooms/${room.roomId}/queue`, { headers: { cookie: room.host.cookie } }).catch((error: Error) => error);
          const items =
            res instanceof Error
              ? `no answer: ${(res.cause as Error | undefined)?.message ?? res.message}`
              : res.status === 200
                ? ((await res.json()) as { items: { videoId: string }[] }).items.map((i) => i.videoId).join(',')
                : `HTTP ${res.status}`;
          if (items !== expected(room.roomId))
            stale.push(`instance ${name} answers [${items}] for room ${room.index + 1}, the room has [${expected(room.roomId)}]`);
        }
      }
      return {
        adds: { sent: this.sent, acknowledged: this.acknowledged.length, kept: this.acknowledged.length - lost.length, lost, doubled, resent: this.resent },
        positions: { rooms: byRoom.size, songs: queued.length, broken },
        stale,
      };
    } finally {
      await db.end();
    }
  }

  /** Every instance's output, one file per process, for reading after the run. */
  saveLogs(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karaoke-soak-'));
    const seen = new Map<string, number>();
    for (const [name, server] of this.processes) {
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      fs.writeFileSync(path.join(dir, `instance-${name}${n > 1 ? `-${n}` : ''}.log`), server.output());
    }
    return dir;
  }

  errorLines(): SoakReport['errorLines'] {
    return this.processes.map(([name, server], i) => {
      if (this.processes.findIndex(([n]) => n === name) !== i) name = `${name} (restarted)`;
      // A request answered 503 while PostgreSQL was away is logged at error level by design.
      const lines = server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)\b/.test(line) && !/"res":\{"statusCode":503\}/.test(line));
      return { name, count: lines.length, samples: lines.slice(0, 3).map((l) => l.slice(0, 300)) };
    });
  }

  async tearDown(): Promise<void> {
    this.tearingDown = true;
    await this.stopMix().catch(() => undefined);
    for (const phone of this.phones()) phone.close();
    await this.lb?.stop().catch(() => undefined);
    for (const [, server] of this.processes) await server.stop('SIGKILL').catch(() => undefined);
    await this.redis?.stop().catch(() => undefined);
    await this.cluster?.dispose().catch(() => undefined);
    await this.youtube.stop().catch(() => undefined);
    await this.hostile.tearDown();
  }

  get databaseUrl(): string {
    return this.cluster!.url();
  }

  get redisUrl(): string {
    return this.redis!.url;
  }

  phoneCount(): number {
    return this.phones().length;
  }
}

async function must(promise: Promise<Answer>, status = 200): Promise<any> {
  const res = await promise;
  if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Runs the evening and answers its figures; the environment is torn down whatever happens. */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const started = Date.now();
  const evening = new Evening(options);
  const phaseMs = (options.seconds * 1000) / 5;
  const log = (line: string) => options.log?.(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
  let hostile: HostileSocket | undefined;
  try {
    await evening.setUp();
    log(`${evening.phoneCount()} phones listening in ${options.rooms} rooms`);
    hostile = await HostileSocket.start(evening.base, await evening.hostileGuestCookie(), options.seconds * 3 + 600);
    log('a hostile guest floods room:join with random room ids, reconnecting whenever it is cut off');
    const phase = async (name: string, work: () => Promise<void> = async () => undefined) => {
      log(`phase: ${name}`);
      evening.stats.begin(name);
      const until = Date.now() + phaseMs;
      evening.startMix();
      await work();
      const rest = until - Date.now();
      if (rest > 0) await sleep(rest);
      await evening.stopMix();
      evening.stats.end();
    };
    await phase('warm-up');
    for (const [name, figures] of await evening.memory()) evening.memoryBefore.set(name, figures);
    await phase('instance killed', () => evening.killInstance());
    const killedProcess = new Map(evening.memoryBefore);
    for (const [name, figures] of await evening.memory()) if (evening.restarted.has(name)) evening.memoryBefore.set(name, figures);
    await phase('Redis restart', () => evening.restartRedis());
    await phase('PostgreSQL restart', () => evening.restartPostgres());
    await phase('run-out');
    const flood = await hostile.stop();
    hostile = undefined;
    evening.stats.begin('checks');
    const checks = await evening.finalChecks();
    const hostilePush = await evening.hostile.finish(evening.databaseUrl, evening.redisUrl);
    const after = await evening.memory();
    evening.stats.end();
    return {
      options: { seconds: options.seconds, rooms: options.rooms, guests: options.guests, outageSeconds: options.outageSeconds, built: options.built },
      durationS: Math.round((Date.now() - started) / 1000),
      phases: evening.stats.phases.filter((p) => p.name !== 'setup' && p.name !== 'checks'),
      faults: evening.faults,
      ...checks,
      hostilePush,
      memory: [...after]
        .filter(([name]) => evening.memoryBefore.has(name))
        .map(([name, figures]) => ({
          name,
          before: evening.memoryBefore.get(name)!,
          after: figures,
          ...(evening.restarted.has(name) ? { killedProcess: killedProcess.get(name) } : {}),
        })),
      logDir: evening.saveLogs(),
      errorLines: evening.errorLines(),
      crashes: evening.crashes,
      phonesAtEnd: evening.phoneCount(),
      guestsJoined: evening.guestsJoined,
      hostile: flood,
    };
  } catch (error) {
    throw new Error(`The soak broke off: ${(error as Error).message}; instances' output in ${evening.saveLogs()}`, { cause: error });
  } finally {
    await hostile?.stop();
    await evening.tearDown();
  }
}

const pct = (values: number[], p: number): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

/** Which statuses a phase may see: a 502 only where an instance dies with requests in flight, a 503 only while the database is away. */
function unexpectedStatuses(phase: PhaseFigures): string[] {
  const allowed = new Set(['200', '201', '304']);
  if (phase.name === 'instance killed') ['502', 'network'].forEach((s) => allowed.add(s));
  if (phase.name === 'PostgreSQL restart') allowed.add('503');
  return Object.keys(phase.statuses).filter((status) => !allowed.has(status));
}

/** What the evening must have shown, as sentences; empty when it held. */
export function verdicts(report: SoakReport): string[] {
  const problems: string[] = [...report.crashes];
  for (const fault of report.faults) {
    if (fault.notBack.length > 0)
      problems.push(
        `${fault.name}: ${fault.notBack.length} phone(s) never came to hold their room as it was when the fault ended: ${fault.notBack.join('; ')}`,
      );
    const slow = fault.backMs.filter((ms) => ms > RECONNECT_LIMIT_MS);
    if (slow.length > 0)
      problems.push(
        `${fault.name}: ${slow.length} phone(s) took longer than ${RECONNECT_LIMIT_MS} ms to hold their room as it was (max ${Math.max(...slow)} ms)`,
      );
    if (fault.probesLost > 0) problems.push(`${fault.name}: ${fault.probesLost} host add(s) after the fault never acknowledged`);
    if (fault.notHeard.length > 0)
      problems.push(`${fault.name}: ${fault.notHeard.length} phone(s) never heard the song added after the fault: ${fault.notHeard.join('; ')}`);
    const slowHear = fault.hearMs.filter((ms) => ms > RECONNECT_LIMIT_MS);
    if (slowHear.length > 0)
      problems.push(`${fault.name}: ${slowHear.length} phone(s) heard a new song later than ${RECONNECT_LIMIT_MS} ms (max ${Math.max(...slowHear)} ms)`);
    const slowRejoin = fault.rejoinMs.filter((ms) => ms > RECONNECT_LIMIT_MS);
    if (slowRejoin.length > 0)
      problems.push(`${fault.name}: ${slowRejoin.length} phone(s) rejoined later than ${RECONNECT_LIMIT_MS} ms (max ${Math.max(...slowRejoin)} ms)`);
    const elsewhere = Object.entries(fault.rejoinedOn).filter(([on]) => on !== 'B');
    if (elsewhere.length > 0) problems.push(`${fault.name}: phones rejoined elsewhere than the surviving instance: ${JSON.stringify(fault.rejoinedOn)}`);
  }
  const killed = report.faults.find((f) => f.name.startsWith('instance A'));
  if (killed && killed.rejoinMs.length === 0) problems.push('instance A killed: no phone was on it, so no reconnection to the surviving instance was seen');
  if (report.adds.lost.length > 0) problems.push(`${report.adds.lost.length} acknowledged add(s) lost: ${report.adds.lost.join(', ')}`);
  if (report.adds.doubled.length > 0) problems.push(`${report.adds.doubled.length} add(s) doubled: ${report.adds.doubled.join(', ')}`);
  if (report.positions.broken.length > 0) problems.push(`queue positions not 1..n: ${report.positions.broken.join('; ')}`);
  if (report.stale.length > 0) problems.push(`not converged after the evening: ${report.stale.join('; ')}`);
  for (const memory of report.memory) {
    const growth = memory.after.rssMb / memory.before.rssMb - 1;
    if (growth > RSS_GROWTH_LIMIT)
      problems.push(
        `instance ${memory.name}'s RSS grew ${(growth * 100).toFixed(1)} % ` +
          `(${memory.before.rssMb} → ${memory.after.rssMb} MB), over ${RSS_GROWTH_LIMIT * 100} %`,
      );
  }
  for (const phase of report.phases) {
    const unexpected = unexpectedStatuses(phase);
    if (unexpected.length > 0)
      problems.push(
        `${phase.name}: unexpected answers ${unexpected.map((s) => `${s} × ${phase.statuses[s]}`).join(', ')} (e.g. ${phase.samples.slice(0, 3).join(' | ')})`,
      );
  }
  problems.push(...hostileVerdicts(report.hostilePush));
  for (const e of report.errorLines) if (e.count > 0) problems.push(`instance ${e.name} logged ${e.count} error line(s), e.g. ${e.samples[0]}`);
  if (!report.hostile) problems.push('the hostile socket did not report what it saw');
  else if (report.hostile.serverDisconnects === 0) problems.push(`the hostile socket was never disconnected (${JSON.stringify(report.hostile)})`);
  return problems;
}

/** The figures as a table, for the console. */
export function formatReport(report: SoakReport): string {
  const lines: string[] = [];
  const o = report.options;
  lines.push(
    `Soak: ${o.seconds} s of party mix in 5 phases, ${o.rooms} rooms × ${o.guests} guests (+ a stage phone each), outages of ${o.outageSeconds} s, ` +
      `the API from its ${o.built ? 'build' : 'sources'}; ` +
      `${report.durationS} s in all; ${report.guestsJoined} guest joins, ${report.phonesAtEnd} phones at the end`,
  );
  lines.push('', '| phase | s | requests | not 2xx/304 | answers |', '|---|---|---|---|---|');
  for (const p of report.phases) {
    const total = Object.values(p.requests).reduce((a, b) => a + (b ?? 0), 0);
    const errors = Object.values(p.errors).reduce((a, b) => a + (b ?? 0), 0);
    const byStatus = Object.entries(p.statuses)
      .sort()
      .map(([s, n]) => `${s} × ${n}`)
      .join(', ');
    const errorKinds = Object.entries(p.errors)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    lines.push(`| ${p.name} | ${p.seconds} | ${total} | ${errors}${errorKinds ? ` (${errorKinds})` : ''} | ${byStatus} |`);
  }
  const range = (values: number[]) => (values.length ? `${pct(values, 0.5)} / ${Math.max(...values)}` : '—');
  lines.push(
    '',
    '| fault | phones | caught up by themselves (rooms untouched): p50 / max ms | the dead instance’s phones rejoined: n, p50 / max ms, where | ' +
      'a host’s add after it answered (max ms after the fault) | … and held by every phone: p50 / max ms | phones never back |',
    '|---|---|---|---|---|---|---|',
  );
  for (const f of report.faults) {
    const where = Object.entries(f.rejoinedOn)
      .map(([on, n]) => `${n} on ${on}`)
      .join(', ');
    lines.push(
      `| ${f.name} | ${f.phones} | ${range(f.backMs)} | ${f.rejoinMs.length ? `${f.rejoinMs.length}, ${range(f.rejoinMs)} ms, ${where}` : '—'} | ` +
        `${f.probeAckMs.length ? Math.max(...f.probeAckMs) : '—'}${f.probesLost ? ` (${f.probesLost} never)` : ''} | ` +
        `${range(f.hearMs)} | ${f.notBack.length + f.notHeard.length} |`,
    );
  }
  const a = report.adds;
  lines.push(
    '',
    `Adds: ${a.sent} sent, ${a.acknowledged} acknowledged (201), ${a.kept} kept, ${a.lost.length} lost, ${a.doubled.length} doubled; ` +
      `${a.resent} resent after a failure`,
  );
  lines.push(
    `Queues: ${report.positions.songs} songs waiting in ${report.positions.rooms} rooms, ${report.positions.broken.length} with positions other than 1..n`,
  );
  lines.push(`Convergence: ${report.stale.length === 0 ? 'every phone and both instances hold the database’s queues' : `${report.stale.length} differ`}`);
  for (const m of report.memory) {
    const growth = ((m.after.rssMb / m.before.rssMb - 1) * 100).toFixed(1);
    lines.push(
      `RSS of instance ${m.name}${m.killedProcess ? ' (its restarted process)' : ''}: ${m.before.rssMb} MB after warm-up → ${m.after.rssMb} MB ` +
        `at the end (${growth} %); heap ${m.before.heapMb} → ${m.after.heapMb} MB` +
        (m.killedProcess ? `; the killed process read ${m.killedProcess.rssMb} MB (heap ${m.killedProcess.heapMb} MB) after the evening's warm-up` : ''),
    );
  }
  lines.push(`Instances' output: ${report.logDir}`);
  lines.push(`Error lines logged (besides the 503 answers' own): ${report.errorLines.map((e) => `${e.count} by instance ${e.name}`).join(', ')}`);
  lines.push(...formatHostile(report.hostilePush));
  const h = report.hostile;
  if (h)
    lines.push(
      `Hostile socket: ${h.emitted} room:join sent over ${h.connections} connections (${h.refusedConnections} refused), ` +
        `${h.serverDisconnects} cut off by the server; answers ${JSON.stringify(h.answers)}`,
    );
  return lines.join('\n');
}
