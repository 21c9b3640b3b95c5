import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { isScreen, type RoomReader } from '../common/auth/screen-viewer.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { UsersRepository } from '../users/users.repository.js';
import { Room } from '../rooms/entities/room.entity.js';
import { canManageRoom } from '../rooms/room-access.js';
import type { RoomPart, RoomParts } from './room-parts.js';
import { type PartReader, RoomPartsExplorer } from './room-wiring.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { batchedByTurn } from '../common/turn-batch.js';

/**
 * The longest an entry is trusted without hearing of a change, beside other instances. Changes
 * made on this instance update the entry at once and other instances drop theirs over Redis
 * within a pub/sub round trip; this bound only matters when a Redis message is lost (a dropped
 * connection also clears everything on reconnect). A lone instance (no Redis) makes every change
 * itself, so there an entry holds until evicted (docs/performance.md §3, "One instance knows
 * every change").
 */
export const LIVE_ROOM_TTL_MS = 10_000;
export const MAX_ROOMS = 20_000;
/** The most aged-out rooms one check reads. */
const ROOM_CHECK_BATCH = 500;

/** What the check of an aged-out entry reads: the room's version, its people and its owner's tier. */
interface RoomCheck {
  version: number;
  people: Set<number>;
  ownerTier: number;
}
const ALL_PARTS: ReadonlySet<RoomPart> = new Set<RoomPart>(['room', 'users', 'queue', 'playing']);

/**
 * Parts a change can alter while the room's row keeps all but its version and lastActivity: a
 * change of only these, with all of them built, lets the other instances move on.
 */
const MOVABLE_PARTS: ReadonlySet<RoomPart> = new Set<RoomPart>(['queue', 'playing']);

/**
 * What `<prefix>:rooms:changed` carries: the room and its new version, and when the others may
 * move on, the change's time and its built parts (`parts`, the name on the wire).
 */
interface RoomChangedMessage {
  roomId: string;
  version: number;
  at?: number;
  parts?: RoomParts;
}

/** The held parts a change did not alter, which carry to its version. */
function withoutAltered(held: RoomParts | undefined, altered: ReadonlySet<RoomPart>): RoomParts | undefined {
  if (!held) return undefined;
  return Object.fromEntries(Object.entries(held).filter(([part]) => !altered.has(part as RoomPart)));
}

/** What every hot request needs to know about a live room, held in memory. */
export interface LiveRoom {
  /** The room's row as of `room.version`. */
  room: Room;
  /** People whose users.roomId is this room (the owner is a member by ownership, not listed). */
  people: ReadonlySet<number>;
  /** The owner's tier, for the room's limits. */
  ownerTier: number;
  loadedAt: number;
  /**
   * The held parts (the queue and what plays) at `room.version`: what the last changes built,
   * carried while later changes left them alone. The plans of the queue and the stage start from
   * here (RoomTransactions.apply) instead of the database.
   */
  held?: RoomParts;
}

/** What a committed change did to the room's row, which decides what memory does with its entry. */
export type RoomAfterChange =
  /** People or settings changed: the room as re-read under the change's lock. */
  | { kind: 'reread'; live: LiveRoom }
  /** Only the version and lastActivity moved (the queue or the stage changed): the entry moves on. */
  | { kind: 'bumped' }
  /** The room ended (deleted, or no longer live when re-read): the entry goes. */
  | { kind: 'ended' };

/** A read of a room in flight; stale once the room changed meanwhile, so it is answered but not installed. */
interface Load {
  promise: Promise<LiveRoom | null>;
  stale: boolean;
}

/**
 * Live rooms in memory (an entry per room: version, status, owner, settings, people, the owner's
 * tier and the held parts). Loaded from the database on first use, updated in process by the code
 * path that bumps the version (RoomTransactions), and moved on or dropped on every other instance
 * over Redis pub/sub (`<prefix>:rooms:changed`, the pattern session revocation uses). An unchanged
 * poll, the socket channel check and an add's limits are answered from here. The words are
 * docs/architecture.md's ("Live rooms: words").
 */
