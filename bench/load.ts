import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

/** One run of autocannon: how many answers a second, and how long they took. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, and connection errors and timeouts: a workload must have none. */
  failures: number;
}

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** A new body for each request (e.g. another vehicle each time). */
  body?: () => string;
}

export async function runLoad(load: Load): Promise<LoadResult> {
  const body = load.body;
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: { ...load.headers, ...(body && { 'content-type': 'application/json' }) },
    connections: load.connections,
    duration: load.seconds,
    timeout: 30,
    ...(body && { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) }] }),
  });
  return {
    rps: result.requests.total / load.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * How long a trivial request waits while something else runs: GET /api/health one after another,
 * every 5 ms, on its own connection, from a worker thread so that the load generator's own work does
 * not count as waiting. `stop()` answers the longest wait and the 99th percentile, in ms.
 */
export function startProbe(baseUrl: string) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${baseUrl}/api/health` } });
  return {
    stop(): Promise<{ max: number; p99: number; samples: number }> {
      return new Promise((resolve, reject) => {
        worker.once('message', (waits: number[]) => {
          const sorted = waits.sort((a, b) => a - b);
          void worker.terminate();
          resolve({ max: sorted.at(-1) ?? 0, p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0, samples: sorted.length });
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      });
    },
  };
}

const PROBE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const waits = [];
let running = true;
parentPort.once('message', () => { running = false; });
const once = () => new Promise((resolve) => {
  const started = performance.now();
  http.get(workerData.url, { agent }, (response) => {
    response.resume();
    response.on('end', () => { waits.push(performance.now() - started); resolve(); });
  }).on('error', () => resolve());
});
(async () => {
  while (running) {
    await once();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  agent.destroy();
  parentPort.postMessage(waits);
})();
`;
