// A closed-loop HTTP load generator (its own process): CONNECTIONS keep-alive connections, each
// sending the next request as soon as the last answer arrived, for SECONDS. Prints one JSON line:
// requests, req/s, status counts, latency percentiles (ms).
//   node load.mjs '{"url":"http://127.0.0.1:3000/api/x","headers":{},"connections":50,"seconds":5}'
import http from 'node:http';

const { url, headers = {}, connections = 50, seconds = 5, warmupSeconds = 1 } = JSON.parse(process.argv[2]);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const statuses = {};
let stopAt = 0;
let measuring = false;
/** Every answer, the warm-up's included (the server's CPU is counted over the whole run). */
let answered = 0;

function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        answered++;
        if (measuring) {
          latencies.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        }
        resolve();
      });
    });
    req.on('error', () => {
      if (measuring) statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
    req.end();
  });
}

async function loop() {
  while (performance.now() < stopAt) await once();
}

stopAt = performance.now() + warmupSeconds * 1000;
await Promise.all(Array.from({ length: connections }, loop));
measuring = true;
const started = performance.now();
stopAt = started + seconds * 1000;
await Promise.all(Array.from({ length: connections }, loop));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => (latencies.length ? +latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1) : null);
console.log(
  JSON.stringify({ requests: latencies.length, answered, rps: Math.round(latencies.length / elapsed), statuses, p50: at(0.5), p99: at(0.99), max: at(1) }),
);
agent.destroy();
