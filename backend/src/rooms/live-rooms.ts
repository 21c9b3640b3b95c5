import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { UsersService } from '../users/users.service.js';
import { Room } from './entities/room.entity.js';
import { canManageRoom } from './room-access.js';
import type { RoomPart } from './room-poll-cache.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from './rooms.errors.js';

/**
 * The longest an entry is trusted without hearing of a change. Changes made on this instance
 * update the entry at once and other instances drop theirs over Redis within a pub/sub round
 * trip; this bound only matters when a Redis message is lost (a dropped connection also clears
 * everything on reconnect).
 */
export const LIVE_ROOM_TTL_MS = 10_000;
const MAX_ROOMS = 20_000;
const ALL_PARTS: ReadonlySet<RoomPart> = new Set<RoomPart>(['room', 'users', 'queue', 'playing']);

/** Parts whose change leaves the room's row alone (but its version and lastActivity). */
const PORTABLE: ReadonlySet<RoomPart> = new Set<RoomPart>(['queue', 'playing']);

/** What `<prefix>:rooms:changed` carries: the room and its new version, and for a portable change its parts. */
interface RoomChangedMessage {
  roomId: string;
  version: number;
  at?: number;
  parts?: Partial<Record<RoomPart, unknown>>;
}

function withoutParts(parts: LiveRoom['parts'], altered: ReadonlySet<RoomPart>): LiveRoom['parts'] {
  if (!parts) return undefined;
  return Object.fromEntries(Object.entries(parts).filter(([part]) => !altered.has(part as RoomPart)));
}

/** What every hot request needs to know about a live room, held in memory. */
export interface LiveRoom {
  /** The room's row as of `room.version`. */
  room: Room;
  /** People whose users.roomId is this room (the owner is a member by ownership, not listed). */
  members: ReadonlySet<number>;
  /** The owner's tier, for the room's limits. */
  ownerTier: number;
  loadedAt: number;
  /**
   * The kept parts (the queue and what plays, as their polling routes answer them) this instance
   * knows to hold at `room.version`: what the last changes pushed, carried forward while later
   * changes left them as they were. Adds, play-next and skip start from here (QueueService.add,
   * PlayerService.next) instead of the database.
   */
  parts?: Partial<Record<RoomPart, unknown>>;
}

/**
 * Live room state in memory: version, status, owner, settings, members and the owner's tier.
 * Loaded from the database on first use (two queries), updated in process by the code path that
 * bumps the version (RoomTransactions), and dropped on every other instance over Redis pub/sub
 * (`<prefix>:rooms:changed`, the pattern session revocation uses). An unchanged poll, the socket
 * channel check and an add's limits are answered from here.
 */
