// Minimal typing of the autocannon API used by the bench scripts.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
    }
    interface Result {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    }
  }
  function autocannon(opts: autocannon.Options, cb: (err: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
