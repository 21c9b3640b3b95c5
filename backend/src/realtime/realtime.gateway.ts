import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, type OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SCREEN_LOOKUP, type ScreenLookup } from '../common/auth/screen-viewer.js';
import { SESSION_LOOKUP, type SessionLookup } from '../common/auth/session-lookup.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { type Notice, notice, said, type SaidNotice } from '../common/errors/domain-error.js';
import {
  ADMINS_CHANNEL,
  RealtimeService,
  ROOM_REMOVED_EVENT,
  ROOM_STAGE_EVENT,
  roomChannel,
  type RoomStagePayload,
  type RoomRemovedPayload,
  SESSION_ENDED_EVENT,
  sessionChannel,
  type SessionEndedPayload,
  userChannel,
  screenChannel,
  roomScreensChannel,
} from './realtime.service.js';
import { refuses, ROOM_CHANNEL_AUTHORIZER, type RoomChannelAuthorization } from './room-channel-authorization.js';

export interface JoinRoomMessage {
  roomId?: unknown;
}

export interface StagePresenceMessage {
  roomId?: unknown;
  open?: unknown;
}

/** The stage says it is open every STAGE_PRESENCE_EVERY_MS; a repeat sooner than this is not passed on. */
const STAGE_PRESENCE_MIN_GAP_MS = 2000;
export const STAGE_NOT_JOINED = notice('STAGE_NOT_JOINED', "Join the room's channel before saying its stage is open.");
export const STAGE_ONLY_HOST = notice('STAGE_ONLY_HOST', 'Only the host can run the stage.');
export const JOIN_NEEDS_ROOM_ID = notice('ROOM_ID_REQUIRED', 'A roomId is required to join a room channel.');
export const STAGE_NEEDS_ROOM_AND_OPEN = notice('STAGE_PRESENCE_INVALID', 'A roomId and open (true or false) are required.');

/** A refused acknowledgement: its code, params and English sentence, like every refusal (docs/architecture.md "Codes, not sentences"). */
type RefusedAck = { ok: false; retry?: true } & SaidNotice;

/** version: the room's version when the socket joined; a push of any later version but the next one is a gap. */
export type JoinAck = { ok: true; roomId: string; version?: number } | RefusedAck;

/** room:join's answer when the server could not decide (a passing fault): ask again shortly. */
export const ROOM_JOIN_UNAVAILABLE = notice('LIVE_UPDATES_UNAVAILABLE', 'Live updates are unavailable for a moment. Trying again.');

const refused = (why: Notice, retry?: true): RefusedAck => ({ ok: false, ...(retry ? { retry } : {}), ...said(why) });

const ROOM_PREFIX = roomChannel('');

/**
 * How long a socket whose session ended with its room waits for the room's last push before it is
 * closed anyway (the push comes right after the commit; a failed announcement must not keep it open).
 */
const ROOM_LAST_WORD_WAIT_MS = 2000;
const SESSION_PREFIX = sessionChannel('');

/**
 * The Socket.IO endpoint at /socket.io. A client asks to join a room's channel with
 * `room:join` {roomId} and is acknowledged with {ok} or {ok: false, code, params, message} (with `retry: true`
 * when the server could not decide for a moment and the client should ask again); after that it
 * receives the room's events. `room:leave` stops them.
 *
 * A socket is who its handshake's session cookie says, for as long as that session lives: at the
 * handshake it joins channels naming its person, its session and (admins) its role; when the session
 * ends, on whichever instance and by whichever path (every one revokes through the sessions module),
 * its sockets on every instance are told (session:ended) and disconnected; when its person changed,
 * it keeps only the room channels the rules still allow. Leaving a room's people takes a socket out
 * of that room's channel (RealtimeService.keepOnly, from each change of the room's people).
 */
