/** Counts for the home page and widgets (comm/count). */
import { defineController } from '../../crud/define.ts';
import { requestCommunities } from '../../crud/where.ts';
import { votingSnapshot } from '../business/meeting-flow.ts';
import { VOTING } from '../business/stages.ts';

export const commCount = defineController({
  prefix: 'comm/count',
  type: 'CommCount',
  operations: [
    {
      action: 'voting',
      method: 'get',
      summary: '投票中',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'The live state (items and turnout) of every meeting in the voting stage of the selected community',
          resolve: async (_r: unknown, _a: unknown, ctx: any) => {
            const communities = requestCommunities(ctx);
            const meetings = await ctx.db.meetingInfo.findMany({ where: { status: VOTING, ...(communities ? { areaId: { in: communities } } : {}) }, orderBy: { voteEndTime: 'asc' } });
            return Promise.all(meetings.map(async (m: any) => ({ id: m.id, name: m.name, voteStartTime: m.voteStartTime, voteEndTime: m.voteEndTime, ...(await votingSnapshot(ctx, m)) })));
          },
        }),
    },
  ],
});
