/**
 * `npm run test:timings -- [count]`: where the last Playwright run spent its time, from its JSON report
 * (test-results/e2e-report.json): seconds per spec file, then the slowest tests. Retries count as their own runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../tools/apps';

const USAGE = 'Usage: npm run test:timings -- [count]   (seconds per spec, then the <count> slowest tests, 25 unless given, of the last Playwright run)';

interface Result {
  readonly duration: number;
  readonly status: string;
  readonly retry: number;
}
interface Suite {
  readonly suites?: readonly Suite[];
  readonly specs?: readonly { readonly title: string; readonly file: string; readonly line: number; readonly tests: readonly { readonly projectName: string; readonly results: readonly Result[] }[] }[];
}
interface Run {
  readonly seconds: number;
  readonly where: string;
  readonly title: string;
  readonly status: string;
}

function runsOf(suite: Suite): Run[] {
  return [
    ...(suite.suites ?? []).flatMap(runsOf),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          seconds: result.duration / 1000,
          where: `[${test.projectName}] ${spec.file}`,
          title: `${spec.title}${result.retry > 0 ? ` (retry #${result.retry})` : ''}`,
          status: result.status,
        })),
      ),
    ),
  ];
}

/** Stops the command with one line on stderr (an exit code of 2 for arguments it does not take). */
function stop(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

// A reader that stops early (`npm run test:timings | head`) closes the pipe: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const args = process.argv.slice(2);
if (args.some((arg) => arg === '--help' || arg === '-h')) {
  console.log(USAGE);
  process.exit(0);
}
const [given, ...extra] = args;
if (extra.length > 0 || (given !== undefined && !/^[1-9]\d*$/.test(given))) stop(`Unexpected argument '${extra[0] ?? given ?? ''}'. ${USAGE}`);
const count = Number(given ?? 25);
const reportFile = join(repoRoot, 'test-results', 'e2e-report.json');
if (!existsSync(reportFile)) stop(`No Playwright report in ${reportFile}: run Playwright first (npm run test:browser, or one project of it).`, 1);
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Suite & { stats?: { duration: number; workers?: number } };
const runs = runsOf(report);
const total = runs.reduce((sum, run) => sum + run.seconds, 0);
console.log(`${runs.length} test runs, ${total.toFixed(0)} s of test time, ${((report.stats?.duration ?? 0) / 1000).toFixed(0)} s wall clock`);

const perFile = new Map<string, { seconds: number; tests: number }>();
for (const run of runs) {
  const file = perFile.get(run.where) ?? { seconds: 0, tests: 0 };
  perFile.set(run.where, { seconds: file.seconds + run.seconds, tests: file.tests + 1 });
}
console.log('\nseconds  tests  spec');
for (const [where, { seconds, tests }] of [...perFile].sort((a, b) => b[1].seconds - a[1].seconds)) {
  console.log(`${seconds.toFixed(1).padStart(7)}  ${String(tests).padStart(5)}  ${where}`);
}
console.log(`\nThe ${count} slowest`);
for (const run of [...runs].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
  console.log(`${run.seconds.toFixed(1).padStart(7)}  ${run.status.padEnd(8)} ${run.where} › ${run.title}`);
}
