/** Paper ballots waiting to be saved, and the batch (voteRecordBatch's votes) they make. */
import { ruleProblem } from '@core/field-rules.ts';

/** A ballot's choice: declared once, with the server (vote-choice.ts). */
export type { VoteChoice as VoteResult } from '@core/vote-choice.ts';
import type { VoteChoice as VoteResult } from '@core/vote-choice.ts';

/** A ballot cast by a proxy (docs/assembly-rules.md): name, ID number and the uploaded letter of authorisation. */
export interface Proxy {
  name: string;
  idCard: string;
  document: string;
}

export interface Participant {
  houseId: number;
  ownerName: string | null;
  phone: string | null;
  buildingNo: string | null;
  unitNo: string | null;
  houseNo: string | null;
  privateArea: string | null;
}

/** One paper ballot: a house, a result per item, and the photo of the sheet. */
export interface PaperBallot {
  houseId: number;
  /** itemId → result */
  results: Record<number, VoteResult>;
  photo: string;
  /** Cast by a proxy (absent when the owner cast it). */
  proxy?: Proxy | null;
}

export interface BatchVote {
  itemId: number;
  houseId: number;
  result: VoteResult;
  images?: string[];
  proxyName?: string;
  proxyIdCard?: string;
  proxyDocument?: string;
}

/**
 * What is wrong with a proxy before the server would refuse it (a message
 * id), or null: all three parts are needed, the ID number by the same
 * resident-ID rule the server applies.
 */
export function proxyProblem(proxy: Proxy): string | null {
  if (!proxy.name.trim()) return 'meeting.ballot.proxy.needName';
  if (!proxy.idCard.trim()) return 'meeting.ballot.proxy.needIdCard';
  if (ruleProblem({ kind: 'format', format: 'idCard' }, proxy.idCard.trim())) return 'meeting.ballot.proxy.badIdCard';
  if (!proxy.document.trim()) return 'meeting.ballot.proxy.needDocument';
  return null;
}

/** A house as people read it: building-unit-house and the owner. */
export function houseLabel(p: Pick<Participant, 'buildingNo' | 'unitNo' | 'houseNo' | 'ownerName'>): string {
  const address = [p.buildingNo, p.unitNo, p.houseNo].filter((x) => x != null && x !== '').join('-');
  return p.ownerName ? `${address} ${p.ownerName}` : address;
}

/** Whether a participant matches a search (address, owner, phone). */
export function matchesParticipant(p: Participant, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [houseLabel(p), p.phone ?? '', [p.buildingNo, p.unitNo, p.houseNo].join('')].some((s) => s.toLowerCase().includes(q));
}

/** Items the ballot has no result for yet. */
export function missingItems(ballot: Pick<PaperBallot, 'results'>, itemIds: readonly number[]): number[] {
  return itemIds.filter((id) => ballot.results[id] === undefined);
}

/**
 * How many candidates the ballot agrees with when that is more than the
 * seats (an over-voted election ballot is void, and the server refuses it),
 * else null. `candidateItems` are the items that stand for candidates.
 */
export function overVoted(ballot: Pick<PaperBallot, 'results'>, candidateItems: readonly number[], seats: number | null | undefined): number | null {
  if (seats == null) return null;
  const agreed = candidateItems.filter((id) => ballot.results[id] === 0).length;
  return agreed > seats ? agreed : null;
}

/**
 * Adds a ballot to the pending list: a second ballot of the same house
 * replaces the first (the owner's later vote counts anyway).
 */
export function addBallot(list: readonly PaperBallot[], ballot: PaperBallot): PaperBallot[] {
  return [...list.filter((b) => b.houseId !== ballot.houseId), ballot];
}

/** The votes of a batch: one per ballot and item, in the order entered; the photo goes with each. */
export function buildBatch(ballots: readonly PaperBallot[], itemIds: readonly number[]): BatchVote[] {
  const votes: BatchVote[] = [];
  for (const b of ballots) {
    for (const itemId of itemIds) {
      const result = b.results[itemId];
      if (result === undefined) continue;
      const photo = b.photo.trim();
      const vote: BatchVote = photo ? { itemId, houseId: b.houseId, result, images: [photo] } : { itemId, houseId: b.houseId, result };
      if (b.proxy) Object.assign(vote, { proxyName: b.proxy.name.trim(), proxyIdCard: b.proxy.idCard.trim(), proxyDocument: b.proxy.document.trim() });
      votes.push(vote);
    }
  }
  return votes;
}
