import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FULL_SIZE, QUICK_SIZE } from './data';
import { openBenchDatabase, type BenchDatabase } from './database';
import { lowestBetween, sampleAt, sampleMemory, type MemorySample } from './memory';
import { PROJECT_ROOT, startFleet, type ServerProcess } from './processes';
import { machine, ms, perSecond, printTable, ratio, writeReport, type Figure, type Report } from './report';
import { runWorkflow, shareConnections, tallyOf, type StepTally, type WorkflowResult } from './soak-load';
import { soakMix } from './soak-mix';
import { choosePeople, keepSignedIn } from './soak-people';

/*
 * `npm run soak`: a day's mixed reads and writes by every kind of person (bench/soak-mix.ts) against
 * Fleet as `npm start` runs it, on the operator-sized fleet, for 10 minutes at 64 connections. It
 * fails (exit 1) on any answer that is an error, and when the server's resident memory at the end is
 * more than 10% above what it was after the first minute: each the lowest sample of two minutes,
 * the two after the first and the last two (bench/memory.ts says why). `--minutes N`, `--connections N`; `--quick`: a
 * tenth of the data for 30 seconds, the smoke check for CI (memory reported, not judged); `--heap`:
 * V8's heap too, from bench/heap-probe.mjs preloaded into Fleet, to tell a leak from a heap that
 * breathes. The fleet lives in its own database, `fleet_soak` (`fleet_soak_quick`), as the bench's
 * does (BENCH_DATABASE_URL, BENCH_KEEP=1); the soak's writes never reach the benchmark's fleet.
 */

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    heap: { type: 'boolean', default: false },
    minutes: { type: 'string' },
    connections: { type: 'string', default: '64' },
  },
});
const quick = options.quick!;
const minutes = Number(options.minutes ?? (quick ? 0.5 : 10));
const connections = Number(options.connections);
if (!(minutes > 0) || !Number.isInteger(connections) || connections < 6) {
  process.stderr.write('usage: npm run soak -- [--quick] [--heap] [--minutes N] [--connections N (at least 6)]\n');
  process.exit(2);
}
const seconds = Math.round(minutes * 60);
/**
 * Memory is judged over windows of two minutes, each long enough for V8 to have shrunk its heap at
 * least once: the two after the first minute against the last two. A shorter run takes thirds.
 */
const window = Math.min(120, seconds / 3);
/** Where the first window begins: after the first minute, or after the first third. */
const settled = Math.min(60, window);
const full = window === 120;
const MEMORY_LIMIT = 1.1;

const log = (line: string) => process.stderr.write(`${line}\n`);
const startedAt = new Date().toISOString();

log('building what is out of date…');
execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/build.mjs')], {
  cwd: PROJECT_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let database: BenchDatabase | undefined;
