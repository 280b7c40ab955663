/**
 * Client figures:
 * (a) initial JS, gzip: the JS files client/dist/index.html loads directly
 *     (module script tags and modulepreload links), each gzipped with
 *     node:zlib (default level); target ≤ 300 KB (issue 25);
 * (b) navigation to an interactive home page in headless Chromium against the
 *     real server (embedded database): a session obtained by one login is put
 *     into localStorage the way the client stores it, then the time from the
 *     navigation start to the home page's main heading being rendered and
 *     visible; fresh browser context (cold HTTP cache) per run, one warm-up,
 *     median of 5; target ≤ 1 s (issue 25).
 */
import { benchConfig } from './bench-app.ts';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createApp } from '../server/app.ts';
import { launchChromium, loggedInContextOptions, restLogin } from '../tests/e2e/browser.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'client/dist');
const RUNS = 5;
export const JS_TARGET_KB = 300;
export const HOME_TARGET_MS = 1000;

export interface InitialJs {
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

/** The JS files index.html loads directly, with their raw and gzip sizes. */
export function initialJs(dist = DIST): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  const files = [...urls]
    .filter((u) => !/^[a-z]+:/i.test(u) && u.endsWith('.js'))
    .map((u) => {
      const data = readFileSync(join(dist, u.replace(/^\//, '')));
      return { file: u, bytes: data.length, gzip: gzipSync(data).length };
    });
  return { files, bytes: files.reduce((s, f) => s + f.bytes, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
}

/**
 * Records in window.__homeReady the performance.now() (ms since the navigation
 * start) at which the home page's main heading is first in the DOM, laid out
 * and non-empty. A string: tsx would wrap a function's inner names in a helper
 * the page does not have.
 */
export const HOME_READY_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    const h = document.querySelector('main h1');
    if (window.__homeReady == null && h && h.offsetParent !== null && h.textContent) {
      window.__homeReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Milliseconds from navigation start to the home page's main heading being visible, per run. */
export async function homeTimes(runs = RUNS): Promise<number[]> {
  const config = benchConfig(undefined, { CAPTCHA_TEST_CODE: '4242' });
  const app = await createApp(config, { memoryDb: true });
  const browser = await launchChromium();
  try {
    const url = await app.listen(0, '127.0.0.1');
    const pair = await restLogin(url, '4242');
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext(loggedInContextOptions(url, pair, { viewport: { width: 1280, height: 800 } }));
      try {
        await context.addInitScript(HOME_READY_PROBE);
        const page = await context.newPage();
        await page.goto(`${url}/`);
        await page.waitForFunction(() => (window as unknown as { __homeReady?: number }).__homeReady != null, null, { timeout: 30000 });
        if (new URL(page.url()).pathname !== '/') throw new Error(`home bench ended at ${page.url()}`);
        const ms = await page.evaluate(() => (window as unknown as { __homeReady: number }).__homeReady);
        if (i > 0) times.push(Math.round(ms)); // run 0 warms the server up
      } finally {
        await context.close();
      }
    }
    return times;
  } finally {
    await browser.close().catch(() => {});
    await app.close();
  }
}

export interface ClientFigures {
  js: InitialJs;
  homeRuns: number[];
  homeMedian: number;
  rows: { figure: string; value: string; target: string; met: string }[];
}

export async function benchClient(): Promise<ClientFigures> {
  // the figures are of the current client
  const built = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/ensure-client.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('client build failed');
  const js = initialJs();
  const homeRuns = await homeTimes();
  const homeMedian = median(homeRuns);
  const kb = js.gzip / 1024;
  return {
    js,
    homeRuns,
    homeMedian,
    rows: [
      {
        figure: `initial JS, gzip (${js.files.length} files index.html loads; ${(js.bytes / 1024).toFixed(1)} KB raw)`,
        value: `${kb.toFixed(1)} KB`,
        target: `≤ ${JS_TARGET_KB} KB`,
        met: kb <= JS_TARGET_KB ? 'yes' : 'NO',
      },
      {
        figure: `navigation → interactive home, median of ${homeRuns.length} (runs: ${homeRuns.join(', ')} ms)`,
        value: `${homeMedian} ms`,
        target: `≤ ${HOME_TARGET_MS} ms`,
        met: homeMedian <= HOME_TARGET_MS ? 'yes' : 'NO',
      },
    ],
  };
}
