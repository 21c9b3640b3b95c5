import type { Socket } from 'socket.io';
import { notice, said } from '../common/errors/domain-error.js';

/**
 * Every event a socket sends, whatever its name, takes a token from the socket's bucket
 * (docs/operations.md, "Connection limits"). The party app sends a handful an evening
 * (room:join after each connect, stage:presence every few seconds from the stage), so a full
 * bucket is far more than any of it needs at once:
 * - `burst` events may come at once, and the bucket refills at `perSecond`;
 * - an event that finds the bucket empty is not handled: its acknowledgement (if it asked for
 *   one) says SOCKET_SLOW_DOWN with `retry`, so the party app asks again later;
 * - a socket that goes on sending until `refusals` events in a row were refused is disconnected.
 */
export const SOCKET_EVENT_LIMIT = { burst: 20, perSecond: 2, refusals: 20 };

export const SOCKET_SLOW_DOWN = notice('SOCKET_SLOW_DOWN', 'Too many messages at once. Slow down and try again in a moment.');

export interface SocketLimitOptions {
  burst: number;
  perSecond: number;
  refusals: number;
  /** Told once, when a socket is disconnected for flooding. */
  onDisconnect?: (socket: Socket) => void;
  /** Told each time an event is refused. */
  onRefused?: (socket: Socket) => void;
}

/**
 * Installs the bucket on one socket, as its first middleware (Socket.IO runs them for every
 * incoming event, before any handler; the handshake is not an event).
 */
export function limitSocketEvents(socket: Socket, options: SocketLimitOptions = SOCKET_EVENT_LIMIT): void {
  let tokens = options.burst;
  let refilled = Date.now();
  // Tokens may go below zero: each refused event costs one too, so a socket that keeps sending
  // stays refused, and reaching -refusals ends it.
  socket.use((packet, next) => {
    const now = Date.now();
    tokens = Math.min(options.burst, tokens + ((now - refilled) / 1000) * options.perSecond);
    refilled = now;
    tokens -= 1;
    if (tokens >= 0) {
      next();
      return;
    }
    if (tokens <= -options.refusals) {
      if (socket.connected) {
        options.onDisconnect?.(socket);
        socket.disconnect(true);
      }
      return;
    }
    options.onRefused?.(socket);
    const ack = packet[packet.length - 1] as unknown;
    if (typeof ack === 'function') (ack as (answer: unknown) => void)({ ok: false, retry: true, ...said(SOCKET_SLOW_DOWN) });
  });
}
