// The part of autocannon 9's API that `bbg load` uses (the package ships no types; @types/autocannon is for 7.x).
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
  }
  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  export interface Options {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly method?: 'GET' | 'POST' | 'HEAD';
    readonly headers?: Record<string, string>;
    readonly body?: string;
    readonly setupClient?: (client: Client) => void;
  }
  export interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly statusCodeStats: Record<string, { readonly count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
