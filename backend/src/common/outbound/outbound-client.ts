import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import net from 'node:net';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/env.js';
import { Metrics } from '../metrics/metrics.service.js';
import { hostOf, OUTBOUND_PORT, type OutboundPolicy, refusedAddress, refusedUrl } from './address-policy.js';

/**
 * The one client for requests to addresses the server did not choose (push services; any future
 * webhook): docs/architecture.md, "Outbound requests". Each request has a total deadline, reads at
 * most a few KB of the answer and discards it, follows no redirect, goes to port 443 only, and
 * connects only to public unicast addresses: the name is resolved first and every address checked
 * (address-policy.ts), the connection is pinned to the checked address (no second DNS answer
 * can move it), and the connected socket's peer is checked once more. A failure rejects with an
 * OutboundError saying which; callers end that one request on it.
 */

/** A request's whole life, DNS to the answer's last byte. */
export const OUTBOUND_DEADLINE_MS = 10_000;
/** The most bytes of an answer read (push services answer an empty body or a short JSON error). */
export const OUTBOUND_ANSWER_CAP = 4096;

/** How a request ended: answered (any status), or why it did not. */
export type OutboundOutcome = 'answered' | 'refused' | 'timeout' | 'too_large' | 'failed' | 'aborted';

export class OutboundError extends Error {
  constructor(
    readonly outcome: Exclude<OutboundOutcome, 'answered'>,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  /** What the request is for, the `purpose` label of karaoke_outbound_requests_total (e.g. push). */
  purpose: string;
  url: string;
  method?: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Ends the request early (a job's own deadline); the client's deadline applies regardless. */
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
}

/** A name's addresses, as dns.lookup({ all: true }) answers them. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

@Injectable()
export class OutboundClient implements BeforeApplicationShutdown {
  readonly policy: OutboundPolicy;
  /** DNS; tests put a resolver of their own here to answer an inside address without sending anything. */
  resolver: Resolver = systemResolver;
  // No keep-alive: each request is its own connection, pinned to the address checked for it.
  private readonly agent = new https.Agent({ keepAlive: false, maxSockets: 256 });
  /** Aborted at shutdown: a request in flight then ends at once rather than holding the process. */
  private readonly closing = new AbortController();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.policy = { testLoopbackPort: config.outboundTestLoopbackPort };
  }

  /** Ends every request in flight (they reject as aborted) and refuses new ones: shutdown never waits on an outside server. */
  beforeApplicationShutdown(): void {
    this.closing.abort(new OutboundError('aborted', 'the server is shutting down'));
    this.agent.destroy();
  }

  /** Sends the request; answers its status, or rejects with an OutboundError. Counted either way. */
  async send(request: OutboundRequest): Promise<OutboundAnswer> {
    try {
      const answer = await this.attempt(request);
      this.metrics.outboundRequests.inc({ purpose: request.purpose, outcome: 'answered' });
      return answer;
    } catch (error) {
      const failure = error instanceof OutboundError ? error : new OutboundError('failed', (error as Error)?.message ?? String(error));
      this.metrics.outboundRequests.inc({ purpose: request.purpose, outcome: failure.outcome });
      throw failure;
    }
  }

