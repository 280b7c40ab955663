/**
 * The owner's ballot (`POST /vote/api/open|state|cast`): what the owner's
 * phone page (client `/vote/`, docs/owner-voting.md) talks to. Outside the
 * staff session and its REST/GraphQL layers on purpose: no staff token is
 * read, and every answer concerns the one meeting and the one owner the
 * credential names (the session token carries only the credential's id).
 *
 * - open {code, check?, device?}: the code (credentials.ts) and, the first
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
 * - cast {votes: [{itemId, result}]}: an online ballot through the same
 *   castVotes as paper ballots (same rules, the latest ballot counts, stated
 *   in the ballot record with channel 'online', pushed live); answers the
 *   receipt and the new state.
 *
 * CSRF: nothing here reads a cookie; every request must be a JSON POST
 * carrying the token in the Authorization header, which another site's page
 * cannot send without the CORS preflight this server never grants.
 */
import { failureWait, recordFailure, THROTTLES } from '../../auth/failure-window.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Ctx, Db } from '../../kernel/context.ts';
import type { Config } from '../../kernel/config.ts';
import { AppError } from '../../kernel/errors.ts';
import { parseLang, translate, type Lang, type MessageKey } from '../../kernel/i18n/messages.ts';
import { detachedContext } from '../../auth/detached-context.ts';
import { joinable } from '../../audit/unit-of-work.ts';
import { openUnit } from '../../kernel/unit-of-work.ts';
import { applySecurityHeaders } from '../../http/security.ts';
import { readBodyText } from '../../http/body.ts';
import { castVotesIn, participantsFor, type Meeting } from './meeting-flow.ts';
import type { Participant } from './voting-state.ts';
import { CREDENTIAL_STATUS, hashOf, nameOf, normaliseCode } from './credentials.ts';
import type { FilesService } from '../../files/service.ts';
import { sendOwnerDocument } from './owner-files.ts';
import { ownerState, refuseUnlessOpen, timeZoneOf } from './owner-state.ts';
import { assertInput } from '../../kernel/text-input.ts';
import { BAD_CHOICE_MESSAGE, CHOICE_FIELD, isVoteChoice, type VoteChoice } from '../../core/vote-choice.ts';
import { publishCredentialChange } from './credential-events.ts';
import { credentialLocks } from '../../kernel/metrics.ts';

const SESSION_SECONDS = 15 * 60;
const MAX_CHECKS = 5;
const ADDRESS_WINDOW_MS = 15 * 60_000;
/** Wrong codes, confirmations and device keys from one address (all credentials) before it waits. */
const MAX_ADDRESS_FAILURES = 30;
const BODY_LIMIT = 64 * 1024;

interface Services {
  db: Db;
  config: Config;
  files: Pick<FilesService, 'serve' | 'signedUrl'>;
}

/** How the ownerCode throttle names a credential's failures. */
const credentialName = (id: number) => `credential:${id}`;

