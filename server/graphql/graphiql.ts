/**
 * GraphiQL without the internet. graphql-yoga's own page loads GraphiQL's
 * script, style sheet and editor workers from a CDN, so offline it stays on
 * "Loading…". Here the page references only files of this origin, served
 * from the installed package @graphql-yoga/render-graphiql (which ships
 * them as strings): under /graphiql/<version>/, cached for good since the
 * version is in the path. The page itself has no inline script (its options
 * travel in a JSON data block that setup files read), so its
 * Content-Security-Policy (http/security.ts, 'graphiql') allows scripts,
 * workers and connections from this origin only.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphiQLOptions } from 'graphql-yoga';
import { applySecurityHeaders } from '../http/security.ts';

const require = createRequire(import.meta.url);
const VERSION: string = require('@graphql-yoga/render-graphiql/package.json').version;

/**
 * The query GraphiQL opens with (its default tab): a front door for an API
 * consumer, runnable at once against the seeded demo data by a logged-in
 * superuser. Its header comment says how to authenticate.
 *
 * It uses only fields the schema has today: a page of meetings, and the vote
 * items of one meeting through a filter. It should grow with the relation
 * fields (MeetingInfo.items and the like) so that one query walks meeting →
 * items → counts; tests/server/graphiql.test.ts runs it on both databases,
 * so a field renamed or removed here fails there.
 */
export const EXAMPLE_QUERY = `# 社区治理管理后台 — GraphQL API
# Ctrl+Enter runs the query, Ctrl+Space completes a field.
#
# Authenticate first: in the Headers tab below, send
#   {"Authorization": "<access token>",
#    "selectAreaId": "<community id>"}
# Authorization is the raw access token, as login answers
# it in data.token (POST /admin/base/open/login, or the
# login mutation; a "Bearer " prefix is accepted too).
# Logged in to the web client at / in this browser, the
# console gives it: JSON.parse(localStorage.token)
# A token lives 2 hours by default.
# selectAreaId is optional: one of your communities (a
# rowId of areaInfoList); without it you read the rows of
# all your communities. Every field needs its permission
# (named in its description); the superuser holds them all.
#
# Below: the five newest owners' meetings, each with its
# community, its stage (statusEnum), its ballot box, and its
# vote items with their counts under Civil Code art. 278
# (count is filled when the meeting is counted, stage 8 统计).
# Every relation is a field: item.meeting, meeting.area,
# area.houses… The Docs pane (top left) explains each type.
{
  meetingInfoPage(first: 5, orderBy: "id", sort: desc) {
    totalCount
    edges {
      node {
        rowId
        name
        statusEnum
        voteStartTime
        voteEndTime
        area { rowId name }
        vote { openedAt closedAt }
        voteItems(first: 20) {
          totalCount
          edges {
            node {
              rowId
              name
              passRule
              result
              count {
                rule
                totalArea totalOwners
                votingArea votingOwners
                agreeArea agreeOwners
                quorumMet passed
              }
            }
          }
        }
      }
    }
  }
}
`;

/** yoga's GraphiQL options: subscriptions over graphql-ws, the example as the first tab with the headers pane open. */
export const GRAPHIQL_OPTIONS: GraphiQLOptions = {
  subscriptionsProtocol: 'WS',
  defaultQuery: EXAMPLE_QUERY,
  defaultTabs: [{ query: EXAMPLE_QUERY }],
  defaultEditorToolsVisibility: 'headers',
};

/** Where the assets are served. */
export const GRAPHIQL_PREFIX = '/graphiql/';
const BASE = `${GRAPHIQL_PREFIX}${VERSION}/`;

const JS = 'text/javascript; charset=utf-8';

/** Runs before GraphiQL's script: Monaco's workers are files of this origin (worker-src 'self'). */
const SETUP = `'use strict';
(function () {
  var workers = { editorWorkerService: '${BASE}editor.worker.js', json: '${BASE}json.worker.js', graphql: '${BASE}graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) { return workers[label] || workers.editorWorkerService; },
  };
})();
`;

/** Runs after it: renders GraphiQL with the options the page carries as JSON. */
const START = `'use strict';
(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent || '{}');
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`;

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
}

let assets: Promise<Map<string, Asset>> | undefined;

/** The files, built once on first use (the package module is ~9 MB of strings; the server does not load it until asked). */
function loadAssets(): Promise<Map<string, Asset>> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then((m) => {
    const favicon = /^data:[^;]+;base64,(.*)$/.exec(m.favicon);
    const files: [string, string, string | Buffer][] = [
      ['yoga-graphiql.js', JS, m.js],
      ['graphiql.css', 'text/css; charset=utf-8', m.css],
      ['editor.worker.js', JS, m.editorWorkerService],
      ['json.worker.js', JS, m.jsonWorker],
      ['graphql.worker.js', JS, m.graphqlWorker],
      ['setup.js', JS, SETUP],
      ['start.js', JS, START],
      ['favicon.ico', 'image/x-icon', favicon ? Buffer.from(favicon[1]!, 'base64') : Buffer.alloc(0)],
    ];
    return new Map(
      files.map(([name, type, content]) => {
        const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        return [name, { type, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }];
      }),
    );
  });
  return assets;
}

/** Serves a GraphiQL asset (any path under GRAPHIQL_PREFIX); unknown ones answer 404. */
export async function serveGraphiqlAsset(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Workers run under the policy of their own answer: the same as the page's.
  applySecurityHeaders(res, 'graphiql');
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const asset = path.startsWith(BASE) && (req.method === 'GET' || req.method === 'HEAD') ? (await loadAssets()).get(path.slice(BASE.length)) : undefined;
  if (!asset) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  const headers = { 'content-type': asset.type, 'cache-control': 'public, max-age=31536000, immutable', etag: asset.etag };
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': asset.body.length });
  res.end(req.method === 'HEAD' ? undefined : asset.body);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The GraphiQL page: only same-origin assets, no inline script (the options are a JSON data block). */
export function renderGraphiQL(opts: GraphiQLOptions = {}): string {
  const title = opts.title || '社区治理管理后台 GraphiQL';
  // A JSON data block is not run; "<" is escaped so no value can close the element.
  const json = JSON.stringify(opts).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${BASE}favicon.ico">
<link rel="stylesheet" href="${BASE}graphiql.css">
</head>
<body id="body" class="no-focus-outline">
<noscript>You need to enable JavaScript to run this app.</noscript>
<div id="root">Loading ${escapeHtml(title)}…</div>
<script type="application/json" id="graphiql-options">${json}</script>
<script src="${BASE}setup.js"></script>
<script src="${BASE}yoga-graphiql.js"></script>
<script src="${BASE}start.js"></script>
</body>
</html>
`;
}
