/*
 * Test-only preload (node --import) for the servers tests start as processes: when started with
 * an IPC channel, the process tells its parent each port it listens on. A free port picked by the
 * parent may be taken by another process before the server binds it; a health check on that port
 * then proves nothing until the server says it holds it (support/fault-processes.ts,
 * frontend/e2e/global-setup.ts).
 */
import net from 'node:net';

if (process.send) {
  // The channel must not keep the server alive once it has shut down.
  process.channel?.unref();
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (...args) {
    this.once('listening', () => {
      const address = this.address();
      if (address && typeof address === 'object') process.send?.({ listening: address.port });
    });
    return listen.apply(this, args);
  };
}