let fleet: ServerProcess | undefined;
let report: Report;
let failed = false;
try {
  database = await openBenchDatabase(quick ? QUICK_SIZE : FULL_SIZE, log, quick ? 'fleet_soak_quick' : 'fleet_soak');
  const heapFile = options.heap ? path.join(os.tmpdir(), `fleet-soak-heap-${process.pid}.jsonl`) : undefined;
  fleet = await startFleet(
    database.url,
    heapFile
      ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(PROJECT_ROOT, 'bench/heap-probe.mjs')).href}`, FLEET_HEAP_PROBE: heapFile }
      : {},
  );
  const server = fleet;
  const idleRss = server.rssMb();
  const people = await choosePeople(database.url, database.fleet, server.url);
  const sessions = keepSignedIn(server.url, [
    people.manager,
    ...people.admins,
    ...people.moderators,
    ...people.users,
    ...people.smallAdmins,
  ]);
  const mix = soakMix(people);
  const shares = shareConnections(mix, connections);
  const tallies = mix.map(tallyOf);

  log(
    `soak: ${minutes} min at ${connections} connections (${mix.map((workflow, index) => `${workflow.name} ${shares[index]}`).join(', ')})`,
  );
  const loadStarted = Date.now();
  const memory = sampleMemory(server.pid);
  const minutesSoFar: Array<{ minute: number; answers: number; errors: number; rssMb: number }> = [];
  const progress = setInterval(() => {
    const all = tallies.flat();
    const entry = {
      minute: minutesSoFar.length + 1,
      answers: answersOf(all),
      errors: all.reduce((sum, tally) => sum + tally.errors, 0),
      rssMb: Math.round(server.rssMb()),
    };
    minutesSoFar.push(entry);
    log(`minute ${entry.minute}: ${entry.answers.toLocaleString('en')} answers, ${entry.errors} errors, server RSS ${entry.rssMb} MB`);
  }, 60_000);
  let results: WorkflowResult[];
  try {
    results = await Promise.all(mix.map((workflow, index) => runWorkflow(server.url, workflow, shares[index]!, seconds, tallies[index]!)));
  } finally {
    clearInterval(progress);
  }
  const samples = memory.stop();
  const refreshFailures = sessions.stop();
  const health = await fetch(`${server.url}/api/health`).then(
    (response) => response.status,
    () => 0,
  );

  const heap = heapFile ? readHeapProbe(heapFile, loadStarted) : undefined;
  const figures = soakFigures({ results, samples, heap, idleRss, refreshFailures, health });
  failed = figures.some((figure) => figure.met === false);
  report = {
    suite: 'soak',
    quick,
    startedAt,
    machine: machine(database.server),
    figures: [
      {
        name: 'Run',
        value: `${minutes} min, ${connections} connections, ${(quick ? QUICK_SIZE : FULL_SIZE).vehicles.toLocaleString('en')} vehicles (${database.reused ? 'fleet reused' : `fleet generated in ${database.fleet.seconds.toFixed(0)} s`})`,
        data: {
          minutes,
          connections,
          shares: Object.fromEntries(mix.map((workflow, index) => [workflow.name, shares[index]])),
          minutesSoFar,
        },
      },
      ...figures,
    ],
  };
  printTable(report);
  printMix(results);
  if (failed && server.errors()) log(`\nthe server's last words on stderr:\n${server.errors()}`);
} finally {
  await fleet?.stop();
  await database?.close();
}
log(`written to ${writeReport(report)}`);
if (failed) process.exit(1);

function answersOf(tallies: StepTally[]) {
  return tallies.reduce((sum, tally) => sum + Object.values(tally.statuses).reduce((a, b) => a + b, 0), 0);
}

