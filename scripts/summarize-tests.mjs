// Adds up the JSON reports of Vitest and Playwright into one closing line: "tests: N passed, N failed, N skipped".
// A browser test that passed only on its retry (Playwright's "flaky") counts as failed: CI keeps no test that needs one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    flaky += report.stats.flaky;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${flaky > 0 ? ` (${flaky} passed only on retry)` : ''}, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
