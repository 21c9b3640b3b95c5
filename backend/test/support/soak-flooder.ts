import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOODER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-flooder.mjs');
/** 200 messages every 20 ms: a flood far past any limit, without the flooder's own CPU starving the instances on a shared machine. */
const PACE_MS = 20;

export interface HostileSocketFigures {
  /** room:join messages sent, connections made, and how many of them the server cut off. */
  emitted: number;
  connections: number;
  serverDisconnects: number;
  refusedConnections: number;
  /** Its answers, by sentence ("Room not found", "Too many messages at once. …"). */
  answers: Record<string, number>;
}

/**
 * A hostile guest during the soak (docs/operations.md, "Connection limits"): a guest's cookie on
 * a Socket.IO connection that emits room:join with random room ids as fast as it can, and
 * connects again at once each time the server disconnects it, all evening long, in its own
 * process (socket-flooder.mjs). The party must not notice: the soak's verdicts hold with it.
 */
export class HostileSocket {
  private constructor(
    private readonly child: ChildProcess,
    private readonly done: Promise<HostileSocketFigures | undefined>,
  ) {}

  static async start(base: string, cookie: string, maxSeconds: number): Promise<HostileSocket> {
    const child = fork(FLOODER, [base, cookie, '--reconnect', '--seconds', String(maxSeconds), '--pace-ms', String(PACE_MS)], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const done = new Promise<HostileSocketFigures | undefined>((resolve) => {
      child.on('message', (message: { done?: boolean; figures?: HostileSocketFigures }) => message.done && resolve(message.figures));
      child.once('exit', () => resolve(undefined));
    });
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message: { connected?: boolean }) => message.connected && resolve());
      child.once('exit', (code) => reject(new Error(`The hostile socket exited (${code}) before connecting`)));
    });
    return new HostileSocket(child, done);
  }

  /** Stops the flood and answers what it saw (undefined if the process died without saying). */
  async stop(): Promise<HostileSocketFigures | undefined> {
    if (this.child.connected) this.child.send('stop');
    const timer = setTimeout(() => this.child.kill(), 10_000);
    try {
      return await this.done;
    } finally {
      clearTimeout(timer);
    }
  }
}
