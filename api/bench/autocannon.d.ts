/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
    interface Result {
      requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number;
      /** Answers by HTTP status. */
      statusCodeStats: Record<string, { count: number }>;
    }
    interface RequestParams { method?: string; path?: string; headers?: Record<string, string>; body?: string }
    /** One step of a connection's request sequence; setupRequest may change it just before it is sent. */
    interface Request extends RequestParams {
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    }
    interface Options { url: string; connections?: number; duration?: number; requests?: Request[] }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
