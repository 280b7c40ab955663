/**
 * The owner's ballot (`POST /vote/api/open|state|cast`): what the owner's
 * phone page (client `/vote/`, docs/owner-voting.md) talks to. Outside the
 * staff session and its REST/GraphQL layers on purpose: no staff token is
 * read, and every answer concerns the one meeting and the one owner the
 * credential names (the session token carries only the credential's id).
 *
 * - open {code, check?, device?} (open-ballot.ts): the code (credentials.ts) and, the first
 *   time, the last four digits of the owner's registered phone; answers a
 *   session token (15 minutes), the device key the page keeps (first time
 *   only: the credential is bound to that device from then on) and the state.
 *   Wrong codes, checks and device keys count against the address (30 per
 *   15 minutes, in the failure table every server process sees) as the
 *   ownerCode throttle — never against staff logins (auth/failure-window.ts);
 *   wrong checks also count against the credential, locked at 5 (not a time
 *   window: a device key cannot be guessed, and a window per credential would
 *   let anyone holding the code keep its owner out).
 * - state (owner-state.ts): the page's phase (not yet open, open, extended,
 *   closed, terminated, announced), the meeting, its items with their full
 *   text, its published notices, the owner's houses, the owner's current
 *   choices and, per item, how the choice was recorded (channel, time, the
 *   ballot record event's hash: the receipt); every rich text through the
 *   ballot allow list on the way out.
 * - file {id}: one of the documents the meeting or its published notices
 *   list, as a download (owner-files.ts).
 * - cast {votes: [{itemId, result}]} (cast-ballot.ts): an online ballot through the same
 *   castVotes as paper ballots (same rules, the latest ballot counts, stated
 *   in the ballot record with channel 'online', pushed live); answers the
 *   receipt and the new state.
 *
 * CSRF: nothing here reads a cookie; every request must be a JSON POST
 * carrying the token in the Authorization header, which another site's page
 * cannot send without the CORS preflight this server never grants.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../kernel/context.ts';
import type { Config } from '../kernel/config.ts';
import { AppError, isDatabaseUnavailable } from '../kernel/errors.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';
import { assertInput } from '../kernel/text-input.ts';
import { applySecurityHeaders } from '../http/security.ts';
import { readBodyText } from '../http/body.ts';
import type { FilesService } from '../files/service.ts';
import { sendOwnerDocument } from './owner-files.ts';
import { OwnerRefusal } from './refusal.ts';
import { sessionTokens } from './session-token.ts';
import { stateOf, type OwnerWeb } from './owner-reads.ts';
import { openBallot } from './open-ballot.ts';
import { castBallot } from './cast-ballot.ts';

const BODY_LIMIT = 64 * 1024;

interface Services {
  db: Db;
  config: Config;
  files: Pick<FilesService, 'serve' | 'signedUrl'>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** The request's JSON object (empty when none was sent); a JSON POST only (CSRF: see the header). */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) throw new OwnerRefusal('ownerVote.session', {}, 405);
  let body: Record<string, unknown> = {};
  const text = await readBodyText(req, BODY_LIMIT);
  if (text) {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed;
    // Text that cannot be stored (NUL, lone surrogates) and over-deep values: 1001, as everywhere (kernel/text-input.ts).
    assertInput(body);
  }
  return body;
}

async function handle(web: OwnerWeb, req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
  applySecurityHeaders(res, 'api');
  const lang = parseLang(typeof req.headers.language === 'string' ? req.headers.language : null);
  try {
    const path = (req.url ?? '').split('?')[0];
    const body = await readBody(req);
    if (path === '/vote/api/file') {
      const c = await web.tokens.session(req);
      const m = await web.db.meetingInfo.findUniqueOrThrow({ where: { id: c.meetingId }, select: { id: true, name: true, files: true } });
      return await sendOwnerDocument(web.db, web.files, m, body.id, req, res);
    }
    let data: unknown;
    if (path === '/vote/api/open') data = await openBallot(web, body, ip, lang);
    else if (path === '/vote/api/state') data = await stateOf(web, await web.tokens.session(req), lang);
    else if (path === '/vote/api/cast') data = await castBallot(web, req, body, ip, lang);
    else throw new OwnerRefusal('ownerVote.session', {}, 404);
    send(res, 200, { code: 1000, message: 'success', data });
  } catch (err) {
    if (err instanceof OwnerRefusal) return send(res, err.status, { code: 1001, message: translate(lang, err.key, err.params) });
    if (err instanceof AppError) return send(res, 200, { code: err.code ?? 1001, message: translate(lang, err.key, err.params) });
    if (err instanceof SyntaxError) return send(res, 400, { code: 1001, message: translate(lang, 'ownerVote.incomplete') });
    // The database away (restarting, failing over): retryable, as on REST and GraphQL; nothing was acknowledged.
    if (isDatabaseUnavailable(err)) return send(res, 503, { code: 1001, message: translate(lang, 'server.databaseUnavailable') });
    console.error('[owner-ballot]', err);
    send(res, 500, { code: 1001, message: translate(lang, 'server.error') });
  }
}

export function createOwnerBallot(services: Services, secret: string) {
  const web: OwnerWeb = { ...services, tokens: sessionTokens(services.db, secret) };
  return { handle: (req: IncomingMessage, res: ServerResponse, ip: string) => handle(web, req, res, ip) };
}