@Injectable()
export class LiveRooms implements OnApplicationBootstrap {
  private readonly logger = new Logger('LiveRooms');
  private readonly entries = new Map<string, LiveRoom>();
  private readonly loading = new Map<string, Promise<LiveRoom | null>>();
  /** Parts held in memory from a room's first use on (the queue, for adds): how each is read. */
  private readonly kept = new Map<RoomPart, (manager: EntityManager, room: Room) => Promise<unknown>>();
  /** Sequence number of the last invalidation of each room, so a load that raced a change is not kept. */
  private readonly invalidated = new Map<string, number>();
  private sequence = 0;
  private publisher?: Redis;
  /** The pub/sub connection; tests unsubscribe it to lose a message for real. */
  subscriber?: Redis;
  readonly channel: string;

  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly users: UsersService,
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = `${config.redisPrefix}:rooms:changed`;
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
          this.invalidated.set(roomId, ++this.sequence);
          const altered = new Set(Object.keys(parts) as RoomPart[]);
          this.entries.set(roomId, {
            ...entry,
            room: { ...entry.room, version, lastActivity: new Date(at) },
            parts: { ...withoutParts(entry.parts, altered), ...parts },
          });
        } else if (!entry || entry.room.version < version) this.drop(roomId);
      } catch (error) {
        this.logger.warn(`Ignored a malformed room message: ${(error as Error).message}`);
      }
    });
    await subscriber.subscribe(this.channel);
  }

  clear(): void {
    this.sequence++;
    for (const roomId of this.entries.keys()) this.invalidated.set(roomId, this.sequence);
    this.entries.clear();
  }

  /**
   * Whether memory may answer: always on one instance; with Redis only while this instance hears
   * the others' changes (its subscriber is connected). While it cannot, another instance may let a
   * guest in or change the queue unheard, so every request reads the room from the database.
   */
  private get trusted(): boolean {
    return this.subscriber === undefined || this.subscriber.status === 'ready';
  }

  /** The live room, from memory when known; 404 when it does not exist or has ended. */
  async get(roomId: string): Promise<LiveRoom> {
    const entry = this.entries.get(roomId);
    if (entry && Date.now() - entry.loadedAt < LIVE_ROOM_TTL_MS && this.trusted) return entry;
    let pending = this.loading.get(roomId);
    if (!pending) {
      const started = ++this.sequence;
      pending = this.read(this.rooms.manager, roomId)
        .then(async (loaded) => {
          // Read after the row: should a change commit in between, these parts are newer than
          // the version they are filed under, and a compare-and-set on that version fails.
          if (loaded) loaded.parts = { ...loaded.parts, ...(await this.readKept(this.rooms.manager, loaded.room, loaded.room.version)) };
          if (loaded && (this.invalidated.get(roomId) ?? 0) < started) this.install(loaded);
          return loaded;
        })
        .finally(() => this.loading.delete(roomId));
      this.loading.set(roomId, pending);
    }
    const loaded = await pending;
    if (!loaded) throw new DomainError(ROOM_NOT_FOUND);
    return loaded;
  }

  /**
   * Reads a live room's state (inside a transaction when given its manager); null when not live.
   * The room's row, then its people (members and the owner's tier) asked of the users module,
   * which owns that table.
   */
  async read(manager: EntityManager, roomId: string): Promise<LiveRoom | null> {
    const room = await manager.getRepository(Room).findOne({ where: { roomId, endedAt: IsNull() } });
    if (!room) return null;
    const { members, ownerTier } = await this.users.membersAndOwnerTier(manager, roomId, room.ownerId);
    return { room, members, ownerTier, loadedAt: Date.now() };
  }

  /** The module owning a part asks for it to be held in memory with every live room (at start). */
  keep(part: RoomPart, read: (manager: EntityManager, room: Room) => Promise<unknown>): void {
    this.kept.set(part, read);
  }

  /**
   * The kept parts of `room` at `version` that are not in `known` (built by the change): carried
   * from memory when the entry holds them at that version, or at the version before and the
   * change left them alone; read otherwise. Run inside the change's transaction, so what it reads
   * is exactly the state of `version`.
   */
  async readKept(
    manager: EntityManager,
    room: Room,
    version: number,
    known: Partial<Record<RoomPart, unknown>> = {},
    altered: ReadonlySet<RoomPart> = ALL_PARTS,
  ): Promise<Partial<Record<RoomPart, unknown>>> {
    const entry = this.entries.get(room.roomId);
    const carried = entry && (entry.room.version === version - 1 || entry.room.version === version) ? entry.parts : undefined;
    const parts: Partial<Record<RoomPart, unknown>> = {};
    for (const [part, read] of this.kept) {
      if (part in known) continue;
      if (carried && part in carried && (entry!.room.version === version || !altered.has(part))) parts[part] = carried[part];
      else parts[part] = await read(manager, { ...room, version });
    }
    return parts;
  }

  /** Whether the actor may read the room: the owner, a member, or an admin watching (SPEC §6). */
  canRead(live: LiveRoom, actor: SessionUser): boolean {
    return canManageRoom(live.room, actor) || live.members.has(actor.userId);
  }

  assertCanRead(live: LiveRoom, actor: SessionUser): void {
    if (!this.canRead(live, actor)) throw new DomainError(NOT_IN_ROOM);
  }

  /**
   * A change committed on this instance: the entry becomes `fresh` when the change re-read the
   * room (people, settings), moves to the new version when only the queue or stage changed, or
   * goes (ended rooms), holding the parts the change built (`change`). Every other instance hears
   * of it: a queue or stage change brings its parts and they move on too; any other makes them
   * drop their copy.
   */
  async committed(
    roomId: string,
    version: number,
    fresh: LiveRoom | null | undefined,
    at: Date,
    change: { altered: ReadonlySet<RoomPart>; state: Partial<Record<RoomPart, unknown>>; kept?: Partial<Record<RoomPart, unknown>> } = {
      altered: ALL_PARTS,
      state: {},
    },
  ): Promise<void> {
    this.invalidated.set(roomId, ++this.sequence);
    if (this.invalidated.size > MAX_ROOMS * 2) this.invalidated.clear();
    const entry = this.entries.get(roomId);
    // The parts known at the new version: the ones this change left alone (when memory held the
    // version just before it), then what the change itself built.
    const follows = entry !== undefined && entry.room.version === version - 1;
    const known = { ...(follows ? withoutParts(entry.parts, change.altered) : {}), ...change.kept, ...change.state };
    // Only the parts something starts from (the kept ones); the others' answers live in the poll cache.
    const parts = Object.fromEntries(Object.entries(known).filter(([part]) => this.kept.has(part as RoomPart)));
    if (fresh) this.install({ ...fresh, parts });
    else if (fresh === undefined && follows) {
      this.entries.set(roomId, { ...entry, room: { ...entry.room, version, lastActivity: at }, parts });
    } else this.entries.delete(roomId);
    if (!this.publisher) return;
    // A change of what plays or the queue (nothing of the room's row but its version and
    // lastActivity) travels with the parts it built, so the other instances move on instead of
    // reading the room again; any other change makes them drop their copy.
    const portable = fresh === undefined && change.altered.size > 0 && [...change.altered].every((part) => PORTABLE.has(part) && part in change.state);
    const message: RoomChangedMessage = portable
      ? { roomId, version, at: at.getTime(), parts: Object.fromEntries([...change.altered].map((part) => [part, change.state[part]])) }
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
    this.invalidated.set(roomId, ++this.sequence);
    this.entries.delete(roomId);
  }

  private install(entry: LiveRoom): void {
    const current = this.entries.get(entry.room.roomId);
    if (current && current.room.version > entry.room.version) return;
    // Reloaded at the same version (the entry aged out): nothing changed, so what it knew holds.
    if (current && current.room.version === entry.room.version && entry.parts === undefined) entry = { ...entry, parts: current.parts };
    if (!current && this.entries.size >= MAX_ROOMS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(entry.room.roomId);
    this.entries.set(entry.room.roomId, entry);
  }

  /** The live room when memory holds it, unexpired, without ever loading it (the poll fast path). */
  peek(roomId: string): LiveRoom | undefined {
    const entry = this.entries.get(roomId);
    return entry && Date.now() - entry.loadedAt < LIVE_ROOM_TTL_MS && this.trusted ? entry : undefined;
  }
}
