/**
 * What changes a meeting's credential list (credential-list.ts), published
 * on the event bus once the change is committed, so the staff's tab 投票凭证
 * follows it live (credential-live.ts, docs/owner-voting.md "The staff's
 * credential list"). The event says only what happened and when — never an
 * owner, a code or a digest: the tab reads its rows again through the list
 * query, under the reader's own permission, scope and masks.
 */
import { afterCommit } from '../../kernel/unit-of-work.ts';
import { pubsub } from '../../realtime/pubsub.ts';

/** What happened to a credential of the meeting. */
export const CREDENTIAL_CHANGES = [
  /** Credentials issued (credentials.ts issueCredentials). */
  'issue',
  /** Credentials killed and issued again (reissueCredential; also how a locked one is unlocked). */
  'reissue',
  /** An owner confirmed and bound a device (owner-ballot.ts open). */
  'bind',
  /** An owner voted online (owner-ballot.ts cast). */
  'vote',
  /** A wrong confirmation counted against a credential (its failed attempts changed). */
  'failed',
  /** A credential locked after too many wrong confirmations. */
  'lock',
] as const;
export type CredentialChangeReason = (typeof CREDENTIAL_CHANGES)[number];

/**
 * Publishes a change of the meeting's credentials after the commit of `db`'s
 * transaction (at once for the base client: the owner page writes outside a
 * unit of work). The answer waits for the event to reach the other server
 * processes (kernel/unit-of-work.ts).
 */
export function publishCredentialChange(db: object, meetingId: number, reason: CredentialChangeReason): void {
  afterCommit(db, () => pubsub.publish('meetingCredentials', meetingId, { meetingId, reason, at: new Date().toISOString() }));
}