@WebSocketGateway({ path: '/socket.io', transports: ['websocket', 'polling'] })
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger('Realtime');
  private server?: Server;

  constructor(
    private readonly realtime: RealtimeService,
    private readonly metrics: Metrics,
    @Inject(ROOM_CHANNEL_AUTHORIZER) private readonly authorizer: RoomChannelAuthorization,
    @Inject(SESSION_LOOKUP) private readonly sessions: SessionLookup,
    @Inject(SCREEN_LOOKUP) private readonly screens: ScreenLookup,
  ) {}

  afterInit(server: Server): void {
    this.server = server;
    this.realtime.attach(server);
    this.metrics.countSockets(server);
    // A failed lookup (the database briefly down) does not refuse the connection: room:join
    // identifies the socket again before it may listen anywhere.
    server.use((socket, next) => {
      this.identify(socket)
        .catch((error: Error) => this.logger.warn(`Could not identify a socket at its handshake: ${error.message}`))
        .finally(() => next());
    });
    this.sessions.onRevoked((keys) => void this.revoked(keys));
    // (The adapter is set when the server is made, Redis's included: this one is for good.)
    server.of('/').adapter.on('leave-room', (_room: string, id: string) => this.leaving.get(id)?.forEach((heard) => heard()));
    this.logger.log('Socket.IO gateway ready at /socket.io');
  }

  /**
   * Tags the socket with who it is (once). A socket without a live session may connect; it can join
   * no room, unless it is a paired screen, tagged with its screen and its room's screens.
   */
  private async identify(socket: Socket): Promise<void> {
    const cookie = socket.handshake.headers.cookie;
    const key = this.sessions.sessionKeyOf(cookie);
    if (!key) return this.identifyScreen(socket);
    if (socket.rooms.has(sessionChannel(key))) return;
    const user = await this.sessions.fromCookieHeader(cookie);
    if (!user) return this.identifyScreen(socket);
    await socket.join([sessionChannel(key), userChannel(user.userId), ...(user.role === 'admin' ? [ADMINS_CHANNEL] : [])]);
  }

  private async identifyScreen(socket: Socket): Promise<void> {
    const screen = await this.screens.fromCookieHeader(socket.handshake.headers.cookie);
    if (screen) await socket.join([screenChannel(screen.screenId), roomScreensChannel(screen.roomId)]);
  }

  /** Sessions were revoked or their person changed: this instance's sockets of those sessions follow. */
  private async revoked(keys: readonly string[] | null): Promise<void> {
    const server = this.server;
    if (!server) return;
    try {
      const namespace = server.of('/');
      const local = namespace.adapter.rooms;
      const wanted = keys ?? [...local.keys()].filter((channel) => channel.startsWith(SESSION_PREFIX)).map((channel) => channel.slice(SESSION_PREFIX.length));
      const affected = new Map<string, Socket[]>();
      for (const key of new Set(wanted)) {
        const ids = local.get(sessionChannel(key));
        if (!ids) continue;
        const sockets = [...ids].map((id) => namespace.sockets.get(id)).filter((s): s is Socket => s !== undefined);
        if (sockets.length > 0) affected.set(key, sockets);
      }
      if (affected.size === 0) return;
      const ended = await this.sessions.endedOf([...affected.keys()]);
      for (const [key, sockets] of affected) {
        const reason = ended.get(key);
        for (const socket of sockets) {
          if (reason !== undefined) {
            const payload: SessionEndedPayload = { ...said(this.authorizer.sessionEndedNotice(reason)), reason };
            // Ended with its room: the room's last push (who ended it) comes first, and takes the
            // socket out of the room's channel; the revocation, heard at the commit too, waits for it.
            const close = () => {
              socket.emit(SESSION_ENDED_EVENT, payload);
              socket.disconnect(true);
            };
            if (this.authorizer.endsWithRoom(reason)) void this.outOfRooms(socket).then(close);
            else close();
          } else if (keys !== null) {
            // (After lost messages, null: only ended sessions are looked for, not a re-read of every
            // socket's person at once; the people whose role changed meanwhile are rare.)
            await this.reconsider(socket);
          }
        }
      }
    } catch (error) {
      this.logger.warn(`Could not apply a session revocation to live connections: ${(error as Error).message}`);
    }
  }

  /** Sockets waiting to leave their rooms' channels (outOfRooms), by id: the adapter's one listener calls them. */
  private readonly leaving = new Map<string, Set<() => void>>();

  /** Resolves when the socket is in no room's channel, or after ROOM_LAST_WORD_WAIT_MS. */
  private outOfRooms(socket: Socket): Promise<void> {
    const inRoom = () => [...socket.rooms].some((name) => name.startsWith(ROOM_PREFIX));
    if (!inRoom()) return Promise.resolve();
    return new Promise((resolve) => {
      const heard = () => {
        if (!inRoom()) done();
      };
      const done = () => {
        clearTimeout(timer);
        const waiting = this.leaving.get(socket.id);
        waiting?.delete(heard);
        if (waiting?.size === 0) this.leaving.delete(socket.id);
        socket.off('disconnect', done);
        resolve();
      };
      const timer = setTimeout(done, ROOM_LAST_WORD_WAIT_MS);
      this.leaving.set(socket.id, (this.leaving.get(socket.id) ?? new Set()).add(heard));
      socket.once('disconnect', done);
    });
  }

  /** The socket's person changed (role, room): its admin tag follows, and it keeps only the rooms it may still read. */
  private async reconsider(socket: Socket): Promise<void> {
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) {
      socket.disconnect(true);
      return;
    }
    if (user.role === 'admin') await socket.join(ADMINS_CHANNEL);
    else await socket.leave(ADMINS_CHANNEL);
    for (const channel of [...socket.rooms].filter((name) => name.startsWith(ROOM_PREFIX))) {
      const roomId = channel.slice(ROOM_PREFIX.length);
      const verdict = await this.authorizer.authorize(socket, roomId);
      if (refuses(verdict)) this.removeFromRoom(socket, roomId, verdict);
    }
  }

  private removeFromRoom(socket: Socket, roomId: string, why: Notice): void {
    const payload: RoomRemovedPayload = { roomId, ...said(why) };
    socket.emit(ROOM_REMOVED_EVENT, payload);
    void socket.leave(roomChannel(roomId));
  }

  @SubscribeMessage('room:join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: JoinRoomMessage): Promise<JoinAck> {
    const roomId = typeof body?.roomId === 'string' ? body.roomId.trim() : '';
    if (!roomId) return refused(JOIN_NEEDS_ROOM_ID);
    // (The authorizer answers an id of the wrong shape, or one that lately named no room, without a lookup.)
    try {
      return await this.admit(socket, roomId);
    } catch (error) {
      // The session or the room could not be read (the database or Redis away for a moment): not
      // a verdict. The phone is told to ask again rather than left on polling for the evening.
      this.logger.warn(`room:join for ${roomId} could not be decided: ${(error as Error).message}`);
      // In the channel already if the fault came at the second verdict: out until it is decided.
      await Promise.resolve()
        .then(() => socket.leave(roomChannel(roomId)))
        .catch(() => undefined);
      return refused(ROOM_JOIN_UNAVAILABLE, true);
    }
  }

  private async admit(socket: Socket, roomId: string): Promise<JoinAck> {
    // Only a socket tagged with its person and session may listen: that is how removals find it.
    await this.identify(socket);
    const verdict = await this.authorizer.authorize(socket, roomId);
    if (refuses(verdict)) return refused(verdict);
    await socket.join(roomChannel(roomId));
    // A removal committed while the first verdict was being reached has already cleared the
    // channel without this socket: asked again now that it is in, the rule sees that removal.
    const confirmed = await this.authorizer.authorize(socket, roomId);
    if (refuses(confirmed)) {
      await socket.leave(roomChannel(roomId));
      return refused(confirmed);
    }
    return { ok: true, roomId, ...(typeof confirmed === 'object' ? { version: confirmed.version } : {}) };
  }

  /**
   * The stage (the TV view) of a room says it opened, is still open, or closed. Its host's other
   * screens, in any browser and on any instance, hear room:stage and leave the playing to it, so
   * two players never sing over each other (docs/product.md §2, Room, "A stage elsewhere").
   */
  @SubscribeMessage('stage:presence')
  async stagePresence(@ConnectedSocket() socket: Socket, @MessageBody() body: StagePresenceMessage): Promise<{ ok: true } | RefusedAck> {
    const roomId = typeof body?.roomId === 'string' ? body.roomId.trim() : '';
    if (!roomId || typeof body?.open !== 'boolean') return refused(STAGE_NEEDS_ROOM_AND_OPEN);
    // Closing may come after the stage left the channel (its screen unmounting); opening may not.
    if (body.open && !socket.rooms.has(roomChannel(roomId))) return refused(STAGE_NOT_JOINED);
    if (!(await this.authorizer.mayRun(socket, roomId).catch(() => false))) return refused(STAGE_ONLY_HOST);
    const last = socket.data as { stageSaid?: { roomId: string; open: boolean; at: number } };
    const now = Date.now();
    const same = last.stageSaid?.roomId === roomId && last.stageSaid.open === body.open;
    if (same && now - last.stageSaid!.at < STAGE_PRESENCE_MIN_GAP_MS) return { ok: true };
    last.stageSaid = { roomId, open: body.open, at: now };
    const payload: RoomStagePayload = { roomId, open: body.open };
    socket.to(roomChannel(roomId)).emit(ROOM_STAGE_EVENT, payload);
    return { ok: true };
  }

  @SubscribeMessage('room:leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: JoinRoomMessage): Promise<{ ok: true }> {
    if (typeof body?.roomId === 'string') await socket.leave(roomChannel(body.roomId));
    return { ok: true };
  }
}
