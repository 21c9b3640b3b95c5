// Preloaded into the peer (KE) with --import: KE listens on every interface and has no option for
// the address, while the benchmark's servers listen on loopback only; a listen without a host gets 127.0.0.1.
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (typeof args[0] === 'number' && typeof args[1] !== 'string') args.splice(1, 0, '127.0.0.1');
  else if (args[0] && typeof args[0] === 'object' && 'port' in args[0] && !args[0].host) args[0] = { ...args[0], host: '127.0.0.1' };
  return listen.apply(this, args);
};
