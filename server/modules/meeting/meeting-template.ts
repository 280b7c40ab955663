/**
 * Documents of a meeting's vote (business/meeting/template): who has not
 * voted yet, and the printable vote table (vote-table.ts).
 *
 * The vote table is private to the meeting's community: it is stored through
 * the files module in the private area (like file-space documents, the stored
 * URL alone answers 403) and remembered on the meeting (`voteTableUrl`,
 * `voteTableTime`); both operations answer a URL signed for two hours, and
 * only to a viewer whose permission and community let them reach the meeting.
 * A new table replaces the previous one (whose file the cleanup task removes).
 */
import { builder } from '../../builder.ts';
import { maskPersonal, mayReadPersonal, personal } from '../../crud/personal.ts';
import { defineController } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import { currentBallots, meetingInScope, participantsFor, ruleOf } from './meeting-flow.ts';
import { COUNTING, VOTING } from '../../core/stages.ts';
import { stageName } from './stage-labels.ts';
import { buildVoteTable } from './vote-table.ts';
import { type VoteTableInput } from './vote-table-layout.ts';
import type { ItemCount } from '../../core/counting.ts';
import { eventsOf } from './ballot-chain.ts';

interface VoteTableDoc {
  url: string | null;
  fileName: string | null;
  generatedAt: Date | null;
  message: string | null;
}

const MeetingVoteTableDoc = builder.objectRef<VoteTableDoc>('MeetingVoteTableDoc').implement({
  description: "A meeting's vote table (XLSX): a download URL signed for two hours, or why there is none",
  fields: (t) => ({
    url: t.exposeString('url', { nullable: true, description: 'Downloads the file (signed for two hours); null when none has been generated' }),
    fileName: t.exposeString('fileName', { nullable: true }),
    generatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.generatedAt }),
    message: t.exposeString('message', { nullable: true, description: 'Why there is no URL (translated); null when there is one' }),
  }),
});

interface UnregisteredParticipant {
  houseId: number;
  ownerName: string | null;
  phone: string | null;
  buildingNo: string | null;
  unitNo: string | null;
  houseNo: string | null;
  privateArea: string | null;
  votedItems: number;
  items: number;
}

/** A house whose owner has not voted on every item: typed, so its owner's name and phone carry their personal marks (crud/personal.ts). */
const UnregisteredParticipantType = builder.objectRef<UnregisteredParticipant>('UnregisteredParticipant').implement({
  description: 'A participating house whose owner has not voted on every item yet (as frozen when voting opened)',
  fields: (t) => ({
    houseId: t.exposeInt('houseId', { description: 'The house (area/house id)' }),
    ownerName: t.exposeString('ownerName', { nullable: true, description: 'Owner name then', ...personal('name') }),
    phone: t.exposeString('phone', { nullable: true, description: 'Owner phone then', ...personal('phone') }),
    buildingNo: t.exposeString('buildingNo', { nullable: true }),
    unitNo: t.exposeString('unitNo', { nullable: true }),
    houseNo: t.exposeString('houseNo', { nullable: true }),
    privateArea: t.exposeString('privateArea', { nullable: true, description: 'Exclusive area then (m²)' }),
    votedItems: t.exposeInt('votedItems', { description: 'Items the owner has voted on' }),
    items: t.exposeInt('items', { description: 'Items of the meeting' }),
  }),
});

function fileNameOf(ctx: Ctx, meetingName: string): string {
  // A name for the download only (the stored key is the server's own): no separators or control characters.
  // eslint-disable-next-line no-control-regex
  const safe = meetingName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim().slice(0, 80) || 'meeting';
  return `${ctx.t('voteTable.fileName', { name: safe })}.xlsx`;
}

/** The meeting columns a vote table's answer reads. */
const DOC_COLUMNS = { name: true, voteTableUrl: true, voteTableMaskedUrl: true, voteTableTime: true } as const;

/**
 * The answer about a meeting's last vote table: the complete table (the
 * owners' committee's evidence) signed for a viewer who may read residents,
 * its copy with personal data masked for anyone else (crud/personal.ts).
 */
function docOf(ctx: Ctx, m: { name: string; voteTableUrl: string | null; voteTableMaskedUrl: string | null; voteTableTime: Date | null }): VoteTableDoc {
  if (!m.voteTableUrl) return { url: null, fileName: null, generatedAt: null, message: ctx.t('voteTable.none') };
  const url = mayReadPersonal(ctx) ? m.voteTableUrl : m.voteTableMaskedUrl;
  // A table generated before masked copies were made has none: generating it again makes one.
  if (!url) return { url: null, fileName: null, generatedAt: m.voteTableTime, message: ctx.t('personal.voteTableMaskedNone') };
  const fileName = fileNameOf(ctx, m.name);
  return { url: ctx.files.signedUrl(url, ctx.viewer, { name: fileName, download: true }), fileName, generatedAt: m.voteTableTime, message: null };
}

/** An election candidate's item: elected or not, once counted (undefined for other items). */
function electedOf(m: { status: number; election: unknown }, item: { candidateId: number | null }): boolean | undefined {
  if (item.candidateId === null || m.status < COUNTING) return undefined;
  const elected = (m.election as { elected?: unknown } | null)?.elected;
  return Array.isArray(elected) && elected.includes(item.candidateId);
}

