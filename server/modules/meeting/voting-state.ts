/**
 * The live state of meetings' votes, kept by each server process so that a
 * vote costs the live panel almost nothing:
 *
 * - the **electorate** of a meeting (its participants frozen when voting
 *   opened, grouped into owners) and its items are read and grouped once:
 *   both never change after the ballot box opened (items are refused
 *   changes from then on). Kept per meeting under the box's `openedAt`, so a
 *   freeze that was rolled back can never be mistaken for the real one;
 * - the **tally** (each owner's current choice on each item) is folded from
 *   the vote records in id order: only the records after the last one
 *   folded are read. A later record of an owner on an item replaces the
 *   earlier one, exactly as castVotes marks it (replacedAt). Folding in id
 *   order is exact because votes of one meeting are written under the
 *   meeting's row lock (castVotes): a record becomes visible only after every
 *   record with a smaller id of the same meeting. Never fold inside a
 *   transaction that wrote votes (castVotes pushes after its commit);
 * - **pushes** are coalesced per meeting: while a snapshot is being computed
 *   and published, further votes ask for one more round, not one each.
 *
 * The official count (entering 统计, the vote table) does not use this
 * state: it reads the current ballots afresh (meeting-flow.ts countAndFreeze);
 * tests compare both after many votes.
 * State is per app (keyed by its config object: tests run several apps,
 * on different databases, in one process) and bounded per meeting.
 */
import type { Ctx } from '../../kernel/context.ts';
import { pubsub } from '../../realtime/pubsub.ts';
import { countVotes, electorateOf, participationOf, PASS_RULES, type Electorate, type ItemCount, type PassRule, type VoteResult } from '../../core/counting.ts';
import { VOTING } from '../../core/stages.ts';

/** A participant frozen when voting opened (meeting.joins). */
export interface Participant {
  houseId: number;
  ownerName: string | null;
  phone: string | null;
  privateArea: string | null;
  buildingNo: string | null;
  unitNo: string | null;
  houseNo: string | null;
  ownerKey: string;
}

/** The columns the live state needs of a meeting (joins are read only when not cached). */
export interface MeetingHead {
  id: number;
  status: number;
  vote: unknown;
  joins?: unknown;
}

export interface VotingSnapshot {
  meetingId: number;
  status: number;
  /** The last vote record counted (snapshots of one meeting only move forward in status, then version). */
  version: number;
  items: { itemId: number; name: string; count: ItemCount }[];
  participation: ReturnType<typeof participationOf>;
  at: string;
}

type Item = { id: number; name: string; passRule: string | null };

interface Frozen {
  openedAt: string;
  participants: Participant[];
  electorate: Electorate;
  items: Item[];
}

interface Tally {
  openedAt: string;
  version: number;
  byItem: Map<number, Map<string, VoteResult>>;
}

interface Push {
  again: boolean;
  done: Promise<void>;
}

interface AppVoting {
  frozen: Map<number, Frozen>;
  tallies: Map<number, Tally>;
  pushes: Map<number, Push>;
}

/** Meetings whose state is kept per process (the most recently used). */
const KEPT_MEETINGS = 64;

const apps = new WeakMap<object, AppVoting>();
function stateOf(ctx: Ctx): AppVoting {
  let s = apps.get(ctx.config);
  if (!s) apps.set(ctx.config, (s = { frozen: new Map(), tallies: new Map(), pushes: new Map() }));
  return s;
}

/** Sets key as the most recently used entry, dropping the least recently used beyond the bound. */
function keep<V>(map: Map<number, V>, key: number, value: V): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEPT_MEETINGS) map.delete(map.keys().next().value!);
  return value;
}

export function participantsOf(meeting: { joins?: unknown }): Participant[] {
  return Array.isArray(meeting.joins) ? (meeting.joins as Participant[]) : [];
}

/** The ballot box of a meeting (meeting.vote): when it opened and closed. */
export interface BallotBox {
  openedAt?: string;
  closedAt?: string;
}

