import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ConfigError } from '../../config/env.js';
import type { Metrics } from './metrics.service.js';

/** What GET /metrics answers, for the API's Fastify route and the worker's own listener alike. */
export interface MetricsAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function refusal(status: number, message: string, error: string, headers: Record<string, string> = {}): MetricsAnswer {
  return { status, contentType: JSON_TYPE, headers: { 'Cache-Control': 'no-store', ...headers }, body: JSON.stringify({ statusCode: status, message, error }) };
}

/**
 * GET /metrics in the Prometheus text format, for the operator only: without METRICS_TOKEN it does
 * not exist (404), and with it only `Authorization: Bearer <METRICS_TOKEN>` gets the series (401).
 */
export async function answerMetrics(metrics: Metrics, token: string | undefined, authorization: string | undefined): Promise<MetricsAnswer> {
  if (!token) return refusal(404, 'Metrics are turned off. Set METRICS_TOKEN to expose them.', 'Not Found');
  const expected = Buffer.from(`Bearer ${token}`);
  const sent = Buffer.from(authorization ?? '');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    return refusal(401, 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".', 'Unauthorized', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  }
  return { status: 200, contentType: metrics.contentType, headers: { 'Cache-Control': 'no-store' }, body: await metrics.render() };
}

/**
 * A worker serves no HTTP, yet the jobs it runs count (runs, failures, durations, its database pool):
 * with METRICS_TOKEN set it answers GET /metrics, and nothing else, on METRICS_PORT, so Prometheus
 * scrapes workers like API instances (docs/operations.md, Metrics and alerts).
 */
export async function serveWorkerMetrics(metrics: Metrics, token: string | undefined, port: number): Promise<Server | undefined> {
  if (!token) return undefined;
  const server = createServer((request, response) => {
    const send = (answer: MetricsAnswer) => {
      response.writeHead(answer.status, { ...answer.headers, 'Content-Type': answer.contentType });
      response.end(request.method === 'HEAD' ? undefined : answer.body);
    };
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      send(refusal(404, 'A worker serves only GET /metrics.', 'Not Found'));
      return;
    }
    answerMetrics(metrics, token, request.headers.authorization).then(send, (error: Error) =>
      send(refusal(500, `The metrics could not be read: ${error.message}`, 'Internal Server Error')),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError([`METRICS_PORT: port ${port} is already in use on this host; give each worker on one host its own METRICS_PORT`])
          : error,
      ),
    );
    server.listen(port, () => resolve());
  });
  return server;
}
