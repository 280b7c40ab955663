/**
 * A meeting with ballots, through the product's own routes: a community of
 * three houses (three owners), one item, voting open (participants frozen);
 * `toObjection()` closes the vote, counts it and publishes the preliminary
 * announcement, which opens the objection period (corrections).
 */
import type { TestApp } from './app.ts';

const HOUR = 3600_000;

export interface BallotMeeting {
  areaId: number;
  houses: number[];
  meetingId: number;
  itemId: number;
  /** Casts a ballot (REST vote/record/add); answers the record id. */
  vote(houseId: number, result: number, extra?: Record<string, unknown>): Promise<number>;
  /** Voting closed, counted (stage 8), the preliminary announcement published: corrections may be recorded. */
  toObjection(): Promise<void>;
}

export async function ballotMeeting(t: TestApp, admin: string, name: string): Promise<BallotMeeting> {
  const post = async (path: string, body: unknown) => {
    const res = await t.req('POST', `/admin/${path}`, { body, token: admin });
    if (res.body?.code !== 1000) throw new Error(`${path}: ${res.text.slice(0, 300)}`);
    return res.body.data;
  };
  const areaId = (await post('area/info/add', { name: `${name}小区` })).id as number;
  const houses: number[] = [];
  for (const [i, owner] of ['甲', '乙', '丙'].entries()) {
    houses.push((await post('area/house/add', { areaId, buildingNo: '1', unitNo: '1', houseNo: `10${i + 1}`, ownerName: `${name}${owner}`, phone: `1380000100${i}`, privateArea: 80 + i })).id);
  }
  const meetingId = (await post('business/meeting/info/add', { name, areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
  const itemId = (await post('business/meeting/vote/item/add', { meetingId, name: `${name}事项`, passRule: 'majority' })).id as number;
  // Stages 0–4 are notices and lists this helper does not need: straight to the last notice before voting.
  await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  await post('business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 });
  await post('business/meeting/info/next', { id: meetingId });
  return {
    areaId,
    houses,
    meetingId,
    itemId,
    vote: async (houseId, result, extra = {}) => (await post('business/meeting/vote/record/add', { meetingId, itemId, houseId, result, ...extra })).id,
    async toObjection() {
      await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
      await post('business/meeting/info/next', { id: meetingId });
      await post('business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 });
      await post('business/meeting/info/next', { id: meetingId });
      await post('business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' });
    },
  };
}