class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly status = 200,
  ) {
    super(key);
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

export function createOwnerBallot(services: Services, secret: string) {
  const { db, config, files } = services;
  // A key of its own: a staff token never opens a ballot, nor a ballot token a staff session.
  const key = createHmac('sha256', secret).update('owner-ballot-session').digest();

  const sign = (credentialId: number, meetingId: number) =>
    new SignJWT({ typ: 'ballot', mid: meetingId }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(credentialId)).setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1000) + SESSION_SECONDS).sign(key);

  async function session(req: IncomingMessage) {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.typ !== 'ballot' || typeof payload.sub !== 'string' || typeof payload.mid !== 'number') throw new Error('claims');
      const c = await db.voteCredential.findUnique({ where: { id: Number(payload.sub) } });
      // A reissued or locked credential ends its sessions at once.
      if (!c || c.meetingId !== payload.mid || c.status !== CREDENTIAL_STATUS.active || !c.deviceHash) throw new Error('credential');
      return c;
    } catch {
      throw new Refusal('ownerVote.session', {}, 401);
    }
  }

  // The ownerCode throttle (auth/failure-window.ts): it counts only the owner page's failures, so an address's
  // wrong codes never block staff logins from it (an office, a housing estate), nor staff failures the owners.
  const addressWait = (ip: string) => failureWait(db, THROTTLES.ownerCode, [{ where: { ip }, limit: MAX_ADDRESS_FAILURES }], ADDRESS_WINDOW_MS);
  /** A failure against the address, recorded with the credential it named ('code' when it named none). */
  const fail = (ip: string, credentialId: number | null) => recordFailure(db, THROTTLES.ownerCode, credentialId === null ? 'code' : credentialName(credentialId), ip);

  async function meetingOf(id: number): Promise<Meeting> {
    return (await db.meetingInfo.findUniqueOrThrow({ where: { id }, omit: { joins: true } })) as unknown as Meeting;
  }

  /** A context for castVotes: no staff viewer, the owner's language and address. */
  const ownerCtx = (tx: Db, lang: Lang, ip: string): Ctx => detachedContext({ db: tx, config, actor: 'an owner', lang, ip });

  /** The owner's houses in the frozen electorate (kept in memory per meeting by voting-state.ts after the first read). */
  async function housesOf(m: Meeting, ownerKey: string, lang: Lang) {
    return (await participantsFor(ownerCtx(db, lang, ''), m)).filter((p) => p.ownerKey === ownerKey);
  }

  /**
   * What confirms the owner: the last four digits of a registered phone of
   * their houses, or the last six characters of the ID number of a resident
   * record with the owner's name living in one of those houses (for owners
   * without a phone). Both come from records staff keep; neither is shown.
   */
  async function checkAnswersOf(m: Meeting, houses: Participant[]): Promise<Set<string>> {
    const answers = new Set(houses.map((h) => (h.phone ?? '').replace(/\D/g, '')).filter((p) => p.length >= 4).map((p) => p.slice(-4)));
    const names = [...new Set(houses.map((h) => h.ownerName?.trim()).filter((n): n is string => !!n))];
    if (names.length === 0) return answers;
    const houseIds = new Set(houses.map((h) => h.houseId));
    const residents = await db.residentInfo.findMany({ where: { areaId: m.areaId, name: { in: names }, status: 0, idCard: { not: null } }, select: { idCard: true, houseIds: true } });
    for (const r of residents) {
      const card = (r.idCard ?? '').replace(/\s/g, '').toUpperCase();
      const lives = Array.isArray(r.houseIds) && r.houseIds.some((id) => houseIds.has(Number(id)));
      if (lives && card.length >= 6) answers.add(card.slice(-6));
    }
    return answers;
  }

  /** What the owner sees (owner-state.ts): the phase, only their own houses and ballots, every text through the ballot allow list. */
  async function stateOf(c: { meetingId: number; ownerKey: string }, lang: Lang) {
    const m = await meetingOf(c.meetingId);
    return ownerState(db, m, await housesOf(m, c.ownerKey, lang), c.ownerKey);
  }

  async function open(body: Record<string, unknown>, ip: string, lang: Lang) {
    const wait = await addressWait(ip);
    if (wait > 0) throw new Refusal('ownerVote.tooManyTries', { seconds: wait }, 429);
    const code = normaliseCode(body.code);
    const c = code ? await db.voteCredential.findUnique({ where: { codeHash: hashOf(code) } }) : null;
    if (!c) {
      await fail(ip, null);
      throw new Refusal('ownerVote.badCode');
    }
    if (c.status === CREDENTIAL_STATUS.revoked) throw new Refusal('ownerVote.revoked');
    if (c.status === CREDENTIAL_STATUS.locked) throw new Refusal('ownerVote.locked');
    let device: string | undefined;
    if (c.deviceHash) {
      if (typeof body.device !== 'string' || hashOf(body.device) !== c.deviceHash) {
        await fail(ip, c.id);
        throw new Refusal('ownerVote.otherDevice');
      }
    } else {
      const m = await meetingOf(c.meetingId);
      const answers = await checkAnswersOf(m, await housesOf(m, c.ownerKey, lang));
      if (answers.size === 0) throw new Refusal('ownerVote.noPhone');
      const check = typeof body.check === 'string' ? body.check.trim().toUpperCase() : '';
      if (!answers.has(check)) {
        await fail(ip, c.id);
        // Counted in the database, so concurrent tries cannot exceed the limit.
        const [row] = await db.$queryRaw<{ failedAttempts: number }[]>`UPDATE vote_credential SET "failedAttempts" = "failedAttempts" + 1, status = CASE WHEN "failedAttempts" + 1 >= ${MAX_CHECKS} THEN ${CREDENTIAL_STATUS.locked} ELSE status END, "updateTime" = now() WHERE id = ${c.id} RETURNING "failedAttempts"`;
        const used = row?.failedAttempts ?? MAX_CHECKS;
        // This try locked it (the count passes the limit exactly once): the metrics' credential locks.
        if (used === MAX_CHECKS) credentialLocks.inc();
        // The staff's credential list shows the attempts and the lock live (credential-live.ts).
        publishCredentialChange(db, c.meetingId, used >= MAX_CHECKS ? 'lock' : 'failed');
        if (used >= MAX_CHECKS) throw new Refusal('ownerVote.locked');
        throw new Refusal('ownerVote.badCheck', { left: MAX_CHECKS - used });
      }
      device = randomBytes(32).toString('base64url');
      // Bound once: of two first confirmations at the same moment only one binds.
      const bound = await db.voteCredential.updateMany({ where: { id: c.id, deviceHash: null, status: CREDENTIAL_STATUS.active }, data: { deviceHash: hashOf(device), usedAt: new Date(), failedAttempts: 0 } });
      if (bound.count !== 1) throw new Refusal('ownerVote.otherDevice');
      publishCredentialChange(db, c.meetingId, 'bind');
    }
    return { token: await sign(c.id, c.meetingId), expiresIn: SESSION_SECONDS, ...(device ? { device } : {}), state: await stateOf(c, lang) };
  }

  async function cast(req: IncomingMessage, body: Record<string, unknown>, ip: string, lang: Lang) {
    const c = await session(req);
    const votes = Array.isArray(body.votes) ? body.votes : [];
    if (votes.length === 0) throw new Refusal('ownerVote.incomplete');
    if (votes.length > 500 || votes.some((v) => !v || typeof v !== 'object' || Array.isArray(v))) throw new Refusal('ownerVote.incomplete');
    const input = (votes as Record<string, unknown>[]).map((o) => ({ itemId: Number(o.itemId), houseId: c.houseId, result: o.result as VoteChoice }));
    if (input.some((v) => !Number.isInteger(v.itemId))) throw new Refusal('ownerVote.incomplete');
    // The choice as sent, judged like a paper ballot's (vote-choice.ts): null, "", false or "1" is no choice, never 同意.
    if (input.some((v) => !isVoteChoice(v.result))) throw new Refusal(BAD_CHOICE_MESSAGE, { field: CHOICE_FIELD });
    const m = await meetingOf(c.meetingId);
    // Not yet open (says when, in the owner's language and time zone) or ended: owner-state.ts.
    refuseUnlessOpen(m, lang, timeZoneOf(req.headers['time-zone']));
    let unit: ReturnType<typeof openUnit> | undefined;
    const ctx = ownerCtx(db, lang, ip);
    try {
      await db.$transaction(
        async (raw) => {
          const tx = joinable(raw as unknown as Db);
          ctx.db = tx;
          unit = openUnit(tx);
          await castVotesIn(ctx, m, input, 'online');
          // The owner's last vote on the staff's credential list, pushed after the commit (credential-live.ts).
          publishCredentialChange(tx, m.id, 'vote');
        },
        { timeout: 30_000, maxWait: 10_000 },
      );
    } catch (err) {
      unit?.discard();
      throw err;
    } finally {
      // The live push after the commit reads outside the finished transaction (as audit/unit-of-work.ts does).
      ctx.db = db;
    }
    await unit!.commit();
    const state = await stateOf(c, lang);
    const latest = state.ballots.filter((b) => b.channel === 'online' && b.seq !== null).sort((a, b) => b.seq! - a.seq!)[0];
    return { receipt: latest?.hash?.slice(0, 16) ?? null, state };
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
      applySecurityHeaders(res, 'api');
      const lang = parseLang(typeof req.headers.language === 'string' ? req.headers.language : null);
      try {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) throw new Refusal('ownerVote.session', {}, 405);
        let body: Record<string, unknown> = {};
        const text = await readBodyText(req, BODY_LIMIT);
        if (text) {
          const parsed = JSON.parse(text);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed;
          // Text that cannot be stored (NUL, lone surrogates) and over-deep values: 1001, as everywhere (kernel/text-input.ts).
          assertInput(body);
        }
        if (path === '/vote/api/file') {
          const c = await session(req);
          const m = await db.meetingInfo.findUniqueOrThrow({ where: { id: c.meetingId }, select: { id: true, name: true, files: true } });
          return await sendOwnerDocument(db, files, m, body.id, req, res);
        }
        let data: unknown;
        if (path === '/vote/api/open') data = await open(body, ip, lang);
        else if (path === '/vote/api/state') data = await stateOf(await session(req), lang);
        else if (path === '/vote/api/cast') data = await cast(req, body, ip, lang);
        else throw new Refusal('ownerVote.session', {}, 404);
        send(res, 200, { code: 1000, message: 'success', data });
      } catch (err) {
        if (err instanceof Refusal) return send(res, err.status, { code: 1001, message: translate(lang, err.key, err.params) });
        if (err instanceof AppError) return send(res, 200, { code: err.code ?? 1001, message: translate(lang, err.key, err.params) });
        if (err instanceof SyntaxError) return send(res, 400, { code: 1001, message: translate(lang, 'ownerVote.incomplete') });
        console.error('[owner-ballot]', err);
        send(res, 500, { code: 1001, message: translate(lang, 'server.error') });
      }
    },
  };
}
