/**
 * The one table of `npm run bench`: every section's headline figures side
 * by side, with the target each is held to (issue "Performance", item 6).
 * Each section adds its lines as it finishes; the table is printed at the
 * end and written to bench-results/summary.md (Markdown, for docs/performance.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

export interface SummaryLine {
  section: string;
  database: string;
  figure: string;
  value: string;
  target: string;
}

const lines: SummaryLine[] = [];
let startLoad: number[] | null = null;
let startedAt: Date | null = null;

/** The load average when the run started (bench/run.ts), printed with the table. */
export function setStartLoad(load: number[]): void {
  startLoad = load;
  startedAt = new Date();
}

const fmt = (load: number[]) => load.map((l) => l.toFixed(2)).join(' ');

export function summarise(line: SummaryLine): void {
  lines.push(line);
}

export function printSummary(dir: string): string | null {
  if (lines.length === 0) return null;
  const endLoad = loadavg();
  console.log(`\nSummary (${cpus().length} cores; load average (1, 5, 15 min) at the start ${startLoad ? fmt(startLoad) : '—'}, at the end ${fmt(endLoad)})`);
  console.table(lines.map((l) => ({ section: l.section, database: l.database, figure: l.figure, value: l.value, target: l.target })));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'summary.md');
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const md = [
    `Measured ${startedAt ? `${startedAt.toISOString()} – ` : ''}${new Date().toISOString()} on ${cpus().length} cores; load average (1, 5, 15 min) at the start ${startLoad ? fmt(startLoad) : '—'}, at the end ${fmt(endLoad)}.`,
    '',
    '| section | database | figure | value | target |',
    '|---|---|---|---|---|',
    ...lines.map((l) => `| ${cell(l.section)} | ${cell(l.database)} | ${cell(l.figure)} | ${cell(l.value)} | ${cell(l.target)} |`),
    '',
  ].join('\n');
  writeFileSync(file, md);
  return file;
}
