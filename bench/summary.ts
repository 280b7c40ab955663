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

export function summarise(line: SummaryLine): void {
  lines.push(line);
}

export function printSummary(dir: string): string | null {
  if (lines.length === 0) return null;
  console.log(`\nSummary (${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  console.table(lines.map((l) => ({ section: l.section, database: l.database, figure: l.figure, value: l.value, target: l.target })));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'summary.md');
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const md = [
    `Measured ${new Date().toISOString()} on ${cpus().length} cores (load average at the end ${loadavg()[0]!.toFixed(1)}).`,
    '',
    '| section | database | figure | value | target |',
    '|---|---|---|---|---|',
    ...lines.map((l) => `| ${cell(l.section)} | ${cell(l.database)} | ${cell(l.figure)} | ${cell(l.value)} | ${cell(l.target)} |`),
    '',
  ].join('\n');
  writeFileSync(file, md);
  return file;
}
