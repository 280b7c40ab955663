/**
 * What the ballot record states about a meeting besides its ballots, and how
 * the meeting's stored data is compared with it (docs/ballot-record.md
 * "What the chain covers"). Pure: the server builds the statements when
 * voting opens and at every count (ballot-chain.ts) and compares the
 * database with them (verifyBallots, the announcements); the offline check of
 * a vote table (verify-table.ts) reads the same statements from the file.
 *
 * - `opened`: the electorate frozen in meeting.joins (each house's id,
 *   printed label, exclusive area and owner digest — never the owner key,
 *   which holds the phone), the assembly rules frozen in
 *   meeting.assemblyRules, each vote item (id, name, SHA-256 of its text,
 *   pass rule, candidate) and an election's seats;
 * - `extended`: the frozen rules as an extension leaves them;
 * - `counted`: each item's result, frozen count, printed shares and verdict,
 *   and an election's outcome (seats, elected, draws with their seeds).
 */
import { canonical, type Break, type ElectionResultStatement, type ElectorateEntry, type ItemStatement, type ResultStatement } from '../../core/ballot-record.ts';
import { ownerDigest, sha256 } from './chain-hash.ts';
import { formatHundredths, ownerKey, toHundredths, type HouseShare } from '../../core/counting.ts';
import { sharesOf, verdictOf, type RuledCount } from '../../core/ruled-count.ts';

/** A participant as frozen in meeting.joins (the columns the statements read). */
export interface FrozenHouse extends HouseShare {
  buildingNo?: string | null;
  unitNo?: string | null;
  houseNo?: string | null;
  /** The owner key stored with the freeze (castVotes tags ballots with it). */
  ownerKey?: string | null;
}

/** A vote item's columns the `opened` statement states. */
export interface ItemColumns {
  id: number;
  name: string;
  description: string | null;
  passRule: string | null;
  candidateId: number | null;
}

/** The area as the chain states it: two decimals (an unreadable one is stated as written, so that it still differs). */
function areaText(value: HouseShare['privateArea']): string {
  try {
    return formatHundredths(toHundredths(value));
  } catch {
    return String(value);
  }
}

/** A frozen house as the `opened` event states it. */
export function electorateEntry(meetingId: number, h: FrozenHouse): ElectorateEntry {
  return {
    house: h.houseId,
    building: h.buildingNo ?? null,
    unit: h.unitNo ?? null,
    no: h.houseNo ?? null,
    area: areaText(h.privateArea),
    owner: ownerDigest(meetingId, ownerKey(h)),
  };
}

/** A vote item as the `opened` event states it (rule: the pass rule the count applies for the stored one). */
export function itemStatement(i: ItemColumns, ruleOf: (passRule: string | null) => string): ItemStatement {
  return { id: i.id, name: i.name, description: i.description === null ? null : sha256(i.description), passRule: i.passRule, rule: ruleOf(i.passRule), candidate: i.candidateId };
}

/** An item's frozen result as the `counted` event states it. */
export function resultStatement(id: number, result: number, count: RuledCount): ResultStatement {
  return { id, result, verdict: verdictOf(count), count: count as unknown as Record<string, unknown>, shares: sharesOf(count) as unknown as Record<string, string> };
}

/** An election's outcome as the `counted` event states it. */
export function electionStatement(e: { seats: number; elected: number[]; emptySeats: number; draws: unknown[] }): ElectionResultStatement {
  return { seats: e.seats, elected: e.elected, emptySeats: e.emptySeats, draws: e.draws };
}

const same = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

/** The keys of two objects whose values differ (canonical comparison), sorted. */
export function differingKeys(want: Record<string, unknown> | null | undefined, got: Record<string, unknown> | null | undefined): string[] {
  const keys = new Set([...Object.keys(want ?? {}), ...Object.keys(got ?? {})]);
  return [...keys].filter((k) => !same(want?.[k], got?.[k])).sort();
}

/**
 * The frozen electorate against the `opened` statement: each house stated
 * and still frozen with the same label, area and owner (both the owner the
 * count groups by and the stored key the ballots carry); houses dropped from
 * or added to the freeze.
 */
