import request from 'supertest';
import { type NetworkInterfaces, NetworkInterfacesReader } from '../src/network/lan-address.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const WIFI: NetworkInterfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
  docker0: [{ address: '172.17.0.1', netmask: '255.255.0.0', family: 'IPv4', mac: '02:42:00:00:00:01', internal: false, cidr: '172.17.0.1/16' }],
  wlan0: [{ address: '192.168.1.23', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:02', internal: false, cidr: '192.168.1.23/24' }],
};

/** Which interfaces the app sees: tests choose (nothing is ever sent to the address chosen). */
function seeInterfaces(t: TestApp, interfaces: NetworkInterfaces): void {
  t.app.get(NetworkInterfacesReader).read = () => interfaces;
}

describe('GET /api/invite-address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers this machine's Wi-Fi address to a browser on this machine, read at each request", async () => {
    seeInterfaces(t, WIFI);
    const res = await request(t.server).get('/api/invite-address').expect(200);
    expect(res.body).toEqual({ publicUrl: null, lanAddress: '192.168.1.23' });
    expect(res.headers['cache-control']).toBe('no-store');

    // The laptop left the Wi-Fi: only loopback and the container bridge are left.
    seeInterfaces(t, { lo: WIFI.lo, docker0: WIFI.docker0 });
    expect((await request(t.server).get('/api/invite-address').expect(200)).body).toEqual({ publicUrl: null, lanAddress: null });
  });

  // A phone's own address is not loopback (fromThisMachine, lan-address.spec.ts); here, a proxy's relay.
  it('does not tell a request relayed by a proxy the private address', async () => {
    seeInterfaces(t, WIFI);
    const relayed = await request(t.server).get('/api/invite-address').set('X-Forwarded-For', '203.0.113.9').expect(200);
    expect(relayed.body).toEqual({ publicUrl: null, lanAddress: null });
  });
});

describe('GET /api/invite-address with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://karaoke.example.com/' } });
  });
  afterAll(() => t.close());

  it('answers PUBLIC_URL and no local address, even to a browser on this machine', async () => {
    seeInterfaces(t, WIFI);
    expect((await request(t.server).get('/api/invite-address').expect(200)).body).toEqual({ publicUrl: 'https://karaoke.example.com', lanAddress: null });
  });
});
