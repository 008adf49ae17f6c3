/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
  interface Result { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number }
  interface Options { url: string; connections?: number; duration?: number; pipelining?: number; workers?: number; headers?: Record<string, string> }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
