#!/usr/bin/env node
// A test certificate authority and a server certificate it signs for 127.0.0.1, made with openssl
// when the tests start, for the loopback stubs of outside HTTPS services (push services). The app
// trusts it only as a test run does: through NODE_EXTRA_CA_CERTS, which Node reads once at start,
// so it must exist before the process that trusts it. Run as the backend's `npm test` wrapper
// (`node test/support/test-ca.mjs jest …`), it makes one for the run, gives it to jest and its
// workers (NODE_EXTRA_CA_CERTS, and KP_TEST_CA_DIR for the stubs' key), and deletes it after.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the stubs find the CA and their certificate: `${dir}/ca.pem`, `${dir}/leaf.pem`, `${dir}/leaf.key`. */
export const TEST_CA_ENV = 'KP_TEST_CA_DIR';

/** Makes a CA and a 127.0.0.1 leaf in a new temporary directory; answers the directory. */
export function makeTestCa() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kp-test-ca-'));
  const file = (name) => path.join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const quiet = { stdio: 'ignore' };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      file('ca.key'),
      '-out',
      file('ca.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=Karaoke Party test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    quiet,
  );
  execFileSync('openssl', ['req', ...ec, '-keyout', file('leaf.key'), '-out', file('leaf.csr'), '-subj', '/CN=127.0.0.1'], quiet);
  writeFileSync(file('leaf.ext'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  execFileSync(
    'openssl',
    [
      'x509',
      '-req',
      '-in',
      file('leaf.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-out',
      file('leaf.pem'),
      '-days',
      '2',
      '-extfile',
      file('leaf.ext'),
    ],
    quiet,
  );
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [command, ...args] = process.argv.slice(2);
  const dir = makeTestCa();
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem'), [TEST_CA_ENV]: dir },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}
