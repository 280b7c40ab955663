/**
 * Who holds a voting credential and in what state: the credential statuses
 * and the owners of a frozen electorate (one per owner key, with every house
 * they hold). Shared by the issuing (credentials.ts), the staff's list
 * (credential-list.ts) and the owners' web API (owner-web/), which is why it
 * sits below all three.
 */
import type { Participant } from './voting-state.ts';

export const CREDENTIAL_STATUS = { active: 0, revoked: 1, locked: 2 } as const;

/** The owners of a meeting's frozen electorate: one entry per owner key, with every house they hold. */
export function ownersOf(participants: readonly Participant[]): { ownerKey: string; houses: Participant[] }[] {
  const byOwner = new Map<string, Participant[]>();
  for (const p of participants) byOwner.set(p.ownerKey, [...(byOwner.get(p.ownerKey) ?? []), p]);
  return [...byOwner].map(([ownerKey, houses]) => ({ ownerKey, houses }));
}
