import type { NetworkInterfaceInfo } from 'node:os';
import { bestLanAddress, fromThisMachine, isLoopbackAddress, type NetworkInterfaces } from './lan-address.js';
import { servingLine } from './serving-line.js';

function v4(address: string, internal = false): NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal, cidr: `${address}/24` };
}
function v6(address: string): NetworkInterfaceInfo {
  return { address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:00:00:00:00:01', internal: false, cidr: `${address}/64`, scopeid: 0 };
}
const LOOPBACK: NetworkInterfaces = { lo: [v4('127.0.0.1', true), { ...v6('::1'), internal: true }] };

describe('bestLanAddress', () => {
  it('answers null with only loopback, or no interfaces at all', () => {
    expect(bestLanAddress(LOOPBACK)).toBeNull();
    expect(bestLanAddress({})).toBeNull();
  });

  it("picks a laptop's Wi-Fi address beside loopback and IPv6", () => {
    expect(bestLanAddress({ ...LOOPBACK, wlp2s0: [v6('fe80::1'), v4('192.168.1.23')] })).toBe('192.168.1.23');
  });

  it('ranks 192.168/16 before 10/8 before 172.16/12, whatever the interface order', () => {
    expect(bestLanAddress({ eth0: [v4('172.20.0.5')], eth1: [v4('10.0.0.7')], wlan0: [v4('192.168.0.40')] })).toBe('192.168.0.40');
    expect(bestLanAddress({ eth0: [v4('172.20.0.5')], wlan0: [v4('10.0.0.7')] })).toBe('10.0.0.7');
    expect(bestLanAddress({ eth0: [v4('172.31.255.1')] })).toBe('172.31.255.1');
  });

  it('keeps the system order between two addresses of the same range', () => {
    expect(bestLanAddress({ en0: [v4('192.168.1.10')], en1: [v4('192.168.50.2')] })).toBe('192.168.1.10');
  });

  it('skips container, virtual machine and VPN interfaces even when their range ranks higher', () => {
    const interfaces: NetworkInterfaces = {
      ...LOOPBACK,
      docker0: [v4('172.17.0.1')],
      'br-5f2a9c': [v4('192.168.49.1')],
      vboxnet0: [v4('192.168.56.1')],
      virbr0: [v4('192.168.122.1')],
      tailscale0: [v4('100.101.102.103')],
      wg0: [v4('10.8.0.2')],
      eth0: [v4('10.1.2.3')],
    };
    expect(bestLanAddress(interfaces)).toBe('10.1.2.3');
    const { eth0: _eth0, ...onlyVirtual } = interfaces;
    expect(bestLanAddress(onlyVirtual)).toBeNull();
  });

  it('never picks a public, link-local, carrier-grade NAT, documentation or out-of-range address', () => {
    for (const address of ['192.0.2.2', '8.8.8.8', '169.254.10.20', '100.64.0.1', '172.15.0.1', '172.32.0.1', '192.169.0.1', '11.0.0.1']) {
      expect(bestLanAddress({ eth0: [v4(address)] })).toBeNull();
    }
  });

  it('skips an address the system marks internal, whatever its range', () => {
    expect(bestLanAddress({ lo1: [v4('10.0.0.1', true)] })).toBeNull();
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('%s is this machine', (address) => expect(isLoopbackAddress(address)).toBe(true));
  it.each(['192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined])('%s is not', (address) => expect(isLoopbackAddress(address)).toBe(false));
});

describe('fromThisMachine', () => {
  it('is true only for a loopback client that no proxy relayed', () => {
    expect(fromThisMachine({ ip: '127.0.0.1', headers: {} })).toBe(true);
    expect(fromThisMachine({ ip: '192.168.1.50', headers: {} })).toBe(false);
    expect(fromThisMachine({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(false);
    expect(fromThisMachine({ ip: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } })).toBe(false);
  });
});

describe('servingLine (what `npm start` prints)', () => {
  it('names the Wi-Fi address phones use beside the local one', () => {
    expect(servingLine({ port: 3000 }, '192.168.1.23')).toBe(
      'Serving the party app at http://localhost:3000/ on this computer and at http://192.168.1.23:3000/ for phones on the same Wi-Fi; ' +
        'the back office at http://localhost:3000/admin and the API docs at http://localhost:3000/api/docs',
    );
  });

  it('says phones cannot join and how to fix it when there is no local network address', () => {
    const line = servingLine({ port: 8080 }, null);
    expect(line).toContain('http://localhost:8080/ on this computer only');
    expect(line).toContain('phones cannot join; set PUBLIC_URL to an address they can reach');
  });

  it('names only PUBLIC_URL when it is set', () => {
    expect(servingLine({ port: 3000, publicUrl: 'https://party.example.com' }, null)).toBe(
      'Serving the party app at https://party.example.com/, the back office at https://party.example.com/admin and the API docs at https://party.example.com/api/docs',
    );
  });
});