export function compareElectorate(meetingId: number, stated: readonly ElectorateEntry[], joins: unknown, seq: number): Break[] {
  const frozen = Array.isArray(joins) ? (joins as FrozenHouse[]) : [];
  const want = new Map(stated.map((e) => [e.house, e]));
  const out: Break[] = [];
  const seen = new Set<number>();
  for (const h of frozen) {
    const houseId = Number(h?.houseId);
    const e = want.get(houseId);
    if (!e) {
      out.push({ recordId: null, seq, reason: 'electorateAdded', subject: Number.isFinite(houseId) ? houseId : null });
      continue;
    }
    seen.add(houseId);
    const got = electorateEntry(meetingId, h);
    const fields = differingKeys(e as unknown as Record<string, unknown>, got as unknown as Record<string, unknown>).map((f) => (f === 'no' ? 'houseNo' : f === 'building' ? 'buildingNo' : f === 'unit' ? 'unitNo' : f));
    // The key stored with the freeze tags the ballots; it must be the owner the count groups the house by.
    if (!fields.includes('owner') && h.ownerKey !== undefined && ownerDigest(meetingId, h.ownerKey ?? null) !== e.owner) fields.push('ownerKey');
    if (fields.length) out.push({ recordId: null, seq, reason: 'electorate', subject: houseId, fields });
  }
  for (const e of stated) if (!seen.has(e.house)) out.push({ recordId: null, seq, reason: 'electorateMissing', subject: e.house });
  return out;
}

/** The frozen assembly rules against the rules last stated (by `opened` or an `extended`). */
export function compareRules(stated: Record<string, unknown>, frozen: unknown, seq: number): Break[] {
  const got = frozen && typeof frozen === 'object' && !Array.isArray(frozen) ? (frozen as Record<string, unknown>) : null;
  const fields = differingKeys(stated, got);
  return fields.length ? [{ recordId: null, seq, reason: 'rules', fields }] : [];
}

/** The vote items against the `opened` statement: name, text, pass rule and candidate as they were; none added or removed. */
export function compareItems(stated: readonly ItemStatement[], items: readonly ItemColumns[], ruleOf: (passRule: string | null) => string, seq: number): Break[] {
  const want = new Map(stated.map((i) => [i.id, i]));
  const out: Break[] = [];
  for (const i of items) {
    const s = want.get(i.id);
    if (!s) {
      out.push({ recordId: null, seq, reason: 'itemAdded', subject: i.id });
      continue;
    }
    want.delete(i.id);
    // Named by column: a changed pass rule once (the rule applied follows from it), the candidate as candidateId.
    const keys = differingKeys(s as unknown as Record<string, unknown>, itemStatement(i, ruleOf) as unknown as Record<string, unknown>);
    const fields = [...new Set(keys.map((f) => (f === 'rule' ? 'passRule' : f === 'candidate' ? 'candidateId' : f)))];
    if (fields.length) out.push({ recordId: null, seq, reason: 'item', subject: i.id, fields });
  }
  for (const id of want.keys()) out.push({ recordId: null, seq, reason: 'itemMissing', subject: id });
  return out;
}

/** A stored item result (vote_item.result and count). */
export interface StoredResult {
  id: number;
  result: number | null;
  count: unknown;
}

/**
 * The stored results against the last `counted` statement: each item's
 * result and every figure of its count as the chain states them; an item the
 * count does not state but which holds a result, or one it states that is gone.
 */
export function compareResults(stated: readonly ResultStatement[], items: readonly StoredResult[], seq: number): Break[] {
  const want = new Map(stated.map((r) => [r.id, r]));
  const out: Break[] = [];
  for (const i of items) {
    const s = want.get(i.id);
    want.delete(i.id);
    if (!s) {
      if (i.result !== null || i.count !== null) out.push({ recordId: null, seq, reason: 'resultMissing', subject: i.id });
      continue;
    }
    const fields: string[] = [];
    if (s.result !== i.result) fields.push('result');
    const count = i.count && typeof i.count === 'object' && !Array.isArray(i.count) ? (i.count as Record<string, unknown>) : null;
    fields.push(...differingKeys(s.count, count).map((k) => `count.${k}`));
    if (fields.length) out.push({ recordId: null, seq, reason: 'result', subject: i.id, fields });
  }
  for (const id of want.keys()) out.push({ recordId: null, seq, reason: 'resultMissing', subject: id });
  return out;
}

/** An election's stored outcome (meeting.election) against the last `counted` statement. */
export function compareElection(stated: ElectionResultStatement | null, stored: unknown, seq: number): Break[] {
  if (!stated) return [];
  const e = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const fields = (['seats', 'elected', 'emptySeats', 'draws'] as const).filter((k) => !same(stated[k], e[k]));
  return fields.length ? [{ recordId: null, seq, reason: 'election', fields: [...fields] }] : [];
}
