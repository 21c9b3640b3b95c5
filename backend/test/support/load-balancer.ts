import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * A small HTTP load balancer on loopback, for tests that run several API instances: what a party
 * phone really talks to (nginx, an ALB, Caddy…). Each HTTP request goes to the next instance in
 * turn; a websocket upgrade is tunnelled to one instance for its whole life. An instance that
 * refuses the connection (it is dead, or not listening yet) is passed over for a second, and the
 * request is sent to the next one instead: nothing reached the dead one, so that is safe for any
 * method. A request whose instance dies after it was sent is sent to the next one too when its
 * method is idempotent, and answers 502 when it is not (POST, PATCH): nginx's defaults
 * (proxy_next_upstream), since the balancer cannot know whether the instance acted on it.
 */
export interface Backend {
  readonly name: string;
  port: number;
  /** Requests answered through it, and websocket tunnels opened to it. */
  requests: number;
  tunnels: number;
}

const PASSED_OVER_MS = 1000;
/** Methods a balancer may send again to another instance after the first one failed with them. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export class LoadBalancer {
  private readonly server: http.Server;
  private readonly agents = new Map<Backend, http.Agent>();
  private readonly sockets = new Set<net.Socket>();
  /** Which instance each open websocket tunnel goes to, by the `phone` query parameter of its handshake. */
  private readonly tunnelOf = new Map<string, Backend>();
  private readonly downUntil = new Map<Backend, number>();
  /** Whose turn it is, kept apart for requests and websockets so the long-lived ones spread evenly too. */
  private readonly turns = { request: 0, tunnel: 0 };
  /** 502s this balancer answered itself (the instance died with the request in flight). */
  badGateways = 0;
  url = '';

  constructor(readonly backends: Backend[]) {
    this.server = http.createServer((req, res) => this.forward(req, res));
    this.server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => this.tunnel(req, socket, head));
    this.server.on('connection', (socket) => this.track(socket));
  }

  static async start(targets: { name: string; port: number }[]): Promise<LoadBalancer> {
    const balancer = new LoadBalancer(targets.map((t) => ({ ...t, requests: 0, tunnels: 0 })));
    await new Promise<void>((resolve) => balancer.server.listen(0, '127.0.0.1', resolve));
    balancer.url = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
    return balancer;
  }

  backend(name: string): Backend {
    const found = this.backends.find((b) => b.name === name);
    if (!found) throw new Error(`No backend named ${name}`);
    return found;
  }

  /** The instance the phone's websocket is tunnelled to now, if it has one. */
  instanceOf(phone: string): string | undefined {
    return this.tunnelOf.get(phone)?.name;
  }

  /** The next instance in turn that is not passed over (or, when all are, the next one at all). */
  private pick(tried: Set<Backend>, kind: keyof LoadBalancer['turns']): Backend | undefined {
    const now = Date.now();
    const candidates = this.backends.filter((b) => !tried.has(b));
    if (candidates.length === 0) return undefined;
    for (let i = 0; i < this.backends.length; i++) {
      const backend = this.backends[(this.turns[kind] + i) % this.backends.length];
      if (!tried.has(backend) && (this.downUntil.get(backend) ?? 0) <= now) {
        this.turns[kind] = (this.turns[kind] + i + 1) % this.backends.length;
        return backend;
      }
    }
    return candidates[0];
  }

  private refused(backend: Backend, error: NodeJS.ErrnoException, tried: Set<Backend>): boolean {
    if (error.code !== 'ECONNREFUSED') return false;
    this.downUntil.set(backend, Date.now() + PASSED_OVER_MS);
    tried.add(backend);
    return true;
  }

  private agent(backend: Backend): http.Agent {
    let agent = this.agents.get(backend);
    if (!agent) this.agents.set(backend, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })));
    return agent;
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<Backend>();
      const attempt = () => {
        const backend = this.pick(tried, 'request');
        if (!backend) return this.badGateway(res);
        let answered = false;
        const upstream = http.request(
          { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers, agent: this.agent(backend) },
          (answer) => {
            answered = true;
            backend.requests++;
            res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (answered) return res.destroy();
          // A keep-alive connection the dead instance had left open fails before anything was
          // sent on it: as safe to resend as a refused one.
          if (this.refused(backend, error, tried) || IDEMPOTENT.has(req.method ?? '')) {
            tried.add(backend);
            return attempt();
          }
          this.badGateway(res);
        });
        upstream.end(body);
      };
      attempt();
    });
  }

  private badGateway(res: http.ServerResponse): void {
    this.badGateways++;
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ statusCode: 502, message: 'The load balancer lost the instance that was answering.', error: 'Bad Gateway' }));
  }

  private tunnel(req: http.IncomingMessage, socket: net.Socket, head: Buffer): void {
    const phone = new URL(req.url ?? '/', 'http://lb').searchParams.get('phone') ?? undefined;
    const tried = new Set<Backend>();
    const attempt = () => {
      const backend = this.pick(tried, 'tunnel');
      if (!backend || socket.destroyed) return void socket.destroy();
      const upstream = net.connect(backend.port, '127.0.0.1');
      this.track(upstream);
      let open = false;
      upstream.once('connect', () => {
        open = true;
        backend.tunnels++;
        if (phone) this.tunnelOf.set(phone, backend);
        let request = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
        for (let i = 0; i < req.rawHeaders.length; i += 2) request += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
        upstream.write(`${request}\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!open && this.refused(backend, error, tried)) return attempt();
        socket.destroy();
      });
      upstream.on('close', () => {
        if (phone && this.tunnelOf.get(phone) === backend) this.tunnelOf.delete(phone);
        if (open) socket.destroy();
      });
      socket.on('close', () => upstream.destroy());
    };
    socket.on('error', () => socket.destroy());
    attempt();
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    for (const agent of this.agents.values()) agent.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
