/**
 * Build plugin: with a stored session, the session query and the code of the
 * layout and the home start as the page starts (docs/home-first-paint.md).
 *
 * Without it the session query (`bootSessionQuery`, relay/boot.ts) left only
 * after the initial JS was fetched and evaluated and the first frame rendered
 * (~650 ms in), and the layout's and home's chunks after that first render too.
 * The client's CSP allows scripts from this origin only, so this is a small
 * classic script file, first in <head>. It is not `async`: a parser-blocking
 * script runs before the module scripts (deferred) whatever the arrival order,
 * and the preload scanner fetches the app's JS meanwhile; an `async` one ran
 * after the app's JS had been evaluated when it arrived late. When the stored token is still valid it sends the session query with
 * the headers the client would send (relay/transport.ts requestHeaders) and
 * keeps the pending answer in `window.__sessionPrefetch`; the client's first
 * GraphQL request takes it when its body and headers are identical
 * (relay/prefetched.ts), else asks the server itself. It also adds
 * `modulepreload` links for the layout's chunks (the home's on `/`), which a
 * logged-out visitor (the login page) does not load.
 *
 * The script is generated here because it needs the persisted id of the
 * session query (client/persisted-queries.json) and the hashed chunk names.
 * The query asks for high priority (HTTP/1.1 allows six connections, which the
 * initial JS fills), the chunks for low (they are needed after the first frame).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PERSISTED = join(dirname(fileURLToPath(import.meta.url)), 'persisted-queries.json');
const OPERATION = 'bootSessionQuery';
const LAYOUT = /[\\/]client[\\/]src[\\/]layout[\\/]MainLayout\.tsx$/;
const HOME = /[\\/]client[\\/]src[\\/]features[\\/]base[\\/]home[\\/]HomePage\.tsx$/;

/** The persisted id of the session query (the client sends this id, not the text). */
export function sessionDocumentId(): string {
  const byId = JSON.parse(readFileSync(PERSISTED, 'utf8')) as Record<string, string>;
  const hit = Object.entries(byId).find(([, text]) => text.startsWith(`query ${OPERATION} `));
  if (!hit) throw new Error(`session-prefetch: ${OPERATION} is not in client/persisted-queries.json`);
  return hit[0];
}

/**
 * The script. Storage keys and formats are lib/storage.ts's (JSON values,
 * `<key>_deadtime` in epoch ms, 2 s margin), i18n's `locale` and the area
 * store's `selectAreaId`; a difference only costs the prefetch (the client then
 * finds the headers differ and asks again), never a wrong answer.
 */
export function prefetchScript(documentId: string, layoutChunks: string[], homeChunks: string[]): string {
  return `(function () {
  try {
    var s = window.localStorage;
    var get = function (k) { var v = s.getItem(k); if (v == null) return null; try { return JSON.parse(v); } catch (e) { return v; } };
    var token = get('token');
    var deadline = Number(s.getItem('token_deadtime'));
    var path = location.pathname;
    if (!token || (s.getItem('token_deadtime') && deadline - Date.now() < 2000) || path === '/vote' || path.indexOf('/vote/') === 0) return;
    var locale = String(get('locale') || '').toLowerCase().replace('_', '-');
    var headers = { language: ['zh-cn', 'zh-tw', 'en'].indexOf(locale) >= 0 ? locale : 'zh-cn', 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', Authorization: String(token) };
    var area = get('selectAreaId');
    if (area != null && area !== '' && isFinite(Number(area))) headers.selectAreaId = String(Number(area));
    var body = JSON.stringify({ documentId: ${JSON.stringify(documentId)}, variables: {}, operationName: ${JSON.stringify(OPERATION)} });
    window.__sessionPrefetch = { body: body, headers: headers, response: fetch('/graphql', { method: 'POST', headers: headers, body: body, priority: 'high' }) };
    var chunks = ${JSON.stringify(layoutChunks)}.concat(path === '/' ? ${JSON.stringify(homeChunks)} : []);
    for (var i = 0; i < chunks.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunks[i];
      link.fetchPriority = 'low';
      document.head.appendChild(link);
    }
  } catch (e) {}
})();
`;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

export function sessionPrefetch(): Plugin {
  return {
    name: 'session-prefetch',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('session-prefetch: index.html is not in the bundle');
      const page = String(html.source);
      const base = '/';
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      // what index.html loads already (module script and modulepreload links) is not listed again
      const initial = new Set([...page.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!));
      const closure = (entry: RegExp) => {
        const root = chunks.find((c) => c.facadeModuleId && entry.test(c.facadeModuleId));
        if (!root) throw new Error(`session-prefetch: no chunk for ${entry}`);
        const seen = new Set<string>();
        const walk = (name: string) => {
          if (seen.has(name) || initial.has(name)) return;
          seen.add(name);
          for (const dep of byName.get(name)?.imports ?? []) walk(dep);
        };
        walk(root.fileName);
        return [...seen];
      };
      const layout = closure(LAYOUT);
      const home = closure(HOME).filter((c) => !layout.includes(c));
      const source = prefetchScript(sessionDocumentId(), layout.map((c) => base + c), home.map((c) => base + c));
      const fileName = `assets/session-prefetch-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = page.replace('<head>', `<head>\n    <script src="${base}${fileName}"></script>`);
    },
  };
}