@Injectable()
export class LiveRooms implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('LiveRooms');
  private readonly entries = new Map<string, LiveRoom>();
  /**
   * At most one load per room, shared by whoever asks meanwhile. A change heard while it is in
   * flight marks it stale and takes it out, so it cannot install what it read before the change,
   * and the next ask reads again. Nothing outlives the load, so there is nothing to bound.
   */
  private readonly loading = new Map<string, Load>();
  /** The held parts (the queue, for adds): how each is read on a room's first use (@HeldPartReader, room-wiring.ts). */
  private heldReaders: ReadonlyMap<RoomPart, PartReader> = new Map();
  private publisher?: Redis;
  /** The pub/sub connection, whose state says whether this instance hears the others (`hearing`). */
  private subscriber?: Redis;
  readonly channel: string;

  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly users: UsersRepository,
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly explorer: RoomPartsExplorer,
  ) {
    this.channel = `${config.redisPrefix}:rooms:changed`;
  }

  /** At start: a held part without its reader, or with two, stops it here (RoomPartsExplorer). */
  onModuleInit(): void {
    this.heldReaders = this.explorer.heldReaders();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.redis.enabled) return;
    // Publishes issued in the same tick (a burst of changes) leave in one write.
    this.publisher = this.redis.publisher('rooms-publisher', { enableAutoPipelining: true });
    const subscriber = this.redis.connect('rooms-subscriber');
    this.subscriber = subscriber;
    let connectedOnce = false;
    // Messages sent while the connection was down are lost: forget everything on reconnect.
    subscriber.on('ready', () => {
      if (connectedOnce) this.clear();
      connectedOnce = true;
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { roomId, version, at, parts } = JSON.parse(message) as RoomChangedMessage;
        const entry = this.entries.get(roomId);
        if (entry && parts && at !== undefined && entry.room.version === version - 1) {
          // A change of the stage or the queue only, from the version this instance holds: it
          // moves on with the parts the change built, as the instance that made it did.
          this.staleLoad(roomId);
          const altered = new Set(Object.keys(parts) as RoomPart[]);
          this.entries.set(roomId, {
            ...entry,
            room: { ...entry.room, version, lastActivity: new Date(at) },
            held: { ...withoutAltered(entry.held, altered), ...parts },
          });
        } else if (!entry || entry.room.version < version) this.drop(roomId);
      } catch (error) {
        this.logger.warn(`Ignored a malformed room message: ${(error as Error).message}`);
      }
    });
    await subscriber.subscribe(this.channel);
  }

  /** Drops every room, and makes every load in flight stale. */
  clear(): void {
    for (const roomId of [...this.loading.keys()]) this.staleLoad(roomId);
    this.entries.clear();
  }

  /** The room changed: a load of it in flight may have read before, so it must not install. */
  private staleLoad(roomId: string): void {
    const load = this.loading.get(roomId);
    if (!load) return;
    load.stale = true;
    this.loading.delete(roomId);
  }

  /**
   * Whether memory may answer: always on one instance; with Redis only while this instance hears
   * the others' changes (its subscriber is connected). While it cannot, another instance may let a
   * guest in or change the queue unheard, so every request reads the room from the database.
   */
  private get trusted(): boolean {
    return this.subscriber === undefined || this.subscriber.status === 'ready';
  }

  /** Whether an entry may answer: always on a lone instance; beside others while heard, up to LIVE_ROOM_TTL_MS. */
  private current(entry: LiveRoom): boolean {
    if (this.subscriber === undefined) return true;
    return this.trusted && Date.now() - entry.loadedAt < LIVE_ROOM_TTL_MS;
  }

  /** The live room, from memory when held there; 404 when it does not exist or has ended. */
  async get(roomId: string): Promise<LiveRoom> {
    const entry = this.entries.get(roomId);
    if (entry && this.current(entry)) return entry;
    let load = this.loading.get(roomId);
    if (!load) {
      const started: Load = { promise: this.reload(roomId, this.trusted ? entry : undefined), stale: false };
      started.promise = started.promise
        .then(async (loaded) => {
          // Read after the row: should a change commit in between, these parts are newer than
          // the version they are filed under, and a compare-and-set on that version fails.
          if (loaded) loaded.held = await this.readHeld(this.rooms.manager, loaded.room, loaded.room.version);
          if (loaded && !started.stale) this.install(loaded);
          return loaded;
        })
        .finally(() => {
          if (this.loading.get(roomId) === started) this.loading.delete(roomId);
        });
      this.loading.set(roomId, started);
      load = started;
    }
    const loaded = await load.promise;
    if (!loaded) throw new DomainError(ROOM_NOT_FOUND);
    return loaded;
  }

  /**
   * The room read again when its entry aged out (`expired`): its version, and its people and the
   * owner's tier, side by side. At the same version its row is the one memory holds (every change
   * of the row moves the version), so only the people are new; at another version, or with no
   * entry, the whole room is read. A party's next add usually comes after the entry aged out, so
   * this is an add's common path (docs/performance.md §3).
   */
  private async reload(roomId: string, expired: LiveRoom | undefined): Promise<LiveRoom | null> {
    if (expired) {
      const checked = await this.check(expired.room);
      if (!checked) return null;
      if (checked.version === expired.room.version) return { room: expired.room, people: checked.people, ownerTier: checked.ownerTier, loadedAt: Date.now() };
    }
    return this.read(this.rooms.manager, roomId);
  }

  /**
   * Entries that aged out in the same turn of the event loop are checked together: two statements
   * (the versions, the people and owners' tiers) for every room of a burst of adds from idle hosts
   * or of a reconnect storm, not two a room (docs/performance.md §3).
   */
  private readonly check = batchedByTurn(
    (room: Room) => room.roomId,
    (rooms) => this.checkAll(rooms),
    ROOM_CHECK_BATCH,
  );

  /** Live rooms' versions, people and owners' tiers, by room id (an ended or missing room is absent). */
  private async checkAll(rooms: Room[]): Promise<Map<string, RoomCheck>> {
    const [versions, people] = await Promise.all([
      this.rooms.manager.query<{ roomId: string; version: number }[]>(
        `SELECT "roomId", "version" FROM "rooms" WHERE "roomId" = ANY($1) AND "endedAt" IS NULL`,
        [rooms.map((room) => room.roomId)],
      ),
      this.users.peopleAndOwnerTierOf(rooms),
    ]);
    return new Map(versions.map(({ roomId, version }) => [roomId, { version: Number(version), ...people.get(roomId)! }]));
  }

  /**
   * Reads a live room (inside a transaction when given its manager); null when not live.
   * The room's row, then its people (their ids and the owner's tier) asked of the users module,
   * which owns that table.
   */
  async read(manager: EntityManager, roomId: string): Promise<LiveRoom | null> {
    const room = await manager.getRepository(Room).findOne({ where: { roomId, endedAt: IsNull() } });
    if (!room) return null;
    const { people, ownerTier } = await this.users.peopleAndOwnerTier(roomId, room.ownerId, manager);
    return { room, people, ownerTier, loadedAt: Date.now() };
  }

  /**
   * The held parts of `room` at `version`: from memory when the entry holds them at that version,
   * read otherwise. Run inside the change's transaction, so what it reads is exactly what
   * `version` holds.
   */
  async readHeld(manager: EntityManager, room: Room, version: number): Promise<RoomParts> {
    const entry = this.entries.get(room.roomId);
    const carriable = entry?.room.version === version ? entry.held : undefined;
    const held: RoomParts = {};
    for (const [part, { read }] of this.heldReaders) {
      if (carriable && part in carriable) held[part] = carriable[part];
      else held[part] = await read(manager, { ...room, version });
    }
    return held;
  }

  /**
   * Every held part of `room` read from the database, none carried from memory: the state a change
   * under the room's lock starts from (RoomTransactions.apply), exactly what `room.version` holds.
   */
  async readHeldParts(manager: EntityManager, room: Room): Promise<RoomParts> {
    const held: RoomParts = {};
    for (const [part, { read }] of this.heldReaders) held[part] = await read(manager, room);
    return held;
  }

  /** Whether the actor may read the room: the owner, a member, or an admin watching (docs/product.md §6). */
  canRead(live: LiveRoom, actor: RoomReader): boolean {
    // A paired screen reads its own room's stage only (docs/product.md "Room", A TV in one step).
    if (isScreen(actor)) return actor.roomId === live.room.roomId;
    return canManageRoom(live.room, actor) || live.people.has(actor.userId);
  }

  assertCanRead(live: LiveRoom, actor: RoomReader): void {
    if (!this.canRead(live, actor)) throw new DomainError(NOT_IN_ROOM);
  }

  /**
   * A change committed on this instance: the entry becomes the room re-read by the change, moves
   * on to the new version when only the version and lastActivity of the row moved, or goes (an
   * ended room, or one not held at the version before), holding the parts the change built or
   * read (`change`). Every other instance hears of it: a change of only the queue or the stage
   * brings its built parts and they move on too; any other makes them drop their copy.
   */
  async committed(
    roomId: string,
    version: number,
    after: RoomAfterChange,
    at: Date,
    change: { altered: ReadonlySet<RoomPart>; built: RoomParts; held?: RoomParts } = { altered: ALL_PARTS, built: {} },
  ): Promise<void> {
    this.staleLoad(roomId);
    const entry = this.entries.get(roomId);
    // The parts held at the new version: those this change left alone (when memory held the
    // version just before it), then what the change read or built.
    const follows = entry !== undefined && entry.room.version === version - 1;
    const next = { ...(follows ? withoutAltered(entry.held, change.altered) : {}), ...change.held, ...change.built };
    // Only the parts something starts from (the held ones); the others' answers live in the poll cache.
    const held = Object.fromEntries(Object.entries(next).filter(([part]) => this.heldReaders.has(part as RoomPart)));
    if (after.kind === 'reread') this.install({ ...after.live, held });
    else if (after.kind === 'bumped' && follows) this.entries.set(roomId, { ...entry, room: { ...entry.room, version, lastActivity: at }, held });
    else this.entries.delete(roomId);
    if (!this.publisher) return;
    // A change of what plays or the queue (nothing of the room's row but its version and
    // lastActivity) travels with the parts it built, so the other instances move on instead of
    // reading the room again; any other change makes them drop their copy.
    const othersMoveOn =
      after.kind === 'bumped' && change.altered.size > 0 && [...change.altered].every((part) => MOVABLE_PARTS.has(part) && part in change.built);
    const message: RoomChangedMessage = othersMoveOn
      ? { roomId, version, at: at.getTime(), parts: Object.fromEntries([...change.altered].map((part) => [part, change.built[part]])) }
      : { roomId, version };
    // While Redis is away the change does not wait for it: ioredis keeps the message until Redis
    // is back (an instance whose subscriber reconnected first hears it then) or fails it after 20
    // reconnect attempts (RedisService.publisher reports that with the outage). The others trust
    // no memory while they cannot hear Redis, and forget it all when they hear it again.
    const sent = this.publisher.publish(this.channel, JSON.stringify(message));
    if (this.publisher.status === 'ready') await sent.catch(() => undefined);
  }

  /** Forgets a room here (a change this instance heard of, or a tier change of its owner). */
  drop(roomId: string): void {
    this.staleLoad(roomId);
    this.entries.delete(roomId);
  }

  private install(entry: LiveRoom): void {
    const current = this.entries.get(entry.room.roomId);
    if (current && current.room.version > entry.room.version) return;
    // Reloaded at the same version (the entry aged out): nothing changed, so what it held holds.
    if (current && current.room.version === entry.room.version && entry.held === undefined) entry = { ...entry, held: current.held };
    if (!current && this.entries.size >= MAX_ROOMS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(entry.room.roomId);
    this.entries.set(entry.room.roomId, entry);
  }

  /** The live room when memory holds it, unexpired, without ever loading it (the poll fast path). */
  peek(roomId: string): LiveRoom | undefined {
    const entry = this.entries.get(roomId);
    return entry && this.current(entry) ? entry : undefined;
  }
}
