/**
 * Owners' votes (business/meeting/vote/record). A vote is cast (add, or a
 * batch of paper ballots), never edited or deleted: a later vote of the same
 * owner on the item replaces the earlier one, which stays in the history
 * (replacedAt). See meeting-flow.ts castVotes for the rules.
 */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME, APP_USER_NICK_NAME } from '../../crud/lookups.ts';
import { castVotes, type VoteInput } from './meeting-flow.ts';
import { VOTE_CHOICE_RULE } from '../../core/vote-choice.ts';
// The VoteChoice scalar the choices below are typed with (registered on import).
import './vote-choice-scalar.ts';

const CHOICE_DESCRIPTION = '结果: 0 同意, 1 不同意, 2 弃权 — exactly these integers';

const VoteInput = builder.inputType('VoteCastInput', {
  fields: (t) => ({
    itemId: t.int({ required: true }),
    houseId: t.int({ required: true }),
    // Labelled like the column (the part before the colon, translated by model), so a refusal names it.
    result: t.field({ type: 'VoteChoice', required: true, description: CHOICE_DESCRIPTION, extensions: { model: 'VoteRecord' } }),
    images: t.field({ type: 'JSON', required: false, description: 'Photo(s) of the paper ballot' }),
    proxyName: t.string({ required: false, description: 'Cast by a proxy: the proxy’s name (with proxyIdCard and proxyDocument)' }),
    proxyIdCard: t.string({ required: false, description: 'The proxy’s resident ID number' }),
    proxyDocument: t.string({ required: false, description: 'The letter of authorisation: URL of an uploaded file' }),
  }),
});

export const voteRecord = defineEntity({
  model: 'VoteRecord',
  type: 'VoteRecord',
  prefix: 'business/meeting/vote/record',
  actions: ['page', 'list', 'info'],
  // The owner's key (one vote per owner and item) and when a newer vote replaced this one.
  serverManaged: ['ownerKey', 'replacedAt'],
  recycle: false,
  filters: { eq: ['meetingId', 'itemId', 'houseId', 'result', 'buildingNo', 'unitNo'] },
  // Whose vote it is (the owner key holds the owner's name and phone) and who brought it as a proxy.
  personal: { ownerKey: 'ownerKey', proxyName: 'name', proxyIdCard: 'idCard' },
  // Judged by the VoteChoice scalar on every channel; declared here so docs/field-rules.md states it.
  rules: { result: VOTE_CHOICE_RULE },
  // The house the vote counts for, the staff user who entered a paper ballot, and the resident of a legacy app vote.
  references: {
    house: { model: 'AreaHouse', column: 'houseId', pick: 'houseNo', description: '房屋' },
    operator: { ...ADMIN_USER_NAME, column: 'operatorId', description: '录入人' },
    appUser: { ...APP_USER_NICK_NAME, description: '投票的用户' },
  },
  operations: [
    {
      action: 'add',
      method: 'post',
      summary: '新增',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: "Casts one vote (stage 6, inside the window, a participating house); replaces the owner's earlier vote on the item. Answers the record id",
          args: {
            meetingId: t.arg.int({ required: true }),
            itemId: t.arg.int({ required: true }),
            houseId: t.arg.int({ required: true }),
            result: t.arg({ type: 'VoteChoice', required: true, description: CHOICE_DESCRIPTION, extensions: { model: 'VoteRecord' } }),
            images: t.arg({ type: 'JSON', required: false }),
            // The same proxy fields as a batch row: one ballot brought by a proxy is entered like a batch of one.
            proxyName: t.arg.string({ required: false, description: 'Cast by a proxy: the proxy’s name (with proxyIdCard and proxyDocument)' }),
            proxyIdCard: t.arg.string({ required: false, description: 'The proxy’s resident ID number' }),
            proxyDocument: t.arg.string({ required: false, description: 'The letter of authorisation: URL of an uploaded file' }),
          },
          resolve: async (_r: unknown, a: { meetingId: number } & VoteInput, ctx) => {
            const { meetingId, itemId, houseId, result, images, proxyName, proxyIdCard, proxyDocument } = a;
            return (await castVotes(ctx, meetingId, [{ itemId, houseId, result, images, proxyName, proxyIdCard, proxyDocument }]))[0]!;
          },
        }),
      rest: { data: (id) => ({ id }) },
    },
    {
      action: 'batch',
      method: 'post',
      summary: '批量录入',
      graphql: (t) =>
        t.field({
          type: ['Int'],
          description: 'Casts many votes at once (paper ballots): all or none; answers the record ids',
          args: { meetingId: t.arg.int({ required: true }), votes: t.arg({ type: [VoteInput], required: true }) },
          resolve: (_r: unknown, a: { meetingId: number; votes: Parameters<typeof castVotes>[2] }, ctx) => castVotes(ctx, a.meetingId, a.votes),
        }),
      rest: { data: (ids) => ({ ids }) },
    },
  ],
  labels: {
    name: { 'zh-tw': '投票記錄', en: 'Vote record' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      itemId: { 'zh-tw': '事項ID', en: 'Item ID' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      buildingNo: { 'zh-tw': '樓棟號', en: 'Building no.' },
      unitNo: { 'zh-tw': '單元號', en: 'Unit no.' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      result: { 'zh-tw': '結果', en: 'Result' },
      'result.0': { 'zh-tw': '同意', en: 'Agree' },
      'result.1': { 'zh-tw': '不同意', en: 'Disagree' },
      'result.2': { 'zh-tw': '棄權', en: 'Abstain' },
      houseId: { 'zh-tw': '房屋ID', en: 'House ID' },
      ownerKey: { 'zh-tw': '業主標識', en: 'Owner key' },
      replacedAt: { 'zh-tw': '被替換時間', en: 'Replaced at' },
      operatorId: { 'zh-tw': '錄入人ID', en: 'Entered by' },
      proxyName: { 'zh-tw': '代理人姓名', en: 'Proxy name' },
      proxyIdCard: { 'zh-tw': '代理人身分證號', en: 'Proxy ID number' },
      proxyDocument: { 'zh-tw': '授權委託書', en: 'Letter of authorisation' },
      channel: { 'zh-tw': '投票渠道: 空 紙質選票（後台錄入）, online 業主線上投票', en: 'Channel: empty = paper ballot (entered by staff), online = the owner’s own online vote' },
    },
  },
});
