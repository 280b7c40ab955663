/**
 * The home page's waterfall (issue 25, docs/home-first-paint.md): the same
 * setting as bench/client.ts's home figure (embedded database, a stored
 * session, fresh context per run, one warm-up), printing for each run the
 * navigation milestones, every request (start → first byte → end, in ms since
 * the navigation start; GraphQL requests named by their operation), the long
 * tasks (main-thread work ≥ 50 ms) and the moment the home heading is visible.
 *
 *   node --import tsx bench/home-trace.ts [runs]
 */
import { benchConfig } from './bench-app.ts';
import { createApp } from '../server/app.ts';
import { launchChromium, loggedInContextOptions, restLogin } from '../tests/e2e/browser.ts';
import { HOME_READY_PROBE } from './client.ts';

const TRACE_PROBE = `(() => {
  window.__longTasks = [];
  window.__dom = [];
  let last = '';
  new MutationObserver(() => {
    const state = ['spinner:' + document.querySelectorAll('.chakra-spinner').length, 'main:' + !!document.querySelector('main'), 'h1:' + !!document.querySelector('main h1'), 'skeleton:' + document.querySelectorAll('.chakra-skeleton').length].join(' ');
    if (state !== last) { last = state; window.__dom.push(Math.round(performance.now()) + ' ' + state); }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
})();`;

const runs = Number(process.argv[2] ?? 3);
const config = benchConfig(undefined, { CAPTCHA_TEST_CODE: '4242' });
const app = await createApp(config, { memoryDb: true });
const browser = await launchChromium();
try {
  const url = await app.listen(0, '127.0.0.1');
  const pair = await restLogin(url, '4242');
  for (let i = 0; i <= runs; i++) {
    const context = await browser.newContext(loggedInContextOptions(url, pair, { viewport: { width: 1280, height: 800 } }));
    try {
      await context.addInitScript(HOME_READY_PROBE);
      await context.addInitScript(TRACE_PROBE);
      const page = await context.newPage();
      const ops: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/graphql') && r.method() === 'POST') {
          const q = (r.postDataJSON() as { query?: string; id?: string; extensions?: unknown } | null) ?? {};
          ops.push(/(?:query|mutation)\s+(\w+)/.exec(q.query ?? '')?.[1] ?? q.id ?? JSON.stringify(q).slice(0, 60));
        }
      });
      await page.goto(`${url}/`);
      await page.waitForFunction(() => (window as unknown as { __homeReady?: number }).__homeReady != null, null, { timeout: 30000 });
      await page.waitForTimeout(300);
      const t = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name.replace(location.origin, ''), type: e.initiatorType, start: Math.round(e.startTime), ttfb: Math.round(e.responseStart), end: Math.round(e.responseEnd), size: e.encodedBodySize }));
        const paints = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
        const w = window as unknown as { __homeReady: number; __longTasks: [number, number][]; __dom: string[] };
        return { ready: Math.round(w.__homeReady), html: [Math.round(nav.responseStart), Math.round(nav.responseEnd)], dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), res, paints, longTasks: w.__longTasks, dom: w.__dom };
      });
      if (i === 0) continue;
      console.log(`\n--- run ${i}: home heading visible at ${t.ready} ms; html ${t.html.join('–')}; DOMContentLoaded ${t.dcl}; ${t.paints.join(', ')}`);
      let g = 0;
      for (const r of t.res.sort((a, b) => a.start - b.start)) {
        const name = r.name === '/graphql' && r.type === 'fetch' ? `/graphql ${ops[g++] ?? '?'}` : r.name;
        console.log(`${String(r.start).padStart(5)} ${String(r.ttfb).padStart(5)} ${String(r.end).padStart(5)}  ${r.end > t.ready ? '(after)' : '       '} ${name} ${r.size ? `${(r.size / 1024).toFixed(1)}KB` : ''}`);
      }
      console.log(`dom: ${t.dom.join(' | ')}`);
      console.log(`long tasks [start, ms]: ${t.longTasks.map(([s, d]) => `[${s}, ${d}]`).join(' ')}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close().catch(() => {});
  await app.close();
}
