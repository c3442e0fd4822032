/** The small part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Seconds the run took. */
    duration: number;
  }
  export interface Options {
    /** Several URLs spread the connections over them. */
    url: string | string[];
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    /** Each request's setupRequest may rewrite it (method, path, headers, body). */
    requests?: {
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }[];
    /** Ends the run after this many requests over all connections. */
    maxOverallRequests?: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
