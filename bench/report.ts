import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from './processes';

/** One line of a benchmark's table: what was measured, the figure, its target, and whether it holds. */
export interface Figure {
  name: string;
  value: string;
  target?: string;
  /** Undefined: reported only (no target, or --quick, which does not judge time). */
  met?: boolean;
  /** The numbers behind the line, for the JSON file. */
  data?: Record<string, unknown>;
}

export interface Report {
  suite: string;
  quick: boolean;
  startedAt: string;
  machine: string;
  figures: Figure[];
}

export function machine(database?: string): string {
  const cpus = os.cpus();
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}`,
    `${Math.round(os.totalmem() / 1024 ** 3)} GB`,
    `Node.js ${process.version}`,
    ...(database ? [database] : []),
  ].join(', ');
}

/** A fixed-width table for the terminal, and the same rows as Markdown for docs/performance.md. */
export function printTable(report: Report) {
  const rows = report.figures.map((figure) => [
    figure.name,
    figure.value,
    figure.target ?? '',
    figure.met === undefined ? '' : figure.met ? 'met' : 'MISSED',
  ]);
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...[['Figure', 'Measured', 'Target', ''], ...rows].map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const out = [
    `\n${report.suite}${report.quick ? ' (--quick: a tenth of the data; times are reported, not judged)' : ''}`,
    `machine: ${report.machine}`,
    '',
    line(['Figure', 'Measured', 'Target', '']),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ];
  process.stdout.write(out.join('\n') + '\n');
}

function markdownTable(report: Report): string {
  const rows = report.figures.map(
    (figure) => `| ${figure.name} | ${figure.value} | ${figure.target ?? ''} | ${figure.met === undefined ? '' : figure.met ? '✓' : '✗'} |`,
  );
  return ['| Figure | Measured | Target | |', '|---|---|---|---|', ...rows].join('\n');
}

/** bench/results/<suite>-<time>.json and bench/results/latest-<suite>.json. */
export function writeReport(report: Report): string {
  const folder = path.join(PROJECT_ROOT, 'bench', 'results');
  fs.mkdirSync(folder, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const kind = `${report.suite}${report.quick ? '-quick' : ''}`;
  const file = path.join(folder, `${kind}-${stamp}.json`);
  const json = JSON.stringify({ ...report, markdown: markdownTable(report) }, null, 2) + '\n';
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(folder, `latest-${kind}.json`), json);
  return file;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
export const ratio = (value: number) => value.toFixed(2);
