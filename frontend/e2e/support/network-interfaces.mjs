/*
 * Test-only preload (node --import) for the product servers the journeys start:
 * - the server sees the network interfaces given as JSON in E2E_NETWORK_INTERFACES
 *   (os.networkInterfaces()'s shape) instead of this machine's, so what the invite QR codes encode
 *   does not depend on where the journeys run. Nothing is ever sent to these addresses.
 * - when started with an IPC channel, it tells its parent each port it listens on, so that the
 *   journeys know the health check they poll is answered by this server and not by another
 *   process that took the same free port meanwhile (global-setup.ts, startProduct).
 */
import net from 'node:net';
import os from 'node:os';

const interfaces = JSON.parse(process.env.E2E_NETWORK_INTERFACES ?? '{}');
os.networkInterfaces = () => structuredClone(interfaces);

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
