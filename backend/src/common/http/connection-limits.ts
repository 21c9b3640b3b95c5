import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '../../config/env.js';

/**
 * How long a connection may take over each part of a request (docs/operations.md, "Connection
 * limits"). Without them a request that declares a body and never sends it holds its connection,
 * and its file descriptor, for ever.
 *
 * - request: the request line, headers and body must all have arrived within it
 *   (REQUEST_TIMEOUT_SECONDS); headers alone within HEADERS_TIMEOUT_MS, or the request's
 *   timeout when shorter. Node answers 408 and closes.
 * - idle: a connection on which nothing moves either way for IDLE_TIMEOUT_MS is closed. It is
 *   longer than a Socket.IO long poll (at most its 25 s ping interval) and than the keep-alive
 *   timeout; WebSockets switch it off on their connection (the ws library), their pings keep them.
 * - keep-alive: an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS, longer than
 *   a proxy's usual 60 s, so that a proxy never reuses a connection the app is closing.
 */
export const HEADERS_TIMEOUT_MS = 20_000;
export const IDLE_TIMEOUT_MS = 90_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Fastify's server options for the timeouts above. */
export function timeoutOptions(config: AppConfig): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const requestTimeout = config.connections.requestTimeoutMs;
  return {
    requestTimeout,
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      requestTimeout,
      // Node looks for overdue requests this often (its default, 30 s, would let a 30 s timeout last a minute).
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeout / 4)),
    },
  };
}

/** What a connection past its address's cap is told before it is closed. */
export const TOO_MANY_CONNECTIONS = 'Too many open connections from your address. Close some and try again.';

/**
 * At most `perAddress` open connections per peer address (CONNECTIONS_PER_ADDRESS; 0: no cap):
 * one more is answered 429 with TOO_MANY_CONNECTIONS (in English: it is refused before its
 * request, and its Accept-Language, is read) and closed; nothing it sends is handled. The peer
 * address is the TCP one: behind a proxy it is the proxy, which is why the cap is off by default
 * when TRUST_PROXY is set (the proxy caps its clients; docs/operations.md).
 * Answers how many connections each address holds (for tests and metrics).
 */
export function capConnectionsPerAddress(server: Server, perAddress: number): { openFrom(address: string): number } {
  const open = new Map<string, number>();
  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) return false;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    return true;
  };
  if (perAddress > 0) {
    // Decided before the 'connection' event reaches Node's HTTP server, so that a refused
    // connection never gets a parser: nothing it sends is read as a request, nothing is routed.
    const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
    server.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
      if (event === 'connection' && !admit(args[0] as Socket)) {
        refuse(args[0] as Socket);
        return true;
      }
      return emit(event, ...args);
    }) as Server['emit'];
  }
  return { openFrom: (address) => open.get(address) ?? 0 };
}

const REFUSAL_BODY = `${JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_CONNECTIONS })}\n`;
const REFUSAL =
  'HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n${REFUSAL_BODY}`;

function refuse(socket: Socket): void {
  socket.on('error', () => socket.destroy());
  // What the client sent is read and dropped (closing with it unread would reset the connection
  // before the client reads the answer); the connection ends when the client closes its side, or
  // after REFUSED_LINGER_MS whatever it does.
  socket.resume();
  socket.once('end', () => socket.destroy());
  socket.setTimeout(REFUSED_LINGER_MS, () => socket.destroy());
  socket.end(REFUSAL);
}

/** How long a refused connection may stay before it is closed anyway. */
const REFUSED_LINGER_MS = 5_000;