export function ballotBoxOf(meeting: { vote: unknown }): BallotBox {
  return meeting.vote && typeof meeting.vote === 'object' && !Array.isArray(meeting.vote) ? (meeting.vote as BallotBox) : {};
}

/** When the ballot box opened ('' before): identifies the freeze of the participants. */
export function openedAtOf(meeting: { vote: unknown }): string {
  const openedAt = ballotBoxOf(meeting).openedAt;
  return typeof openedAt === 'string' ? openedAt : '';
}

export function ruleOf(passRule: string | null): PassRule {
  return PASS_RULES.includes(passRule as PassRule) ? (passRule as PassRule) : 'majority';
}

const ITEM_COLUMNS = { id: true, name: true, passRule: true } as const;

/** A meeting's items in id order; the meetings of a list page ask together (one statement). */
async function itemsOf(ctx: Ctx, meetingId: number): Promise<Item[]> {
  const byMeeting = await ctx.loaders.batch(ctx.db, 'meeting-items', meetingId, async (ids) => {
    const rows = await ctx.db.voteItem.findMany({ where: { meetingId: { in: ids } }, select: { ...ITEM_COLUMNS, meetingId: true }, orderBy: { id: 'asc' } });
    const groups = new Map<number, Item[]>();
    for (const { meetingId: id, ...item } of rows) {
      const list = groups.get(id!);
      if (list) list.push(item);
      else groups.set(id!, [item]);
    }
    return groups;
  });
  return byMeeting ?? [];
}

/** The frozen participants and items of a meeting (nothing is frozen before voting opens). */
async function frozenOf(ctx: Ctx, m: MeetingHead): Promise<Frozen> {
  const openedAt = openedAtOf(m);
  if (m.status < VOTING || !openedAt) {
    const items = await itemsOf(ctx, m.id);
    const participants = participantsOf(m);
    return { openedAt, participants, electorate: electorateOf(participants), items };
  }
  const st = stateOf(ctx);
  const hit = st.frozen.get(m.id);
  if (hit && hit.openedAt === openedAt) return keep(st.frozen, m.id, hit);
  const [row, items] = await Promise.all([
    Array.isArray(m.joins)
      ? { joins: m.joins, vote: m.vote }
      : ctx.loaders.batch(ctx.db, 'meeting-joins', m.id, async (ids) => {
          const rows = await ctx.db.meetingInfo.findMany({ where: { id: { in: ids } }, select: { id: true, joins: true, vote: true } });
          return new Map(rows.map((r) => [r.id, r]));
        }),
    itemsOf(ctx, m.id),
  ]);
  const participants = row ? participantsOf(row) : [];
  const frozen: Frozen = { openedAt, participants, electorate: electorateOf(participants), items };
  // Kept only when the row read is the same freeze as the meeting asked about.
  return row && openedAtOf(row) === openedAt ? keep(st.frozen, m.id, frozen) : frozen;
}

/** The participants of a meeting: frozen when voting opened, none before. */
export async function participantsFor(ctx: Ctx, m: MeetingHead): Promise<Participant[]> {
  if (Array.isArray(m.joins)) return m.joins as Participant[];
  return (await frozenOf(ctx, m)).participants;
}

/** Where each meeting's tally stood when a request's batch of new records was asked for (per request's loaders). */
const tallySince = new WeakMap<object, Map<number, number>>();

