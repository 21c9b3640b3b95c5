import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../src/common/auth/session-user.js';
import type { Clock } from '../src/common/clock.js';
import type { QueueItemDto } from '../src/queue/dto/queue.dto.js';
import { RealtimeService } from '../src/realtime/realtime.service.js';
import type { PlanOutcome, RoomOperation } from '../src/room-engine/room-plan.js';
import { DEFAULT_ROOM_SETTINGS } from '../src/rooms/entities/room-settings.js';
import { ROOM_OPERATIONS, type RoomOperationKind } from '../src/rooms/room-operations.js';
import { ROOM_CHANGED_EVENT, type RoomChangedPayload, RoomTransactions } from '../src/room-engine/room-transactions.service.js';
import { type Actor, createRoomInDb, joinAsGuest, registerUser } from './support/sessions.js';

const {
  ADD_BEFORE_CLOSING,
  ADD_FOR_PHONELESS,
  ADD_PHONELESS,
  ADD_SONG,
  ANSWER_INVITE,
  APPROVE_REQUEST,
  AUTO_SKIP,
  BOOT,
  CLEAR_QUEUE,
  DECLINE_REQUEST,
  END_ROOM,
  GUEST_JOIN,
  HOST_MOVE,
  INVITE_SINGERS,
  JOIN,
  KICK,
  LEAVE,
  LET_FINISH,
  LET_OTHERS_GO_FIRST,
  OWNER_PLAN_CHANGED,
  PEOPLE_CHANGED,
  PLAY_NEXT,
  REMOVE_PHONELESS,
  REMOVE_SILENT,
  REMOVE_SONG,
  RENAME,
  REORDER_SONG,
  REPORT_CLOCK,
  REPORT_UNPLAYABLE,
  REQUEST_SONG,
  RESTORE_SONG,
  TOGGLE_LOCK,
  UPDATE_SETTINGS,
  WITHDRAW_REQUEST,
} = ROOM_OPERATIONS;
import { type TestApp, useClockedApp } from './support/test-app.js';
import { songsById } from './support/songs.js';

/**
 * Every plan through both paths of RoomTransactions.apply (docs/architecture.md, "A change is a
 * plan"): from memory (one compare-and-set statement) and, when the room moved on behind memory's
 * back, again under the room's lock. The lock's rerun plans the same rows as memory did, pushes
 * what memory's plan would have pushed, and leaves the room as the path from memory does.
 */
