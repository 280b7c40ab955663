/**
 * Replies to an advice (business/advice/reply), in the advice's community:
 * type 1 回复 by staff (the writer is the logged-in user) sets the advice's
 * latest reply and moves 待处理 → 处理中; type 0 留言 records a resident's
 * message (their app-user id) and reopens a handled advice to 处理中.
 * Replies carry images.
 */
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME, APP_USER_NICK_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import type { Tx } from '../../crud/tx.ts';
import { ADVICE } from './advice-info.ts';
import { todoChanged } from './todo.ts';
import { notify } from '../../plugins/notify.ts';

export const REPLY = { message: 0, reply: 1 } as const;

/** The advice's latest staff reply as plain text (what lists show). */
async function refreshLatestReply(tx: Tx, adviceId: number): Promise<void> {
  const latest = await tx.adviceReply.findFirst({ where: { adviceId, type: REPLY.reply }, orderBy: { id: 'desc' }, select: { content: true } });
  const text = latest?.content ? latest.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 2000) : null;
  await tx.adviceInfo.update({ where: { id: adviceId }, data: { latestReply: text } });
}

export const adviceReply = defineEntity({
  model: 'AdviceReply',
  type: 'AdviceReply',
  prefix: 'business/advice/reply',
  richText: ['content'],
  // Who wrote an entry, and whether it is a staff reply or a resident's message, are fixed once written.
  fixedAfterAdd: ['userId', 'type'],
  filters: { eq: ['adviceId', 'type'], keyword: ['content'] },
  defaultOrder: { field: 'createTime', sort: 'asc' },
  // userId is the staff user of a reply and the resident (app user) of a message: each name is looked up by its type.
  lookups: { userName: { ...ADMIN_USER_NAME, when: { type: REPLY.reply } }, userNickName: { ...APP_USER_NICK_NAME, when: { type: REPLY.message } } },
  // Its community (the advice's), as a relation.
  references: { area: AREA_NAME },
  rest: { page: ['userName', 'userNickName'], info: ['userName', 'userNickName'] },
  hooks: {
    async beforeWrite(ctx, _tx, data, mode) {
      // A staff reply is written by the logged-in user; a message names its resident.
      if (mode === 'add' && (data.type ?? REPLY.message) === REPLY.reply) data.userId = ctx.viewer!.userId;
    },
    async afterWrite(ctx, tx, id, _input, mode) {
      const reply = await tx.adviceReply.findUniqueOrThrow({ where: { id }, select: { adviceId: true, type: true } });
      const advice = await tx.adviceInfo.findUniqueOrThrow({ where: { id: reply.adviceId }, select: { status: true, areaId: true } });
      if (mode === 'add') {
        const next =
          reply.type === REPLY.reply && advice.status === ADVICE.pending ? ADVICE.processing : reply.type === REPLY.message && advice.status === ADVICE.handled ? ADVICE.processing : advice.status;
        if (next !== advice.status) {
          await tx.adviceInfo.update({ where: { id: reply.adviceId }, data: { status: next } });
          todoChanged(tx, advice.areaId);
        }
        if (reply.type === REPLY.reply) await notify(ctx, tx, 'advice.answered', { adviceId: reply.adviceId, replyId: id, areaId: advice.areaId });
      }
      await refreshLatestReply(tx, reply.adviceId);
    },
    async afterRestore(_ctx, tx, ids) {
      const replies = await tx.adviceReply.findMany({ where: { id: { in: ids } }, select: { adviceId: true } });
      for (const adviceId of new Set(replies.map((r) => r.adviceId))) await refreshLatestReply(tx, adviceId);
    },
    async afterDelete(_ctx, tx) {
      // The latest reply of every advice that lost one is recomputed.
      const advices = await tx.adviceInfo.findMany({ where: { latestReply: { not: null } }, select: { id: true } });
      for (const a of advices) await refreshLatestReply(tx, a.id);
    },
  },
  labels: {
    name: { 'zh-tw': '建議回覆', en: 'Suggestion reply' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      adviceId: { 'zh-tw': '建議ID', en: 'Suggestion ID' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '留言', en: 'Message' },
      'type.1': { 'zh-tw': '回覆', en: 'Reply' },
      content: { 'zh-tw': '內容', en: 'Content' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      userName: { 'zh-tw': '用戶', en: 'User' },
      userNickName: { 'zh-tw': '用戶暱稱', en: 'User nickname' },
    },
  },
});
