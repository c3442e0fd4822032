/**
 * The load generator of http-bench.ts, in a process of its own so it never takes the
 * server's event loop: runs autocannon once with the job given as JSON on stdin (a
 * job with prepared requests is larger than one command-line argument may be) and
 * prints the summary as one JSON line.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One request made ahead of the run (sign-in: its own solved captcha, account and address). */
export interface PreparedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  /** Several URLs spread the connections over several servers. */
  urls: string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /**
   * Requests take these paths in turn, over and over (a list of distinct paths longer
   * than the run never comes round again: the summary's `sent` says how many were taken).
   */
  paths?: string[];
  /**
   * Requests that may each be sent once (a captcha works once): every request of the
   * run takes the next one, and the run ends early when they are all sent.
   */
  requests?: PreparedRequest[];
}

export interface LoadSummary {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
  /** Answers other than 2xx (4xx such as 429 or a refused captcha, 5xx). */
  non2xx: number;
  /** How many answers had each status code. */
  statusCodes: Record<string, number>;
  /** How long the run took, in seconds (shorter than asked when `requests` ran out). */
  seconds: number;
  /** With `requests`: how many were prepared, and how many of them were sent. */
  prepared?: number;
  /** With `requests` or `paths`: how many requests took one (those in flight at the end too). */
  sent?: number;
  /** With `paths`: how many were given; `sent` above it means some were sent again. */
  paths?: number;
}

const job = JSON.parse(readFileSync(0, 'utf8')) as LoadJob;
const { paths, requests: prepared } = job;
let taken = 0;
/**
 * What each request becomes: the next prepared one (autocannon calls this for each
 * request it sends, a connection's first included, and maxOverallRequests ends the run
 * before any would be used twice), or the next path in turn.
 */
const nextRequest = prepared
  ? (request: Record<string, unknown>) => {
      const next = prepared[taken++];
      if (!next) throw new Error('more requests sent than prepared');
      return { ...request, ...next, headers: { ...next.headers } };
    }
  : paths
    ? (request: Record<string, unknown>) => ({ ...request, path: paths[taken++ % paths.length] })
    : undefined;
const result = await autocannon({
  url: job.urls,
  connections: job.connections,
  duration: job.duration,
  headers: job.headers,
  ...(nextRequest ? { requests: [{ setupRequest: nextRequest }] } : {}),
  ...(prepared ? { maxOverallRequests: prepared.length } : {}),
});
const summary: LoadSummary = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failures: result.errors + result.timeouts + result.non2xx,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  ),
  seconds: result.duration,
  ...(prepared ? { prepared: prepared.length, sent: taken } : {}),
  ...(paths && !prepared ? { paths: paths.length, sent: taken } : {}),
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
