/** Documents of a meeting's vote (business/meeting/template): who has not voted yet, and the printable vote table. */
import { defineController } from '../../crud/define.ts';
import { meetingInScope, participantsOf } from './meeting-flow.ts';

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
          type: 'JSON',
          description: 'Participants (houses) whose owner has not voted on every item yet',
          args: { meetingId: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { meetingId }: { meetingId: number }, ctx: any) => {
            const m = await meetingInScope(ctx, meetingId);
            const items: { id: number }[] = await ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: { id: true } });
            const votes: { itemId: number; ownerKey: string | null }[] = await ctx.db.voteRecord.findMany({ where: { meetingId: m.id, replacedAt: null }, select: { itemId: true, ownerKey: true } });
            const votedItems = new Map<string, Set<number>>();
            for (const v of votes) if (v.ownerKey) votedItems.set(v.ownerKey, (votedItems.get(v.ownerKey) ?? new Set()).add(v.itemId));
            return participantsOf(m)
              .filter((p) => (votedItems.get(p.ownerKey)?.size ?? 0) < items.length || items.length === 0)
              .map((p) => ({ houseId: p.houseId, ownerName: p.ownerName, phone: p.phone, buildingNo: p.buildingNo, unitNo: p.unitNo, houseNo: p.houseNo, privateArea: p.privateArea, votedItems: votedItems.get(p.ownerKey)?.size ?? 0, items: items.length }));
          },
        }),
    },
  ],
});
