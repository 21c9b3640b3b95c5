// Reads wrk's report for the benchmark's polls phase (scripts/bench.mjs runs wrk when it is installed).

/** wrk's report (`--latency`) as load.mjs's fields; statuses only as wrk tells them (2xx/3xx or not). */
export function parseWrk(out) {
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? NaN);
  const ms = (percent) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
    if (!match) return null;
    return +(Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]]).toFixed(2);
  };
  const requests = number(/(\d+) requests in/);
  // "Socket errors: connect 0, read 0, write 0, timeout 12": every one is a request not answered.
  const socketErrors = (/Socket errors: (.*)$/m.exec(out)?.[1].match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0);
  const other = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + socketErrors;
  return { requests, rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)), statuses: { '2xx/3xx': requests - other, other }, p50: ms(50), p99: ms(99) };
}
