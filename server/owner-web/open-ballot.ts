/**
 * `POST /vote/api/open {code, check?, device?}` (owner-ballot.ts): the code
 * (modules/meeting/credentials.ts) and, the first time, the last four digits
 * of the owner's registered phone; answers a session token (session-token.ts),
 * the device key the page keeps (first time only: the credential is bound to
 * that device from then on) and the state. Wrong codes, checks and device
 * keys count against the address (30 per 15 minutes, in the failure table
 * every server process sees) as the ownerCode throttle — never against staff
 * logins (auth/failure-window.ts); wrong checks also count against the
 * credential, locked at 5 (not a time window: a device key cannot be
 * guessed, and a window per credential would let anyone holding the code
 * keep its owner out).
 */
import { randomBytes } from 'node:crypto';
import { failureWait, recordFailure, THROTTLES } from '../auth/failure-window.ts';
import type { Db } from '../kernel/context.ts';
import type { Lang } from '../kernel/i18n/messages.ts';
import { credentialLocks } from '../kernel/metrics.ts';
import type { Meeting } from '../modules/meeting/meeting-flow.ts';
import type { Participant } from '../modules/meeting/voting-state.ts';
import { CREDENTIAL_STATUS } from '../modules/meeting/credential-owners.ts';
import { hashOf, normaliseCode } from '../modules/meeting/credentials.ts';
import { publishCredentialChange } from '../modules/meeting/credential-events.ts';
import { OwnerRefusal } from './refusal.ts';
import { housesOf, meetingOf, stateOf, type OwnerWeb } from './owner-reads.ts';
import { SESSION_SECONDS } from './session-token.ts';

const MAX_CHECKS = 5;
const ADDRESS_WINDOW_MS = 15 * 60_000;
/** Wrong codes, confirmations and device keys from one address (all credentials) before it waits. */
const MAX_ADDRESS_FAILURES = 30;

/** How the ownerCode throttle names a credential's failures. */
const credentialName = (id: number) => `credential:${id}`;

// The ownerCode throttle (auth/failure-window.ts): it counts only the owner page's failures, so an address's
// wrong codes never block staff logins from it (an office, a housing estate), nor staff failures the owners.
const addressWait = (db: Db, ip: string) => failureWait(db, THROTTLES.ownerCode, [{ where: { ip }, limit: MAX_ADDRESS_FAILURES }], ADDRESS_WINDOW_MS);
/** A failure against the address, recorded with the credential it named ('code' when it named none). */
const fail = (db: Db, ip: string, credentialId: number | null) => recordFailure(db, THROTTLES.ownerCode, credentialId === null ? 'code' : credentialName(credentialId), ip);

/**
 * What confirms the owner: the last four digits of a registered phone of
 * their houses, or the last six characters of the ID number of a resident
 * record with the owner's name living in one of those houses (for owners
 * without a phone). Both come from records staff keep; neither is shown.
 */
async function checkAnswersOf(db: Db, m: Meeting, houses: Participant[]): Promise<Set<string>> {
  const answers = new Set(houses.map((h) => (h.phone ?? '').replace(/\D/g, '')).filter((p) => p.length >= 4).map((p) => p.slice(-4)));
  const names = [...new Set(houses.map((h) => h.ownerName?.trim()).filter((n): n is string => !!n))];
  if (names.length === 0) return answers;
  const houseIds = new Set(houses.map((h) => h.houseId));
  // Living in one of the houses: a link of resident_house.
  const residents = await db.residentInfo.findMany({
    where: { areaId: m.areaId, name: { in: names }, status: 0, idCard: { not: null }, houses: { some: { houseId: { in: [...houseIds] } } } },
    select: { idCard: true },
  });
  for (const r of residents) {
    const card = (r.idCard ?? '').replace(/\s/g, '').toUpperCase();
    if (card.length >= 6) answers.add(card.slice(-6));
  }
  return answers;
}

/**
 * The first opening of a credential: the owner confirms with the last four
 * digits of a registered phone (or six of an ID number); a wrong answer
 * counts against the address and the credential, locked at MAX_CHECKS.
 */
async function confirmOwner(web: OwnerWeb, c: { id: number; meetingId: number; ownerKey: string }, body: Record<string, unknown>, ip: string, lang: Lang): Promise<void> {
  const { db } = web;
  const m = await meetingOf(web, c.meetingId);
  const answers = await checkAnswersOf(db, m, await housesOf(web, m, c.ownerKey, lang));
  if (answers.size === 0) throw new OwnerRefusal('ownerVote.noPhone');
  const check = typeof body.check === 'string' ? body.check.trim().toUpperCase() : '';
  if (!answers.has(check)) {
    await fail(db, ip, c.id);
    // Counted in the database, so concurrent tries cannot exceed the limit.
    const [row] = await db.$queryRaw<{ failedAttempts: number }[]>`UPDATE vote_credential SET "failedAttempts" = "failedAttempts" + 1, status = CASE WHEN "failedAttempts" + 1 >= ${MAX_CHECKS} THEN ${CREDENTIAL_STATUS.locked} ELSE status END, "updateTime" = now() WHERE id = ${c.id} RETURNING "failedAttempts"`;
    const used = row?.failedAttempts ?? MAX_CHECKS;
    // This try locked it (the count passes the limit exactly once): the metrics' credential locks.
    if (used === MAX_CHECKS) credentialLocks.inc();
    // The staff's credential list shows the attempts and the lock live (credential-live.ts).
    publishCredentialChange(db, c.meetingId, used >= MAX_CHECKS ? 'lock' : 'failed');
    if (used >= MAX_CHECKS) throw new OwnerRefusal('ownerVote.locked');
    throw new OwnerRefusal('ownerVote.badCheck', { left: MAX_CHECKS - used });
  }
}

export async function openBallot(web: OwnerWeb, body: Record<string, unknown>, ip: string, lang: Lang) {
  const { db } = web;
  const wait = await addressWait(db, ip);
  if (wait > 0) throw new OwnerRefusal('ownerVote.tooManyTries', { seconds: wait }, 429);
  const code = normaliseCode(body.code);
  const c = code ? await db.voteCredential.findUnique({ where: { codeHash: hashOf(code) } }) : null;
  if (!c) {
    await fail(db, ip, null);
    throw new OwnerRefusal('ownerVote.badCode');
  }
  if (c.status === CREDENTIAL_STATUS.revoked) throw new OwnerRefusal('ownerVote.revoked');
  if (c.status === CREDENTIAL_STATUS.locked) throw new OwnerRefusal('ownerVote.locked');
  let device: string | undefined;
  if (c.deviceHash) {
    if (typeof body.device !== 'string' || hashOf(body.device) !== c.deviceHash) {
      await fail(db, ip, c.id);
      throw new OwnerRefusal('ownerVote.otherDevice');
    }
  } else {
    await confirmOwner(web, c, body, ip, lang);
    device = randomBytes(32).toString('base64url');
    // Bound once: of two first confirmations at the same moment only one binds.
    const bound = await db.voteCredential.updateMany({ where: { id: c.id, deviceHash: null, status: CREDENTIAL_STATUS.active }, data: { deviceHash: hashOf(device), usedAt: new Date(), failedAttempts: 0 } });
    if (bound.count !== 1) throw new OwnerRefusal('ownerVote.otherDevice');
    publishCredentialChange(db, c.meetingId, 'bind');
  }
  return { token: await web.tokens.sign(c.id, c.meetingId), expiresIn: SESSION_SECONDS, ...(device ? { device } : {}), state: await stateOf(web, c, lang) };
}