describe('a plan through memory and through the lock', () => {
  let t: TestApp;
  let clock: Clock;
  useClockedApp((started) => ({ t, clock } = started));
  let host: Actor;
  let hostUser: SessionUser;
  beforeAll(async () => {
    host = await registerUser(t, { tier: 3 });
    hostUser = { sessionId: 'parity', ...host.user, role: 'user', roomId: null };
  });

  const song = songsById();

  /** Midnight (UTC) two days from the clock's today: the same in both rooms of a case. */
  const inTwoDays = () => {
    const today = clock.now();
    return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2)).toISOString();
  };

  /** In the rooms of the song requests' cases: the guest who asked, and their request. */
  const asked = new Map<string, { guest: SessionUser; requestId: string }>();

  /**
   * A room whose queue holds four songs, one of which went on stage: memory holds all of it. In a
   * case of song requests, the host approves songs, and a guest has asked for one.
   */
  async function partyRoom(name: string): Promise<{ roomId: string; queue: QueueItemDto[] }> {
    // New rooms play in fair rotation; the switch to it starts from first come, first served.
    const requests = name.includes('request') || name.includes('approval');
    const settings = {
      ...DEFAULT_ROOM_SETTINGS,
      queueMode: name.includes('switching to rotation') ? ('fifo' as const) : ('rotation' as const),
      approveSongs: requests,
      // Closing in six hours: the add is judged against it, and goes in.
      ...(name.includes('closing') ? { closingTime: '23:00', timeZone: 'UTC', closesAt: inTwoDays() } : {}),
    };
    const room = await createRoomInDb(t, host.user.userId, { name, settings });
    for (const videoId of ['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc', 'ddddddddddd']) {
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song(videoId)).expect(201);
    }
    const { currentlyPlaying } = (await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200)).body;
    // The stage's player starts it: its playing time counts from here (auto-skip).
    await host.agent
      .post(`/api/rooms/${room.roomId}/playing/clock`)
      .send({ videoId: currentlyPlaying.videoId, startedAt: currentlyPlaying.startedAt, playing: true })
      .expect(200);
    if (requests) {
      const gina = await joinAsGuest(t, room.code, 'Gina');
      const { requestId } = (await gina.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('fffffffffff')).expect(202)).body;
      asked.set(room.roomId, { guest: { sessionId: 'parity-guest', ...gina.user, role: 'user', roomId: room.roomId }, requestId });
    }
    const queue = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.items;
    return { roomId: room.roomId, queue };
  }

  /** What the database holds of the room, without ids or times. */
  async function rows(roomId: string) {
    const db = t.app.get(DataSource);
    // Each room of a requests' case has its own guest: their songs are compared by singer.
    const queue = await db.query(
      `SELECT "videoId", "position", CASE WHEN "singer" LIKE 'guest:%' OR "singer" LIKE 'nophone:%' THEN "singer" ELSE "addedById"::text END AS "addedById"
         FROM "queue_items" WHERE "roomId" = $1 ORDER BY "position"`,
      [roomId],
    );
    const stage = await db.query(
      `SELECT "videoId", "isRickRoll", "progress", "playingSince" IS NOT NULL AS "playing", "playedMs" > 0 AS "banked", "letFinish"
         FROM "currently_playing" WHERE "roomId" = $1`,
      [roomId],
    );
    const played = await db.query(
      `SELECT "videoId", "isRickRoll", "addedById", "singer", "endedBy", "countsAsTurn", "endedAt" IS NOT NULL AS "ended", "skipped",
              "playedSeconds" IS NOT NULL AS "timed"
         FROM "played_songs" WHERE "roomId" = $1 ORDER BY "playedSongId"`,
      [roomId],
    );
    const placed = await db.query(`SELECT "videoId", "placement", "singer" FROM "queue_items" WHERE "roomId" = $1 ORDER BY "position"`, [roomId]);
    const [{ settings }] = await db.query(`SELECT "settings" FROM "rooms" WHERE "roomId" = $1`, [roomId]);
    const requests = await db.query(`SELECT "videoId", "singer", "status", "reason" FROM "song_requests" WHERE "roomId" = $1 ORDER BY "requestedAt"`, [roomId]);
    const people = await db.query(`SELECT "displayName", "isGuest", "noPhone" FROM "users" WHERE "roomId" = $1 ORDER BY "displayName"`, [roomId]);
    return { queue, stage, played, placed, settings, requests, people };
  }

  /** Runs the operation on the room, answering every plan it made and every push it sent. */
  async function run<I, T, A>(roomId: string, operation: RoomOperation<I, T, A>, actor: A, input: I) {
    const outcomes: PlanOutcome<T>[] = [];
    const watched: RoomOperation<I, T, A> = {
      ...operation,
      plan: (...args) => {
        const outcome = operation.plan(...args);
        outcomes.push(outcome);
        return outcome;
      },
    };
    const realtime = t.app.get(RealtimeService);
    const pushes: RoomChangedPayload[] = [];
    const emitToRoom = realtime.emitToRoom;
    realtime.emitToRoom = (room, event, payload) => {
      if (room === roomId && event === ROOM_CHANGED_EVENT) pushes.push(payload as RoomChangedPayload);
      emitToRoom.call(realtime, room, event, payload);
    };
    try {
      const result = await t.app.get(RoomTransactions).apply(roomId, watched, actor, input);
      return { result, outcomes, pushes };
    } finally {
      realtime.emitToRoom = emitToRoom;
    }
  }

  /** A push without what differs between two rooms: ids, times (the playing clock's too), versions. */
  const shape = (payload: unknown) =>
    payload === undefined ? undefined : JSON.parse(JSON.stringify(payload), (key, value) => (differing.includes(key) ? undefined : value));
  /** What differs in the case at hand: in the requests' cases, each room's guest has their own id. */
  let differing: string[] = [];
  const DIFFERENT = [
    'roomId',
    'queueItemId',
    'addedAt',
    'startedAt',
    'version',
    'code',
    'name',
    'createdAt',
    'lastActivity',
    'expiresAt',
    'playingSince',
    'playedMs',
    'requestId',
    'requestedAt',
    // A singer without a phone, or a guest who joins, is a new person in each room.
    'userId',
    'guestId',
    'removedUserId',
    'addedById',
    'lastActive',
  ];

  /**
   * A case: its change, and how many times it plans in each room: only under the lock, once, when
   * it changes the room's row (the lock, settings) or needs what memory does not hold (people,
   * requests).
   */
  type Case = [
    name: string,
    run: (roomId: string, queue: QueueItemDto[]) => ReturnType<typeof run<unknown, unknown, unknown>>,
    plans?: { fromMemory: number; underLock: number },
  ];
  /** The cases of every plan the executor runs (ROOM_OPERATIONS), by plan: a plan listed there without a case fails to compile and fails below. */
  const cases: Record<RoomOperationKind, Case[]> = {
    ADD_SONG: [['add', (roomId) => run(roomId, ADD_SONG, hostUser, { song: song('eeeeeeeeeee'), maxQueueSize: 50 })]],
    REMOVE_SONG: [['remove', (roomId, queue) => run(roomId, REMOVE_SONG, hostUser, { queueItemId: queue[0].queueItemId })]],
    RESTORE_SONG: [
      [
        'undo a removal',
        async (roomId, queue) => {
          const removed = queue[1];
          await host.agent.delete(`/api/queue/${removed.queueItemId}`).expect(200);
          await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200);
          await movedOnUnderTheLock(roomId);
          const { videoId, title, duration, addedById } = removed;
          const singer = { displayName: removed.addedBy, isGuest: false };
          return run(roomId, RESTORE_SONG, hostUser, { song: { videoId, title, duration, addedById, position: 2 }, vouched: false, singer, maxQueueSize: 50 });
        },
      ],
    ],
    REORDER_SONG: [['reorder', (roomId, queue) => run(roomId, REORDER_SONG, hostUser, { queueItemId: queue[2].queueItemId, newPosition: 1 })]],
    CLEAR_QUEUE: [['clear', (roomId) => run(roomId, CLEAR_QUEUE, hostUser, undefined)]],
    HOST_MOVE: [
      ['host plays one next', (roomId, queue) => run(roomId, HOST_MOVE, hostUser, { queueItemId: queue[2].queueItemId, where: 'next' })],
      ['host moves one to the end', (roomId, queue) => run(roomId, HOST_MOVE, hostUser, { queueItemId: queue[0].queueItemId, where: 'end' })],
    ],
    LET_OTHERS_GO_FIRST: [['let others go first', (roomId, queue) => run(roomId, LET_OTHERS_GO_FIRST, hostUser, { queueItemId: queue[0].queueItemId })]],
    PLAY_NEXT: [
      ['play-next', (roomId) => run(roomId, PLAY_NEXT, hostUser, { rickRoll: false })],
      ['play-next with the joke track', (roomId) => run(roomId, PLAY_NEXT, hostUser, { rickRoll: true })],
      ['skip', (roomId) => run(roomId, PLAY_NEXT, hostUser, { rickRoll: false, skipping: { videoId: 'aaaaaaaaaaa' }, skipped: true })],
    ],
    REPORT_UNPLAYABLE: [
      ['unplayable', (roomId) => run(roomId, REPORT_UNPLAYABLE, hostUser, { report: { videoId: 'aaaaaaaaaaa', errorCode: 150 }, rickRoll: false })],
    ],
    AUTO_SKIP: [
      [
        'auto-skip',
        (roomId) => {
          clock.advance(7 * 60_000);
          return run(roomId, AUTO_SKIP, null, { rickRoll: false });
        },
      ],
    ],
    REPORT_CLOCK: [['playing clock (a pause)', async (roomId) => run(roomId, REPORT_CLOCK, hostUser, { ...(await onStage(roomId)), playing: false })]],
    LET_FINISH: [['let it finish', async (roomId) => run(roomId, LET_FINISH, hostUser, await onStage(roomId))]],
    UPDATE_SETTINGS: [
      [
        'settings with music between songs',
        (roomId) => run(roomId, UPDATE_SETTINGS, hostUser, { intermissionUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
        // Settings read the room's people and requests (approval turned off approves what waits): under the lock, once.
        { fromMemory: 1, underLock: 1 },
      ],
      ['settings', (roomId) => run(roomId, UPDATE_SETTINGS, hostUser, { maxSongsPerGuest: 5, autoSkipMinutes: 0 }), { fromMemory: 1, underLock: 1 }],
      ['settings switching to rotation', (roomId) => run(roomId, UPDATE_SETTINGS, hostUser, { queueMode: 'rotation' }), { fromMemory: 1, underLock: 1 }],
      ['settings turning approval off', (roomId) => run(roomId, UPDATE_SETTINGS, hostUser, { approveSongs: false }), { fromMemory: 1, underLock: 1 }],
    ],
    TOGGLE_LOCK: [['toggle-lock', (roomId) => run(roomId, TOGGLE_LOCK, hostUser, undefined), { fromMemory: 1, underLock: 1 }]],
    // The room's row moves on (its version, read again with the owner's new plan): under the lock, once.
    OWNER_PLAN_CHANGED: [["the owner's plan changed", (roomId) => run(roomId, OWNER_PLAN_CHANGED, null, undefined), { fromMemory: 1, underLock: 1 }]],
    // Plans of people run under the lock only, in both rooms.
    JOIN: [
      [
        'a registered user joins from the dashboard',
        async (roomId) => {
          const dana = await registerUser(t, { displayName: 'Dana' });
          return run(roomId, JOIN, { sessionId: 'parity-dana', ...dana.user, role: 'user', roomId: null }, { guestsPerRoom: 25 });
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    GUEST_JOIN: [
      [
        'a guest joins by code',
        (roomId) => run(roomId, GUEST_JOIN, null, { guestsPerRoom: 25, displayName: 'Gus', username: `guest-${roomId}`, deviceKey: `device-${roomId}` }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    RENAME: [
      [
        'a guest takes another name',
        async (roomId) => {
          const { guest } = await guestWithSong(roomId);
          return run(roomId, RENAME, guest, { displayName: 'Gwendolyn' });
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    LEAVE: [
      [
        'a guest leaves',
        async (roomId) => {
          const { guest } = await guestWithSong(roomId);
          return run(roomId, LEAVE, guest, undefined);
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    BOOT: [
      [
        'the host boots a guest',
        async (roomId) => {
          const { guest } = await guestWithSong(roomId);
          return run(roomId, BOOT, hostUser, { userId: guest.userId });
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    KICK: [
      [
        'an admin kicks a guest',
        async (roomId) => {
          const { guest } = await guestWithSong(roomId);
          return run(roomId, KICK, null, { userId: guest.userId });
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    PEOPLE_CHANGED: [['someone left for another room', (roomId) => run(roomId, PEOPLE_CHANGED, null, undefined), { fromMemory: 1, underLock: 1 }]],
    REMOVE_SILENT: [
      [
        'the silent leave',
        async (roomId) => {
          await guestWithSong(roomId);
          clock.advance((DEFAULT_ROOM_SETTINGS.inactivityTimeoutMinutes + 1) * 60_000);
          return run(roomId, REMOVE_SILENT, null, undefined);
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    END_ROOM: [['the host ends the party', (roomId) => run(roomId, END_ROOM, null, { reason: 'ended' }), { fromMemory: 1, underLock: 1 }]],
    // Song requests are read under the room's lock: those plans run there, once.
    REQUEST_SONG: [
      [
        'a guest asks for a song (request)',
        (roomId) => run(roomId, REQUEST_SONG, asked.get(roomId)!.guest, { song: song('ggggggggggg'), maxQueueSize: 50, requestId: `asked-in-${roomId}` }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    APPROVE_REQUEST: [
      [
        'the host approves a request',
        (roomId) => run(roomId, APPROVE_REQUEST, hostUser, { requestId: asked.get(roomId)!.requestId, maxQueueSize: 50 }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    DECLINE_REQUEST: [
      [
        'the host declines a request',
        (roomId) => run(roomId, DECLINE_REQUEST, hostUser, { requestId: asked.get(roomId)!.requestId, reason: 'Not tonight' }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    WITHDRAW_REQUEST: [
      [
        'a guest withdraws a request',
        (roomId) => run(roomId, WITHDRAW_REQUEST, asked.get(roomId)!.guest, { requestId: asked.get(roomId)!.requestId }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    ADD_BEFORE_CLOSING: [
      ['an add before closing time', (roomId) => run(roomId, ADD_BEFORE_CLOSING, hostUser, { song: song('eeeeeeeeeee'), maxQueueSize: 50 })],
    ],
    INVITE_SINGERS: [
      [
        'invite singers',
        async (roomId, queue) => {
          const { code } = (await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body;
          const gwen = await joinAsGuest(t, code, 'Gwen');
          return run(roomId, INVITE_SINGERS, hostUser, { queueItemId: queue[2].queueItemId, userIds: [gwen.user.userId] });
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    ANSWER_INVITE: [
      [
        'accept an invitation',
        async (roomId, queue) => run(roomId, ANSWER_INVITE, await invitedGuest(roomId, queue), { queueItemId: queue[2].queueItemId, accept: true }),
      ],
    ],
    ADD_PHONELESS: [
      [
        'add a singer without a phone',
        (roomId) => run(roomId, ADD_PHONELESS, hostUser, { displayName: 'Grandma Rose', username: `singer-${roomId}`, guestsPerRoom: 25 }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    ADD_FOR_PHONELESS: [
      [
        'a song for a singer without a phone',
        async (roomId) => run(roomId, ADD_FOR_PHONELESS, hostUser, { singerId: await phoneless(roomId), song: song('fffffffffff'), maxQueueSize: 50 }),
        { fromMemory: 1, underLock: 1 },
      ],
    ],
    REMOVE_PHONELESS: [
      [
        'remove a singer without a phone',
        async (roomId) => {
          const singerId = await phoneless(roomId);
          await host.agent.post(`/api/rooms/${roomId}/phoneless-singers/${singerId}/queue`).send(song('fffffffffff')).expect(201);
          return run(roomId, REMOVE_PHONELESS, hostUser, { userId: singerId });
        },
        { fromMemory: 1, underLock: 1 },
      ],
    ],
  };

  it('has a case for every plan the executor runs', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(ROOM_OPERATIONS).sort());
    for (const kind of Object.keys(ROOM_OPERATIONS)) expect(cases[kind as RoomOperationKind].length).toBeGreaterThan(0);
    // Logs know them by name: no two share one.
    const names = Object.values(ROOM_OPERATIONS).map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists every operation the plans files export', async () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('-plans.ts'));
    expect(files.length).toBeGreaterThan(5);
    const listed = new Set<unknown>(Object.values(ROOM_OPERATIONS));
    const unlisted: string[] = [];
    for (const file of files) {
      const exported = (await import(path.join(src, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        const operation = value as Partial<RoomOperation<never, unknown, never>> | null;
        if (typeof operation?.plan === 'function' && typeof operation.name === 'string' && !listed.has(value)) unlisted.push(`${file}: ${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  /** The room, when it is the one under the lock, moves on behind memory's back again (after a setting up through memory). */
  async function movedOnUnderTheLock(roomId: string): Promise<void> {
    const db = t.app.get(DataSource);
    await db.query(`UPDATE "rooms" SET "version" = "version" + 1 WHERE "roomId" = $1 AND "name" LIKE '%under the lock'`, [roomId]);
  }

  /** A guest who joined the room (through the API) and put a song in its queue: as the plans see them. */
  async function guestWithSong(roomId: string): Promise<{ guest: SessionUser }> {
    const { code } = (await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body;
    const gwen = await joinAsGuest(t, code, 'Gwen');
    await gwen.agent.post(`/api/rooms/${roomId}/queue`).send(song('ggggggggggg')).expect(201);
    return { guest: { sessionId: 'parity-guest', ...gwen.user, role: 'user', roomId } };
  }

  /** A guest in the room invited to sing its third song with the host (through the API): as the plans see them. */
  async function invitedGuest(roomId: string, queue: QueueItemDto[]): Promise<SessionUser> {
    const { code } = (await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body;
    const gwen = await joinAsGuest(t, code, 'Gwen');
    await host.agent
      .post(`/api/queue/${queue[2].queueItemId}/singers`)
      .send({ userIds: [gwen.user.userId] })
      .expect(200);
    // The setting up went through memory: the room under the lock moves on behind its back again.
    await movedOnUnderTheLock(roomId);
    return { sessionId: 'parity-guest', ...gwen.user, role: 'user', roomId };
  }

  /** A singer without a phone added to the room (through the API), by id. */
  async function phoneless(roomId: string): Promise<number> {
    return (await host.agent.post(`/api/rooms/${roomId}/phoneless-singers`).send({ displayName: 'Grandma Rose' }).expect(201)).body.userId;
  }

  /** The song on stage as a report names it. */
  async function onStage(roomId: string): Promise<{ videoId: string; startedAt: string }> {
    const { videoId, startedAt } = (await host.agent.get(`/api/rooms/${roomId}/playing`).expect(200)).body.currentlyPlaying;
    return { videoId, startedAt };
  }

  const everyCase = Object.values(cases).flat();
  it.each(everyCase)('%s: the same rows and the same push either way', async (name, change, plans = { fromMemory: 1, underLock: 2 }) => {
    differing = name.includes('request') || name.includes('approval') ? [...DIFFERENT, 'addedById'] : DIFFERENT;
    const fromMemory = await partyRoom(`${name} from memory`);
    const underLock = await partyRoom(`${name} under the lock`);
    // The second room moves on behind this instance's back (as a change whose Redis message was
    // lost would): memory still holds its state at the version before.
    await t.app.get(DataSource).query(`UPDATE "rooms" SET "version" = "version" + 1 WHERE "roomId" = $1`, [underLock.roomId]);

    const a = await change(fromMemory.roomId, fromMemory.queue);
    clock.reset();
    const b = await change(underLock.roomId, underLock.queue);

    // From memory: one plan, written at once. Through the lock: memory's plan, whose
    // compare-and-set failed, then the same plan on the state read under the lock.
    expect(a.outcomes).toHaveLength(plans.fromMemory);
    expect(b.outcomes).toHaveLength(plans.underLock);
    const planned = b.outcomes[0];
    const replanned = b.outcomes[b.outcomes.length - 1];
    if (planned.kind !== 'write' || replanned.kind !== 'write') throw new Error('expected both plans to write');
    expect(replanned.writes).toEqual(planned.writes);
    expect(replanned.changes).toEqual(planned.changes);

    // The push carries what memory's plan would have pushed at that version (and the parts
    // read for it under the lock, such as the room after new settings).
    expect(b.pushes).toHaveLength(1);
    const push = b.pushes[0];
    // The songs the change inserted, in play order (the order of their inserts): in the push, the ids the queue did not hold.
    const before = new Set(underLock.queue.map((item) => item.queueItemId));
    const pushed = (push.state?.queue as { items: QueueItemDto[] } | undefined)?.items ?? [];
    const inserted = pushed.filter((item) => !before.has(item.queueItemId)).map((item) => item.queueItemId);
    // The new person's id: a singer without a phone's (`userId`) or a guest's who joined (`guestId`).
    const answer = b.result as { userId?: number; guestId?: number } | undefined;
    const guestId = answer?.userId ?? answer?.guestId;
    const expected = planned.finish({ ids: inserted, ...(guestId === undefined ? {} : { guestId }) }, push.version);
    // A room that ended pushes no parts: its screens leave it.
    if (planned.changes.includes('ended')) expect(push.state).toBeUndefined();
    else expect(push.state).toMatchObject(expected.parts);
    expect(b.result).toEqual(expected.result);

    // And both rooms are alike: their rows, their pushes, their answers.
    expect(a.pushes).toHaveLength(1);
    expect(shape(b.pushes[0])).toEqual(shape(a.pushes[0]));
    expect(shape(b.result)).toEqual(shape(a.result));
    expect(await rows(underLock.roomId)).toEqual(await rows(fromMemory.roomId));
  });
});
