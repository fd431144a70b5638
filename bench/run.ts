import { FULL_SIZE, QUICK_SIZE } from './data';
import { openBenchDatabase, type BenchDatabase } from './database';
import { benchApi } from './api';
import { benchStart } from './start';
import { benchUi } from './ui';
import { printTable, writeReport, type Report } from './report';

/*
 * `npm run bench` (every suite), `npm run bench:api`, `bench:ui`, `bench:start`; `-- --quick` runs a
 * tenth of the data with short loads, as the smoke check in .ci/run: it reports and does not judge
 * time. Each suite prints its table and writes JSON under bench/results/. `--strict` exits with 1
 * when a target is missed; without it only a failed request or a broken run does. `--only=<words>`
 * runs the API suite's workloads whose name holds the words (`--only=creating`).
 * docs/performance.md holds the latest full table and what stands behind each figure.
 */

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const strict = args.includes('--strict');
// `--only=<words>`: the API suite's workloads whose name holds them, for an A/B of one change.
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const suites = args.filter((arg) => !arg.startsWith('--'));
const wanted = suites.length ? suites : ['api', 'ui', 'start'];
const unknown = wanted.filter((suite) => !['api', 'ui', 'start'].includes(suite));
if (unknown.length) {
  process.stderr.write(`unknown suite: ${unknown.join(', ')} (api, ui, start)\n`);
  process.exit(2);
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const reports: Report[] = [];
let database: BenchDatabase | undefined;
try {
  if (wanted.includes('api') || wanted.includes('ui')) database = await openBenchDatabase(quick ? QUICK_SIZE : FULL_SIZE, log);
  if (wanted.includes('api')) reports.push(await benchApi(database!, { quick, only, log }));
  if (wanted.includes('ui')) reports.push(await benchUi(database!, { quick, log }));
} finally {
  await database?.close();
}
if (wanted.includes('start')) reports.push(await benchStart({ quick, log }));

for (const report of reports) {
  printTable(report);
  log(`written to ${writeReport(report)}`);
}
const failed = reports.flatMap((report) => report.figures).filter((figure) => figure.met === false);
const broken = failed.filter((figure) => /FAILED/.test(figure.value));
if (broken.length || (strict && failed.length)) process.exit(1);
