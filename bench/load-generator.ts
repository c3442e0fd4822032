/**
 * The load generator of http-bench.ts, in a process of its own so it never takes the
 * server's event loop: runs autocannon once with the job given as JSON in argv[2] and
 * prints the summary as one JSON line.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  /** Several URLs spread the connections over several servers. */
  urls: string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

export interface LoadSummary {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const result = await autocannon({
  url: job.urls,
  connections: job.connections,
  duration: job.duration,
  headers: job.headers,
});
const summary: LoadSummary = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failures: result.errors + result.timeouts + result.non2xx,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
