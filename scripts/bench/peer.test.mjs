// node --test scripts/bench/peer.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { librarySongIds, peerRows, queueLength, sessionCookie, summary } from './peer.mjs';

test('sessionCookie finds KE’s keToken among the Set-Cookie headers', () => {
  assert.equal(sessionCookie(['other=1; path=/', 'keToken=abc.def.ghi; path=/; samesite=lax; httponly']), 'keToken=abc.def.ghi');
  assert.equal(sessionCookie(['keToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT']), null);
  assert.equal(sessionCookie(['notkeToken=x']), null);
  assert.equal(sessionCookie(undefined), null);
});

test('queueLength counts a queue push’s items and ignores other actions', () => {
  assert.equal(queueLength({ type: 'queue/PUSH', payload: { result: [3, 4], entities: {} } }), 2);
  assert.equal(queueLength({ type: 'queue/PUSH', payload: { result: [] } }), 0);
  assert.equal(queueLength({ type: 'library/PUSH', payload: { result: [1] } }), null);
  assert.equal(queueLength({ type: 'queue/PUSH', payload: {} }), null);
  assert.equal(queueLength(undefined), null);
});

test('librarySongIds reads a library push’s song ids', () => {
  assert.deepEqual(librarySongIds({ type: 'library/PUSH', payload: { songs: { result: [1, 2, 3] }, artists: { result: [] } } }), [1, 2, 3]);
  assert.equal(librarySongIds({ type: 'queue/PUSH', payload: { songs: { result: [1] } } }), null);
});

test('summary gives the benchmark’s percentiles', () => {
  assert.deepEqual(summary([5, 1, 3, 2, 4]), { n: 5, p50: 3, p99: 5, max: 5 });
  assert.deepEqual(summary([]), { n: 0, p50: null, p99: null, max: null });
});

test('peerRows prints KE alone, then ours ÷ KE when the fan-out ran', () => {
  const peer = { commit: 'b209d4a90aee', rooms: 5, phonesPerRoom: 5, rssMb: 100, allAtOnce: { held: { n: 25, p50: 10, p99: 20 }, notHeld: 0, cpuMsPerAdd: 4 } };
  assert.equal(peerRows(peer).length, 1);
  assert.match(peerRows(peer)[0][1], /p50 10 ms, p99 20 ms \(25 phones, 0 not\), server \+ database CPU 4 ms\/add, RSS 100 MB/);
  const ours = { rooms: 5, guestsPerRoom: 5, rssMb: 50, allAtOnce: { held: { p50: 5, p99: 30 }, serverCpuMsPerAdd: 2 } };
  const [, ratio] = peerRows(peer, ours);
  assert.deepEqual(ratio, ['Ours ÷ KE', 'p50 0.50×, p99 1.50×, CPU/add 0.50×, RSS 0.50×']);
  assert.match(peerRows(peer, { ...ours, rooms: 200 })[1][0], /not the same shape/);
});