/** Each owner's current choice on each item, brought up to date with the records written since the last look. */
async function tallyOf(ctx: Ctx, m: MeetingHead, frozen: Frozen): Promise<Tally> {
  const empty = (): Tally => ({ openedAt: frozen.openedAt, version: 0, byItem: new Map() });
  if (!frozen.openedAt) return empty();
  const st = stateOf(ctx);
  let tally = st.tallies.get(m.id);
  if (!tally || tally.openedAt !== frozen.openedAt) tally = empty();
  keep(st.tallies, m.id, tally);
  const since = tally.version;
  // The meetings of a list page read their new records in one statement, each from where its tally stands.
  let sinceOf = tallySince.get(ctx.loaders);
  if (!sinceOf) tallySince.set(ctx.loaders, (sinceOf = new Map()));
  sinceOf.set(m.id, since);
  const records =
    (await ctx.loaders.batch(ctx.db, 'meeting-records', m.id, async (ids) => {
      const rows = await ctx.db.voteRecord.findMany({
        where: { OR: ids.map((id) => ({ meetingId: id, id: { gt: sinceOf!.get(id) ?? 0 } })) },
        select: { id: true, meetingId: true, itemId: true, houseId: true, result: true },
        orderBy: { id: 'asc' },
      });
      const groups = new Map<number, typeof rows>();
      for (const r of rows) {
        const list = groups.get(r.meetingId);
        if (list) list.push(r);
        else groups.set(r.meetingId, [r]);
      }
      return groups;
    })) ?? [];
  // Another look may have folded some of these meanwhile: fold only what is newer than the tally.
  for (const r of records) {
    if (r.id <= tally.version) continue;
    tally.version = r.id;
    const owner = r.houseId === null ? undefined : frozen.electorate.ownerOfHouse.get(r.houseId);
    if (!owner || (r.result !== 0 && r.result !== 1 && r.result !== 2)) continue;
    let votes = tally.byItem.get(r.itemId);
    if (!votes) tally.byItem.set(r.itemId, (votes = new Map()));
    votes.set(owner, r.result);
  }
  return tally;
}

/** Every item's count and the turnout, as they stand (for the live panel, comm/count/voting and the close of voting). */
export async function votingSnapshot(ctx: Ctx, m: MeetingHead): Promise<VotingSnapshot> {
  const frozen = await frozenOf(ctx, m);
  const tally = await tallyOf(ctx, m, frozen);
  const none = new Map<string, VoteResult>();
  const votesOf = (itemId: number) => tally.byItem.get(itemId) ?? none;
  return {
    meetingId: m.id,
    status: m.status,
    version: tally.version,
    items: frozen.items.map((i) => ({ itemId: i.id, name: i.name, count: countVotes(frozen.electorate, votesOf(i.id), ruleOf(i.passRule)) })),
    participation: participationOf(
      frozen.electorate,
      frozen.items.map((i) => votesOf(i.id)),
    ),
    at: new Date().toISOString(),
  };
}

/** Whether snapshot b may follow snapshot a for a subscriber (never backwards in stage or votes). */
export function isNotOlder(a: Pick<VotingSnapshot, 'status' | 'version'>, b: Pick<VotingSnapshot, 'status' | 'version'>): boolean {
  return b.status > a.status || (b.status === a.status && b.version >= a.version);
}

/** The meeting's snapshot as the database holds it now (its stage read afresh); undefined when the meeting is gone. */
export async function currentVotingSnapshot(ctx: Ctx, meetingId: number): Promise<VotingSnapshot | undefined> {
  const m = await ctx.db.meetingInfo.findUnique({ where: { id: meetingId }, select: { id: true, status: true, vote: true } });
  return m ? votingSnapshot(ctx, m) : undefined;
}

/**
 * Computes the meeting's snapshot and publishes it to its subscribers (of
 * every process). Call after the commit, outside any transaction. Calls
 * during a running push ask it for one more round; every caller's promise
 * settles once a snapshot that includes its change has been published.
 */
export function pushVoting(ctx: Ctx, meetingId: number): Promise<void> {
  const st = stateOf(ctx);
  const running = st.pushes.get(meetingId);
  if (running) {
    running.again = true;
    return running.done;
  }
  const push: Push = { again: true, done: Promise.resolve() };
  st.pushes.set(meetingId, push);
  push.done = (async () => {
    try {
      while (push.again) {
        push.again = false;
        const snapshot = await currentVotingSnapshot(ctx, meetingId);
        if (!snapshot) return;
        await pubsub.publish('meetingVoting', meetingId, snapshot);
      }
    } catch (err) {
      console.error('[voting] could not push the live count of meeting', meetingId, err instanceof Error ? err.message : err);
    } finally {
      st.pushes.delete(meetingId);
    }
  })();
  return push.done;
}
