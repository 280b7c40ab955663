/**
 * The owner's session token (docs/owner-voting.md): a JWT signed with a key
 * of its own, derived from the server's secret for this purpose only, so a
 * staff token never opens a ballot, nor a ballot token a staff session. It
 * carries only the credential's id and its meeting, and lasts 15 minutes;
 * every request reads the credential again, so a reissued or locked
 * credential ends its sessions at once.
 */
import type { IncomingMessage } from 'node:http';
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../kernel/context.ts';
import { CREDENTIAL_STATUS } from '../modules/meeting/credential-owners.ts';
import { OwnerRefusal } from './refusal.ts';
import { isDatabaseUnavailable } from '../kernel/errors.ts';

export const SESSION_SECONDS = 15 * 60;

export type SessionTokens = ReturnType<typeof sessionTokens>;

export function sessionTokens(db: Db, secret: string) {
  // A key of its own: a staff token never opens a ballot, nor a ballot token a staff session.
  const key = createHmac('sha256', secret).update('owner-ballot-session').digest();

  const sign = (credentialId: number, meetingId: number) =>
    new SignJWT({ typ: 'ballot', mid: meetingId }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(credentialId)).setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1000) + SESSION_SECONDS).sign(key);

  /** The credential of the request's session (Authorization: Bearer …), or a 401 refusal. */
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
    } catch (err) {
      // The database away is no bad session: the owner keeps the page and retries (owner-ballot.ts answers 503).
      if (isDatabaseUnavailable(err)) throw err;
      throw new OwnerRefusal('ownerVote.session', {}, 401);
    }
  }

  return { sign, session };
}
