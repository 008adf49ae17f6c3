import type { BenchServer } from './bench-server-process';
import { loadRun, type LoadSubject } from './load-runner';
import { progress } from './progress';
import type { SoakMeasurement } from './report/bench-types';
import { formatValue } from './report/figures';

const MIB = 1024 * 1024;

/**
 * Every endpoint at once for `seconds`: each connection cycles through all of them. The server
 * process's RSS is read at the start and the end, and each second in between for the peak.
 */
export async function soak(
  server: BenchServer, subjects: LoadSubject[], seconds: number, facts: { events: number; rssAfterStartBytes: number },
): Promise<SoakMeasurement> {
  const rssSoakStartBytes = await server.rssBytes();
  let rssSoakPeakBytes = rssSoakStartBytes;
  const sampler = setInterval(() => {
    void server.rssBytes().then((rss) => { rssSoakPeakBytes = Math.max(rssSoakPeakBytes, rss); }, () => undefined);
  }, 1000);
  progress(`soak: ${seconds} s of every endpoint at once, RSS at the start ${formatValue(rssSoakStartBytes / MIB, 'MiB')}`);
  const run = await loadRun(server, server.appUrl, seconds, subjects.flatMap((subject) => subject.requests())).finally(() => clearInterval(sampler));
  const rssSoakEndBytes = await server.rssBytes();
  progress(`soak: ${run.requests} requests, ${run.failed} failed (${JSON.stringify(run.answers)}, ${run.errors} errors or timeouts), RSS at the end ${formatValue(rssSoakEndBytes / MIB, 'MiB')}`);
  return {
    seconds,
    events: facts.events,
    requests: run.requests,
    failed: run.failed,
    answers: run.answers,
    errors: run.errors,
    mix: subjects.map((subject) => subject.name),
    rssAfterStartBytes: facts.rssAfterStartBytes,
    rssSoakStartBytes,
    rssSoakEndBytes,
    rssSoakPeakBytes: Math.max(rssSoakPeakBytes, rssSoakEndBytes),
  };
}
