// Prints the suite's closing lines from Vitest's JSON report: the slowest test files (where a run's
// time goes, so CI stays within its budget as the suite grows) and 'N passed, N failed, N skipped'.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SLOWEST_SHOWN = 15;

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8'));
const root = process.cwd();
const files = report.testResults
  .map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, tests: file.assertionResults.length }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);

console.log(`\nSlowest ${Math.min(SLOWEST_SHOWN, files.length)} of ${files.length} test files by time in their tests (${total.toFixed(0)} s summed over the workers; module import and set-up come on top):`);
for (const file of files.slice(0, SLOWEST_SHOWN)) {
  console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.name}`);
}
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exit(report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
