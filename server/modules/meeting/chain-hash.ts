/**
 * The hashes of a meeting's ballot record (its canonical form and check:
 * core/ballot-record.ts): SHA-256 through node:crypto, which the pure core
 * leaves to its callers. Event n's hash = SHA-256(hash of event n-1 +
 * canonical JSON of event n); an owner (or a proxy's ID number) stands in
 * the chain as SHA-256 of meetingId + ':' + the owner key (the number).
 */
import { createHash } from 'node:crypto';
import { canonical, digestText, linkText, type ChainEvent, type EventPayload } from '../../core/ballot-record.ts';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function chainHash(prevHash: string, payload: string): string {
  return sha256(linkText(prevHash, payload));
}

/** The digest that stands for an owner in the chain (see the header). */
export function ownerDigest(meetingId: number, ownerKey: string | null): string | null {
  return ownerKey === null ? null : sha256(digestText(meetingId, ownerKey));
}

/** The digest that stands for a proxy's ID number in the chain (salted with the meeting like an owner's). */
export function idCardDigest(meetingId: number, idCard: string): string {
  return sha256(digestText(meetingId, idCard));
}

/** Events to append after `head` (seq continuing from `lastSeq`). */
export function linkEvents(lastSeq: number, head: string, payloads: readonly EventPayload[]): ChainEvent[] {
  const out: ChainEvent[] = [];
  let prev = head;
  payloads.forEach((p, i) => {
    const payload = canonical(p);
    const hash = chainHash(prev, payload);
    out.push({ seq: lastSeq + i + 1, kind: p.kind, payload, prevHash: prev, hash });
    prev = hash;
  });
  return out;
}

