// The suite's closing lines from Vitest's JSON reports: the slowest test files (where a run's time
// goes, so CI stays within its budget as the suite grows), what failed (each test and each file that
// failed outside a test, with the first line of its error: the end of a long log is what one reads)
// and 'Tests: N passed, N failed, N skipped'.
//   node scripts/test-summary.mjs [report.json ...]     (default: every report in test-results/)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SLOWEST_SHOWN = 15;
const FAILURES_SHOWN = 30;

const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim())?.trim().slice(0, 200) ?? '';

/** What failed: each failed test, and each file that failed without a failed test (a hook, an import). */
export function failuresOf(reports, root = process.cwd()) {
  return reports.flatMap((report) =>
    report.testResults.flatMap((file) => {
      const name = path.relative(root, file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      return tests.length || file.status !== 'failed' ? tests : [`${name}: ${firstLine(file.message)}`];
    }),
  );
}

/** Prints the summary of the reports that exist; true when they hold tests and none failed. */
export function summarize(reportFiles) {
  const reports = reportFiles.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const missing = reportFiles.filter((file) => !existsSync(file));
  if (missing.length) console.log(`\nNo report in ${missing.join(', ')} (that run did not finish).`);
  const sum = (key) => reports.reduce((total, report) => total + report[key], 0);

  const root = process.cwd();
  const files = reports
    .flatMap((report) => report.testResults)
    .map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, tests: file.assertionResults.length }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((seconds, file) => seconds + file.seconds, 0);
  console.log(
    `\nSlowest ${Math.min(SLOWEST_SHOWN, files.length)} of ${files.length} test files by time in their tests ` +
      `(${total.toFixed(0)} s summed over the workers; module import and set-up come on top):`,
  );
  for (const file of files.slice(0, SLOWEST_SHOWN)) {
    console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.name}`);
  }
  const failures = failuresOf(reports, root);
  if (failures.length) {
    console.log(`\nFailed (${failures.length}):`);
    for (const failure of failures.slice(0, FAILURES_SHOWN)) console.log(`  ${failure}`);
  }
  const failed = sum('numFailedTests');
  console.log(`Tests: ${sum('numPassedTests')} passed, ${failed} failed, ${sum('numPendingTests') + sum('numTodoTests')} skipped`);
  return missing.length === 0 && failed === 0 && failures.length === 0 && sum('numTotalTests') > 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  process.exit(summarize(given.length ? given : readdirSync('test-results').filter((name) => name.endsWith('.json')).map((name) => `test-results/${name}`)) ? 0 : 1);
}
