// Leaves the counts of one jest run in $TEST_RESULTS_DIR, where .ci/summarise-results.mjs
// adds them up; jest's own --outputFile cannot name one file per workspace package.
const fs = require('node:fs');
const path = require('node:path');

class JestResultsReporter {
  onRunComplete(_testContexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    const name = process.env.JEST_RESULTS_NAME || path.basename(process.cwd());
    const counts = {
      runner: 'jest',
      name,
      passed: results.numPassedTests,
      // a suite that cannot even load has no failed tests, yet it failed
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `jest-${name}.json`), JSON.stringify(counts));
  }
}

module.exports = JestResultsReporter;
