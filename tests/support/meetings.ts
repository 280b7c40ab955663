/**
 * Moving a meeting through its stages in tests, as the stage guards require:
 * the notice of each public-notice stage (1, 3, 5, 7, 9) is published before
 * the meeting leaves it. What a stage needs besides (group members,
 * candidates, items, votes) the test does between moves.
 */
type Call = (path: string, body: Record<string, unknown>) => Promise<any>;

export function meetingMover(call: Call, meetingId: number, stage = 0) {
  const publish = (type = stage) => call('business/meeting/notice/save', { meetingId, type, title: `公告${type}`, content: '<p>公告</p>', isPublish: 1 });
  return {
    /** Publishes the current stage's notice (or the given stage's). */
    publish,
    /** Moves the meeting up to stage `to`, publishing on the way; answers the stage reached. */
    async moveTo(to: number): Promise<number> {
      while (stage < to) {
        if (stage % 2 === 1) await publish();
        stage = await call('business/meeting/info/next', { id: meetingId });
      }
      return stage;
    },
  };
}
