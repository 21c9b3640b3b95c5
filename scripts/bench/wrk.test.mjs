import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseWrk } from './wrk.mjs';

const REPORT = `Running 5s test @ http://127.0.0.1:18181/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   493.07us    1.70ms  25.58ms   95.55%
    Req/Sec    65.60k    25.56k   84.88k    80.00%
  Latency Distribution
     50%  113.00us
     75%  197.00us
     90%  673.00us
     99%    9.15ms
  65189 requests in 5.00s, 7.03MB read
Requests/sec:  13037.91
Transfer/sec:      7.02MB
`;

test('reads the requests, the rate and the percentiles in ms', () => {
  assert.deepEqual(parseWrk(REPORT), { requests: 65189, rps: 13038, statuses: { '2xx/3xx': 65189, other: 0 }, p50: 0.11, p99: 9.15 });
});

test('counts answers outside 2xx/3xx and socket errors as other', () => {
  const report = REPORT.replace('Requests/sec', 'Socket errors: connect 0, read 2, write 0, timeout 12\n  Non-2xx or 3xx responses: 100\nRequests/sec').replace(
    '99%    9.15ms',
    '99%    1.20s',
  );
  const parsed = parseWrk(report);
  assert.deepEqual(parsed.statuses, { '2xx/3xx': 65189 - 114, other: 114 });
  assert.equal(parsed.p99, 1200);
});
