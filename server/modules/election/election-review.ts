/**
 * What election candidates and working-group members share: review
 * (待审核 → 通过 / 不通过, with a remark) and recommendations by residents,
 * each recommender limited by the election's limitCount
 * ({"candidate": n, "group": m}; 1 each when not set).
 */
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import { rowScope } from '../../crud/where.ts';
import type { EntityDecl, OperationDecl } from '../../crud/entity.ts';
import { electionOfMeeting, meetingInScope } from '../meeting/meeting-flow.ts';
import { assertListOpen, listTable, type Target } from './election-lists.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

const TARGET_TYPE: Record<Target, number> = { candidate: 0, group: 1 };

/** The recommendation limit of a meeting's election for a kind of target. */
async function limitOf(ctx: Ctx, m: Parameters<typeof electionOfMeeting>[1], target: Target): Promise<number> {
  const election = await electionOfMeeting(ctx, m);
  const limits = (election?.limitCount ?? {}) as Record<string, unknown>;
  const n = Number(limits[target] ?? limits.count ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** Reviews a pending entry of a list: 1 通过 or 2 不通过 (with a remark), while the list is open. */
export async function reviewEntry(ctx: Ctx, decl: EntityDecl, target: Target, { id, status, remark }: { id: number; status: number; remark?: string | null }): Promise<boolean> {
  if (status !== 1 && status !== 2) throw new AppError('election.reviewStatus', {}, 1001, 'status');
  if (status === 2 && !remark?.trim()) throw new AppError('validation.required', { field: { label: '备注', name: 'remark' } }, 1001, 'remark');
  const scope = await rowScope(ctx, decl, 'write');
  const row = (await listTable(ctx.db, target).findFirst({ where: { AND: [{ id }, ...scope] }, select: { id: true, status: true, meetingId: true } })) as { id: number; status: number; meetingId: number | null } | null;
  if (!row) throw new AppError('validation.notFound');
  if (row.status !== 0) throw new AppError('election.alreadyReviewed');
  await assertListOpen(ctx.db, target, row.meetingId);
  await listTable(ctx.db, target).update({ where: { id }, data: { status, remark: remark?.slice(0, 10000) ?? null } });
  return true;
}

/** Records a resident's recommendation of an entry, within the recommender's limit; answers the new count. */
export async function recommendEntry(ctx: Ctx, decl: EntityDecl, target: Target, { id, userId }: { id: number; userId: number }): Promise<number> {
  const scope = await rowScope(ctx, decl, 'write');
  const row = (await listTable(ctx.db, target).findFirst({ where: { AND: [{ id }, ...scope] }, select: { id: true, meetingId: true } })) as { id: number; meetingId: number | null } | null;
  if (!row) throw new AppError('validation.notFound');
  const m = await meetingInScope(ctx, row.meetingId, 'write');
  const resident = await ctx.db.userInfo.findFirst({ where: { id: userId, areaIds: { array_contains: [m.areaId] } }, select: { id: true } });
  if (!resident) throw new AppError('validation.notFound', {}, 1001, 'userId');
  const type = TARGET_TYPE[target];
  const used = await ctx.db.electionRecommendation.count({ where: { meetingId: m.id, targetType: type, userId } });
  const limit = await limitOf(ctx, m, target);
  if (used >= limit) throw new AppError('election.recommendLimit', { limit });
  if (await ctx.db.electionRecommendation.findFirst({ where: { targetType: type, targetId: id, userId }, select: { id: true } })) throw new AppError('election.recommendedAlready');
  await ctx.db.electionRecommendation.create({ data: { meetingId: m.id, targetType: type, targetId: id, userId } });
  const updated = await listTable(ctx.db, target).update({ where: { id }, data: { recommendCount: { increment: 1 } }, select: { recommendCount: true } });
  return updated.recommendCount as number;
}

export function reviewOperations(decl: () => EntityDecl, target: Target): OperationDecl[] {
  return [
    {
      action: 'review',
      method: 'post',
      summary: '审核',
      graphql: (t) =>
        t.field({
          type: 'Boolean',
          description: 'Reviews a pending entry: status 1 通过 or 2 不通过, with a remark (required when refusing)',
          args: { id: t.arg.int({ required: true }), status: t.arg.int({ required: true }), remark: t.arg.string({ required: false }) },
          resolve: (_r: unknown, a: { id: number; status: number; remark?: string | null }, ctx) => reviewEntry(ctx, decl(), target, a),
        }),
      rest: { data: () => undefined },
    },
    {
      action: 'recommend',
      method: 'post',
      summary: '推荐',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: "Records a resident's recommendation (app user id); refused beyond the recommender's limit or twice for the same entry. Answers the new recommendation count",
          args: { id: t.arg.int({ required: true }), userId: t.arg.int({ required: true }) },
          resolve: (_r: unknown, a: { id: number; userId: number }, ctx) => recommendEntry(ctx, decl(), target, a),
        }),
      rest: { data: (count) => ({ recommendCount: count }) },
    },
  ];
}

/** zh-tw and en names of the recommendations of an election review: no entity declares ElectionRecommendation. */
registerLabels('ElectionRecommendation', {
  name: { 'zh-tw': '選舉推薦記錄', en: 'Election recommendation' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
    targetType: { 'zh-tw': '推薦對象', en: 'Recommended' },
    'targetType.0': { 'zh-tw': '候選人', en: 'Candidate' },
    'targetType.1': { 'zh-tw': '改選小組成員', en: 'Working-group member' },
    targetId: { 'zh-tw': '推薦對象ID', en: 'Recommended person ID' },
    userId: { 'zh-tw': '推薦人ID（居民用戶）', en: 'Recommender (resident) ID' },
  },
});
