/**
 * The server benchmark's chart: horizontal bars of req/s per target and
 * database, one bar per concurrency, each labelled with its share of the floor.
 * The SVG is drawn with d3-scale (installed with recharts); the PNG is a
 * screenshot of that SVG by headless Chromium (playwright-core, the tests'
 * browser). Without Chromium only the SVG is written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { scaleBand, scaleLinear } from 'd3-scale';
import type { ServerRow } from './server.ts';

const COLORS: Record<number, string> = { 20: '#4c78a8', 100: '#f58518' };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function serverChartSvg(rows: ServerRow[], title: string): { svg: string; width: number; height: number } {
  const groups = [...new Set(rows.map((r) => `${r.db} · ${r.target}`))];
  const conns = [...new Set(rows.map((r) => r.connections))].sort((a, b) => a - b);
  const width = 1150;
  const left = 480;
  const right = 150;
  const top = 70;
  const height = top + groups.length * 56 + 40;
  const y = scaleBand<string>().domain(groups).range([top, height - 40]).paddingInner(0.25);
  const inner = scaleBand<number>().domain(conns).range([0, y.bandwidth()]).padding(0.08);
  const x = scaleLinear().domain([0, Math.max(1, ...rows.map((r) => r.reqPerSec))]).nice().range([left, width - right]);
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  parts.push(`<text x="${width / 2}" y="26" text-anchor="middle" font-size="17" font-weight="bold">${esc(title)}</text>`);
  conns.forEach((c, i) => {
    parts.push(`<rect x="${left + i * 170}" y="40" width="14" height="14" fill="${COLORS[c] ?? '#888'}"/><text x="${left + i * 170 + 20}" y="52" font-size="13">${c} connections</text>`);
  });
  for (const tick of x.ticks(6)) {
    parts.push(`<line x1="${x(tick)}" x2="${x(tick)}" y1="${top - 6}" y2="${height - 40}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${x(tick)}" y="${height - 24}" text-anchor="middle" font-size="12" fill="#555">${tick}</text>`);
  }
  parts.push(`<text x="${(left + width - right) / 2}" y="${height - 6}" text-anchor="middle" font-size="12" fill="#555">requests per second (higher is better); % = share of the raw-pg floor at the same concurrency</text>`);
  for (const g of groups) {
    const gy = y(g)!;
    parts.push(`<text x="${left - 10}" y="${gy + y.bandwidth() / 2 + 4}" text-anchor="end" font-size="13"${g.includes('floor') ? ' font-weight="bold"' : ''}>${esc(g)}</text>`);
    for (const r of rows.filter((row) => `${row.db} · ${row.target}` === g)) {
      const by = gy + inner(r.connections)!;
      const w = Math.max(1, x(r.reqPerSec) - left);
      const note = `${r.reqPerSec}${r.ofFloor !== null ? ` (${Math.round(r.ofFloor * 100)}%)` : ''} · p99 ${r.p99} ms`;
      parts.push(`<rect x="${left}" y="${by}" width="${w}" height="${inner.bandwidth()}" fill="${COLORS[r.connections] ?? '#888'}"/>`);
      parts.push(`<text x="${left + w + 5}" y="${by + inner.bandwidth() / 2 + 4}" font-size="11" fill="#333">${esc(note)}</text>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">${parts.join('')}</svg>`;
  return { svg, width, height };
}

/** Writes `<base>.svg` and, when Chromium is there, `<base>.png`; returns the files written. */
export async function writeServerChart(rows: ServerRow[], title: string, base: string): Promise<string[]> {
  const { svg, width, height } = serverChartSvg(rows, title);
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.svg`, svg);
  const written = [`${base}.svg`];
  try {
    const { launchChromium } = await import('../tests/e2e/browser.ts');
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
      await page.locator('svg').screenshot({ path: `${base}.png` });
      written.push(`${base}.png`);
    } finally {
      await browser.close();
    }
  } catch (e) {
    console.log(`No PNG (headless Chromium unavailable: ${(e as Error).message.split('\n')[0]}); the chart is ${base}.svg`);
  }
  return written;
}
