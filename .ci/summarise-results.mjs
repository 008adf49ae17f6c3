// Prints the counts of every jest and Playwright run found in a results folder and the
// total line "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir || !fs.existsSync(dir)) {
  console.log('no test results found');
  process.exit(0);
}

function countsOf(file) {
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (data.runner === 'jest') return data;
  // Playwright's JSON reporter: a flaky test passed only on retry (run with --retries), which
  // counts as a failure; an unexpected one failed
  const stats = data.stats ?? {};
  for (const title of flakyTitles(data.suites ?? [])) console.log(`flaky (passed only on retry): ${title}`);
  return {
    name: path.basename(file, '.json'),
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (data.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

function flakyTitles(suites, parents = []) {
  return suites.flatMap((suite) => {
    const titles = [...parents, suite.title].filter(Boolean);
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'flaky').map(() => [...titles, spec.title].join(' › ')));
    return [...own, ...flakyTitles(suite.suites ?? [], titles)];
  });
}

const runs = fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort().map(countsOf);
let passed = 0;
let failed = 0;
console.log();
for (const run of runs) {
  passed += run.passed;
  failed += run.failed;
  console.log(`${run.name.padEnd(28)} ${run.passed} passed, ${run.failed} failed, ${run.skipped} skipped`);
}
console.log(`${passed} passed, ${failed} failed`);