/** Builds the vote table of a meeting the request may change, stores it and remembers it on the meeting. */
export async function generateVoteTable(ctx: Ctx, meetingId: unknown): Promise<VoteTableDoc> {
  const m = (await meetingInScope(ctx, meetingId, 'write')) as Awaited<ReturnType<typeof meetingInScope>> & { name: string };
  if (m.status < VOTING) throw new AppError('voteTable.notOpened', {}, 1001, 'meetingId');
  const [items, ballots, area] = await Promise.all([
    ctx.db.voteItem.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' } }),
    currentBallots(ctx, m.id),
    ctx.db.areaInfo.findUnique({ where: { id: m.areaId }, select: { name: true } }),
  ]);
  const generatedAt = new Date();
  const input: VoteTableInput = {
    meeting: { name: m.name, areaName: area?.name ?? null, stageName: stageName(ctx.lang, m.status), voteStartTime: m.voteStartTime, voteEndTime: m.voteEndTime },
    participants: await participantsFor(ctx, m),
    // The tally is the frozen count, present once the meeting was counted.
    items: items.map((i) => ({ id: i.id, name: i.name, rule: ruleOf(i.passRule), count: m.status >= COUNTING && i.count ? (i.count as unknown as ItemCount) : null, elected: electedOf(m, i) })),
    ballots,
    t: ctx.t,
    generatedAt,
    // The ballot record, whole: printed as its head and checkable offline (npm run verify-ballots).
    chain: { meetingId: m.id, events: await eventsOf(ctx, m.id) },
  };
  // Two documents of the same moment: the complete table, and its copy with owners' and proxies' names masked.
  const [complete, masked] = [await buildVoteTable(input), await buildVoteTable({ ...input, personal: maskPersonal })];
  const [stored, storedMasked] = await ctx.files.store(ctx.db, [new File([new Uint8Array(complete)], 'vote-table.xlsx'), new File([new Uint8Array(masked)], 'vote-table.xlsx')], 'space');
  const saved = await ctx.db.meetingInfo.update({ where: { id: m.id }, data: { voteTableUrl: stored!.url, voteTableMaskedUrl: storedMasked!.url, voteTableTime: generatedAt }, select: DOC_COLUMNS });
  return docOf(ctx, saved);
}

defineController({
  prefix: 'business/meeting/template',
  type: 'MeetingTemplate',
  operations: [
    {
      action: 'unregisteredJoins',
      method: 'get',
      summary: '未登记参会人',
      graphql: (t) =>
        t.field({
          type: [UnregisteredParticipantType],
          description: 'Participants (houses) whose owner has not voted on every item yet',
          args: { meetingId: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { meetingId }: { meetingId: number }, ctx) => {
            const m = await meetingInScope(ctx, meetingId);
            const items: { id: number }[] = await ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { id: true } });
            const votes: { itemId: number; ownerKey: string | null }[] = await ctx.db.voteRecord.findMany({ where: { meetingId: m.id, replacedAt: null }, select: { itemId: true, ownerKey: true } });
            const votedItems = new Map<string, Set<number>>();
            for (const v of votes) if (v.ownerKey) votedItems.set(v.ownerKey, (votedItems.get(v.ownerKey) ?? new Set()).add(v.itemId));
            return (await participantsFor(ctx, m))
              .filter((p) => (votedItems.get(p.ownerKey)?.size ?? 0) < items.length || items.length === 0)
              .map((p) => ({ houseId: p.houseId, ownerName: p.ownerName, phone: p.phone, buildingNo: p.buildingNo, unitNo: p.unitNo, houseNo: p.houseNo, privateArea: p.privateArea, votedItems: votedItems.get(p.ownerKey)?.size ?? 0, items: items.length }));
          },
        }),
    },
    {
      action: 'genVoteTable',
      method: 'post',
      summary: '生成表决表',
      // The table is every ballot and the whole ballot record (its chain sheet): the vote records' read permission too.
      alsoReads: 'VoteRecord',
      graphql: (t) =>
        t.field({
          type: MeetingVoteTableDoc,
          description:
            'Generates the printable vote table (XLSX) of a meeting whose voting has opened: one row per participant, one column per item with the recorded choices, and the tally once counted. Stored privately; answers a download URL signed for two hours',
          args: { meetingId: t.arg.int({ required: true }) },
          resolve: (_r: unknown, { meetingId }: { meetingId: number }, ctx: Ctx) => generateVoteTable(ctx, meetingId),
        }),
    },
    {
      action: 'checkVoteTableDocUrl',
      method: 'get',
      summary: '表决表地址',
      // The table is every ballot and the whole ballot record (its chain sheet): the vote records' read permission too.
      alsoReads: 'VoteRecord',
      graphql: (t) =>
        t.field({
          type: MeetingVoteTableDoc,
          description: "The meeting's last generated vote table: a download URL signed for two hours, or a message that none exists yet",
          args: { meetingId: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { meetingId }: { meetingId: number }, ctx: Ctx) => {
            const m = await meetingInScope(ctx, meetingId);
            const row = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: m.id }, select: DOC_COLUMNS });
            return docOf(ctx, row);
          },
        }),
    },
  ],
});