interface HeapSample {
  at: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

/** The probe's lines, timed from the start of the load. */
function readHeapProbe(file: string, loadStarted: number): HeapSample[] {
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  fs.rmSync(file, { force: true });
  return lines
    .map((line) => {
      const { time, ...memory } = JSON.parse(line) as Omit<HeapSample, 'at'> & { time: number };
      return { at: (time - loadStarted) / 1000, ...memory };
    })
    .filter((sample) => sample.at >= 0 && sample.at <= seconds + 5);
}

function soakFigures(run: {
  results: WorkflowResult[];
  samples: MemorySample[];
  heap?: HeapSample[];
  idleRss: number;
  refreshFailures: number;
  health: number;
}): Figure[] {
  const { results, samples } = run;
  const steps = results.flatMap((result) => result.steps);
  const answers = answersOf(steps);
  const errors = steps.reduce((sum, tally) => sum + tally.errors, 0);
  const connectionErrors = results.reduce((sum, result) => sum + result.connectionErrors + result.timeouts, 0);
  const expected = steps.reduce((sum, tally) => sum + tally.expected, 0);
  const allErrors = errors + connectionErrors + run.refreshFailures + (run.health === 200 ? 0 : 1);
  const statuses: Record<string, number> = {};
  for (const tally of steps)
    for (const [status, count] of Object.entries(tally.statuses)) statuses[status] = (statuses[status] ?? 0) + count;

  const rss = (sample: MemorySample) => sample.rssMb;
  const baseline = lowestBetween(samples, settled, settled + window, rss)!;
  const end = lowestBetween(samples, seconds - window, seconds + 5, rss)!;
  const peak = Math.max(...samples.map(rss));
  const growth = end.rssMb / baseline.rssMb;
  const judged = !quick;
  const span = (from: number, to: number) =>
    full ? (from === 60 ? 'minutes 2–3' : 'the last two minutes') : `${Math.round(from)}–${Math.round(to)} s`;
  const baselineName = `${settled === 60 ? 'after minute 1' : 'early'} (lowest of ${span(settled, settled + window)})`;
  const endName = `at the end (lowest of ${span(seconds - window, seconds)})`;

  return [
    ...results.map((result): Figure => ({
      name: `${result.workflow} (${result.connections} connections)`,
      value: `${perSecond(result.rps)}, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}`,
      data: { ...result },
    })),
    {
      name: 'All answers',
      value: `${answers.toLocaleString('en')} (${perSecond(answers / seconds)}); by status ${Object.entries(statuses)
        .map(([status, count]) => `${status}: ${count.toLocaleString('en')}`)
        .join(', ')}`,
      data: { answers, statuses },
    },
    { name: 'Edits that lost a race (409, expected)', value: expected.toLocaleString('en') },
    {
      name: 'Errors',
      value: `${allErrors}${allErrors ? ` (answers ${errors}, connection errors and timeouts ${connectionErrors}, session refreshes ${run.refreshFailures}, health at the end ${run.health})` : ''}`,
      target: '0',
      met: allErrors === 0,
      data: { errors, connectionErrors, refreshFailures: run.refreshFailures, health: run.health },
    },
    { name: 'Server RSS before the load', value: `${Math.round(run.idleRss)} MB` },
    {
      name: `Server RSS, single samples at ${Math.round(Math.min(60, seconds / 2))} s and at the end`,
      value: `${Math.round(sampleAt(samples, Math.min(60, seconds / 2)).rssMb)} MB, ${Math.round(samples.at(-1)!.rssMb)} MB`,
    },
    { name: `Server RSS ${baselineName}`, value: `${Math.round(baseline.rssMb)} MB` },
    { name: `Server RSS ${endName}`, value: `${Math.round(end.rssMb)} MB` },
    {
      name: `Server RSS at the end against ${settled === 60 ? 'after minute 1' : 'early'}`,
      value: ratio(growth),
      target: `≤ ${MEMORY_LIMIT.toFixed(2)}`,
      met: judged ? growth <= MEMORY_LIMIT : undefined,
      data: { window, baseline, end, samples },
    },
    { name: 'Server RSS, highest sample', value: `${Math.round(peak)} MB` },
    ...(run.heap?.length ? heapFigures(run.heap) : []),
  ];
}

/** V8's heap as the probe saw it: what is used once collected, in the same windows, and how far the heap itself swings. */
function heapFigures(heap: HeapSample[]): Figure[] {
  const used = (sample: HeapSample) => sample.heapUsedMb;
  const baseline = lowestBetween(heap, settled, settled + window, used);
  const end = lowestBetween(heap, seconds - window, seconds + 5, used);
  if (!baseline || !end) return [];
  const totals = heap.filter((sample) => sample.at >= settled).map((sample) => sample.heapTotalMb);
  return [
    {
      name: 'V8 heap used after collection, after minute 1 and at the end (same windows)',
      value: `${Math.round(baseline.heapUsedMb)} MB, ${Math.round(end.heapUsedMb)} MB (${ratio(end.heapUsedMb / baseline.heapUsedMb)})`,
      data: { samples: heap },
    },
    {
      name: 'V8 heap size after minute 1, lowest and highest',
      value: `${Math.round(Math.min(...totals))}–${Math.round(Math.max(...totals))} MB`,
    },
  ];
}

/** Every step of every workflow: how often it ran and what it answered. */
function printMix(results: WorkflowResult[]) {
  const lines = results.flatMap((result) => [
    `\n${result.workflow}, ${result.connections} connections: ${result.requests.toLocaleString('en')} requests, ${result.restarts} rounds started over`,
    ...result.steps.map(
      (tally) =>
        `  ${tally.step}: ${
          Object.entries(tally.statuses)
            .map(([status, count]) => `${status} × ${count.toLocaleString('en')}`)
            .join(', ') || 'none'
        }${tally.errors ? `, ${tally.errors} ERRORS` : ''}`,
    ),
  ]);
  process.stdout.write(`${lines.join('\n')}\n`);
}
