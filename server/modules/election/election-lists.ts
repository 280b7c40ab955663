/**
 * When an election's lists close. The stage guards check the working group
 * when the meeting leaves 改选小组 (stage 2) and the candidates (as many as
 * the seats for 等额, more for 差额) when it leaves 候选 (stage 4); the ballot
 * is made from the approved candidates when voting opens and counted against
 * the seats. A change after that would count another election than the one
 * announced and checked, so from then on the lists, the seats, the election
 * type and the election's meeting are fixed: adding, editing, deleting or
 * reviewing an entry, or changing them, is refused.
 */
import { AppError } from '../../kernel/errors.ts';
import type { EntityHooks } from '../../crud/entity.ts';
import { delegate, type ModelDelegate, type Tx } from '../../crud/tx.ts';
import { RELATION_ELECTION } from '../../core/stages.ts';

/** The two reviewed lists of an election: its candidates and its re-election working group. */
export type Target = 'candidate' | 'group';

/** The last stage in which each list may still change. */
export const LIST_OPEN_UNTIL: Record<Target, number> = { group: 2, candidate: 4 };

/** The table of a list. */
/** The table of a list (candidates and groups share the columns the lists' rules read). */
export function listTable(db: Tx, target: Target): ModelDelegate {
  return delegate(db, target === 'candidate' ? 'ElectionCandidate' : 'ElectionGroup');
}

/** Refuses when the meeting has left the stage in which the list may change. */
export async function assertListOpen(tx: Tx, target: Target, meetingId: number | null | undefined): Promise<void> {
  if (!meetingId) return;
  const m = await tx.meetingInfo.findUnique({ where: { id: meetingId }, select: { status: true } });
  if (m && m.status > LIST_OPEN_UNTIL[target]) throw new AppError(target === 'candidate' ? 'election.candidatesFixed' : 'election.groupFixed');
}

/** The write and delete guards of a list's entity (candidates or working-group members). */
export function listHooks(target: Target): EntityHooks {
  return {
    async beforeWrite(_ctx, tx, data, mode, input) {
      // The meeting the entry belongs to, and the one it would move to.
      if (mode === 'update') {
        const row = await listTable(tx, target).findUnique({ where: { id: Number(input.id) }, select: { meetingId: true } });
        await assertListOpen(tx, target, row?.meetingId as number | null | undefined);
      }
      if (data.meetingId !== undefined) await assertListOpen(tx, target, data.meetingId);
    },
    async beforeDelete(_ctx, tx, ids) {
      const rows = (await listTable(tx, target).findMany({ where: { id: { in: ids } }, select: { meetingId: true } })) as { meetingId: number | null }[];
      for (const r of rows) await assertListOpen(tx, target, r.meetingId);
    },
    // An entry deleted while the list was open does not come back into a closed one.
    async beforeRestore(_ctx, tx, rows) {
      for (const r of rows) await assertListOpen(tx, target, r.meetingId);
    },
  };
}

/** The meetings an election is counted in: the one it names, and those naming it as their related election. */
async function meetingsOfElection(tx: Tx, election: { id: number; meetingId: number | null }): Promise<number[]> {
  const related = await tx.meetingInfo.findMany({ where: { relationType: RELATION_ELECTION, relationId: election.id }, select: { id: true } });
  return [...(election.meetingId ? [election.meetingId] : []), ...related.map((m) => m.id)];
}

/**
 * Refuses deleting an election, or restoring a deleted one, once a meeting
 * it is counted in has closed its candidate list: the seats the ballot and
 * the count use would go, or change.
 */
export async function assertElectionsRemovable(tx: Tx, elections: { id: number; meetingId: number | null }[]): Promise<void> {
  for (const e of elections) {
    const closed = await tx.meetingInfo.findFirst({ where: { id: { in: await meetingsOfElection(tx, e) }, status: { gt: LIST_OPEN_UNTIL.candidate } }, select: { id: true } });
    if (closed) throw new AppError('election.removeFixed');
  }
}

/** Refuses a change of an election's seats, type or meeting once the candidate list has closed. */
export async function assertElectionOpen(tx: Tx, electionId: number, data: Record<string, unknown>): Promise<void> {
  const current = await tx.electionInfo.findUnique({ where: { id: electionId }, select: { id: true, meetingId: true, memberCount: true, type: true } });
  if (!current) return;
  const changes =
    (data.memberCount !== undefined && data.memberCount !== current.memberCount) ||
    (data.type !== undefined && data.type !== current.type) ||
    (data.meetingId !== undefined && data.meetingId !== current.meetingId);
  if (!changes) return;
  const ids = [...(await meetingsOfElection(tx, current)), ...(typeof data.meetingId === 'number' ? [data.meetingId] : [])];
  const closed = await tx.meetingInfo.findFirst({ where: { id: { in: ids }, status: { gt: LIST_OPEN_UNTIL.candidate } }, select: { id: true } });
  if (closed) throw new AppError('election.seatsFixed');
}
