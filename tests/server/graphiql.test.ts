/**
 * GraphiQL works offline: its page references no other host (no CDN), every
 * asset it references — and the editor workers its setup script names — is
 * served by this server with 200 and the right Content-Type, and the page's
 * Content-Security-Policy allows scripts, workers and connections from this
 * origin only (no inline script). The database plays no part here, so this
 * runs on the embedded one only; tests/e2e/graphiql.test.ts renders the page
 * in Chromium with every other host blocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

const TYPES: Record<string, RegExp> = {
  js: /^text\/javascript; charset=utf-8$/,
  css: /^text\/css; charset=utf-8$/,
  ico: /^image\/x-icon$/,
};

/** The directives of a Content-Security-Policy header. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

describe('GraphiQL offline', () => {
  let t: TestApp;
  let html: string;
  let csp: string;

  beforeAll(async () => {
    t = await startTestApp('embedded');
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    html = await res.text();
    csp = res.headers.get('content-security-policy') ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  const references = () => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

  it('the page references no URL of another host', () => {
    const refs = references();
    expect(refs.length).toBeGreaterThanOrEqual(5);
    const host = new URL(t.url).host;
    const foreign = [...html.matchAll(/(?:https?:)?\/\/[\w.-]+(?::\d+)?/g)].map((m) => m[0]).filter((u) => new URL(u, t.url).host !== host);
    expect(foreign).toEqual([]);
    for (const ref of refs) expect(new URL(ref, t.url).host, ref).toBe(host);
    expect(html).toMatch(/<title>[^<]*GraphiQL<\/title>/);
  });

  it('has no inline script: every script has a src or is a JSON data block', () => {
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attrs, body] of scripts) {
      if (/type="application\/json"/.test(attrs!)) expect(() => JSON.parse(body!)).not.toThrow();
      else {
        expect(attrs).toMatch(/src="/);
        expect(body!.trim()).toBe('');
      }
    }
    // The yoga options reach the page (subscriptions over graphql-ws).
    const options = JSON.parse(/<script type="application\/json" id="graphiql-options">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(options.subscriptionsProtocol).toBe('WS');
  });

  it('its Content-Security-Policy allows this origin only', () => {
    const d = directives(csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    for (const [name, values] of d) {
      if (name === 'style-src') continue; // the editor sets inline styles
      expect(values.filter((v) => !["'self'", "'none'", 'data:'].includes(v)), name).toEqual([]);
    }
  });

  describe('assets', () => {
    it('every asset the page references, and every worker its setup names, is served with 200 and its type', async () => {
      const refs = references();
      const setupRef = refs.find((r) => r.endsWith('/setup.js'))!;
      expect(setupRef).toBeDefined();
      const setup = await (await fetch(new URL(setupRef, t.url))).text();
      const workers = [...setup.matchAll(/'(\/graphiql\/[^']+\.worker\.js)'/g)].map((m) => m[1]!);
      expect(workers).toHaveLength(3);
      for (const ref of [...refs, ...workers]) {
        const res = await fetch(new URL(ref, t.url));
        expect(res.status, ref).toBe(200);
        const ext = ref.split('.').pop()!;
        expect(res.headers.get('content-type'), ref).toMatch(TYPES[ext]!);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const body = new Uint8Array(await res.arrayBuffer());
        expect(body.length, ref).toBeGreaterThan(ext === 'ico' ? 100 : 200);
      }
      // The GraphiQL bundle itself, not a stub.
      const bundle = await (await fetch(new URL(refs.find((r) => r.endsWith('yoga-graphiql.js'))!, t.url))).text();
      expect(bundle.length).toBeGreaterThan(1_000_000);
      expect(bundle).toContain('renderYogaGraphiQL');
    });

    it('assets are cached by version and ETag; unknown ones answer 404', async () => {
      const css = new URL(references().find((r) => r.endsWith('.css'))!, t.url);
      const first = await fetch(css);
      expect(first.headers.get('cache-control')).toContain('immutable');
      const etag = first.headers.get('etag')!;
      expect((await fetch(css, { headers: { 'if-none-match': etag } })).status).toBe(304);
      expect((await fetch(`${t.url}/graphiql/0.0.0/graphiql.css`)).status).toBe(404);
      expect((await fetch(new URL('nothing.js', css))).status).toBe(404);
      expect((await fetch(`${css.href.replace(/graphiql\.css$/, '')}..%2F..%2F..%2Fpackage.json`)).status).toBe(404);
    });
  });
});