  private async attempt(request: OutboundRequest): Promise<OutboundAnswer> {
    const refusedAtUrl = refusedUrl(request.url, this.policy);
    if (refusedAtUrl) throw new OutboundError('refused', `refused: ${refusedAtUrl}`);
    const url = new URL(request.url);
    const port = url.port === '' ? OUTBOUND_PORT : Number(url.port);
    const deadline = AbortSignal.timeout(OUTBOUND_DEADLINE_MS);
    const signals = [deadline, this.closing.signal, ...(request.signal ? [request.signal] : [])];
    const signal = AbortSignal.any(signals);
    const ended = () => abortError(deadline, signal);
    if (signal.aborted) throw ended();

    const host = hostOf(url);
    const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await raceAbort(this.resolver(host), signal, ended);
    if (addresses.length === 0) throw new OutboundError('failed', `${host} has no address`);
    for (const { address } of addresses) {
      const refused = refusedAddress(address, this.policy, port);
      // One inside address is enough to refuse the name: it may be the one a retry would use.
      if (refused) throw new OutboundError('refused', `refused: ${host} resolves to ${refused}`);
    }
    const policy = this.policy;
    const lookup = pinnedLookup(addresses[0], policy, port);

    return new Promise<OutboundAnswer>((resolve, reject) => {
      let settled = false;
      const finish = (error: Error | undefined, answer?: OutboundAnswer) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        if (error) {
          req.destroy();
          reject(error);
        } else resolve(answer!);
      };
      const onAbort = () => finish(ended());
      signal.addEventListener('abort', onAbort, { once: true });

      const req = https.request({
        protocol: 'https:',
        hostname: host,
        port,
        path: `${url.pathname}${url.search}`,
        method: request.method ?? 'POST',
        headers: request.headers,
        agent: this.agent,
        lookup,
        servername: net.isIP(host) ? undefined : host,
      });
      req.on('socket', (socket: Socket) => {
        socket.once('connect', () => {
          const refused = refusedPeer(socket, policy);
          if (refused) finish(refused);
        });
      });
      req.on('error', (error: Error) => finish(error instanceof OutboundError ? error : new OutboundError('failed', error.message)));
      req.on('response', (res) => {
        // Redirects are answers like any other: never followed.
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > OUTBOUND_ANSWER_CAP) finish(new OutboundError('too_large', `answered ${status} with more than ${OUTBOUND_ANSWER_CAP} bytes`));
        });
        res.on('end', () => finish(undefined, { status }));
        res.on('aborted', () => finish(new OutboundError('failed', `answered ${status}, then the connection dropped`)));
        res.on('error', (error: Error) => finish(new OutboundError('failed', `answered ${status}, then ${error.message}`)));
        res.on('close', () => finish(new OutboundError('failed', `answered ${status}, then the connection closed`)));
      });
      req.end(request.body);
    });
  }
}

/**
 * The connection's DNS: answers the address checked before, checking it once more, whatever the
 * name resolves to by now (a second, rebinding answer is never asked for).
 */
export function pinnedLookup(pinned: { address: string; family: number }, policy: OutboundPolicy, port: number): LookupFunction {
  return (_hostname, options, callback) => {
    const refused = refusedAddress(pinned.address, policy, port);
    const error = refused ? Object.assign(new OutboundError('refused', `refused at connect: ${refused}`), { code: 'EREFUSED' }) : null;
    if (options.all) (callback as (e: Error | null, a: { address: string; family: number }[]) => void)(error, error ? [] : [pinned]);
    else callback(error, error ? '' : pinned.address, pinned.family);
  };
}

/** Why the connected socket's peer is refused (checked on connect), or undefined. */
export function refusedPeer(socket: Pick<Socket, 'remoteAddress' | 'remotePort'>, policy: OutboundPolicy): OutboundError | undefined {
  const peer = socket.remoteAddress;
  const refused = peer === undefined ? 'no peer address' : refusedAddress(peer, policy, socket.remotePort ?? OUTBOUND_PORT);
  return refused ? new OutboundError('refused', `refused at connect: ${refused}`) : undefined;
}

function abortError(deadline: AbortSignal, signal: AbortSignal): OutboundError {
  if (deadline.aborted) return new OutboundError('timeout', `no complete answer within ${OUTBOUND_DEADLINE_MS / 1000} s`);
  const reason: unknown = signal.reason;
  return reason instanceof OutboundError ? reason : new OutboundError('aborted', reason instanceof Error ? reason.message : 'aborted');
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, ended: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(ended());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: Error) => (signal.removeEventListener('abort', onAbort), reject(new OutboundError('failed', `DNS: ${error.message}`))),
    );
  });
}
