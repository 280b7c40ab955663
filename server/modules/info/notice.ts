/**
 * Notices to residents (info/notice): open or closed (status 1/0), written by
 * hand (source 0) or published from a meeting (source 1), counted views. The
 * rich-text content is sanitized on the server. A notice saved with a
 * publish time still ahead is saved closed; the system task "定时发布公告"
 * (server/tasks/builtin.ts, service notice.publish) opens it when the time
 * comes, unless someone changed it after that time.
 */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { notify } from '../../plugins/notify.ts';

/** A notice's status before an update (by request and id), to tell a publication from an edit. */
const statusBefore = new WeakMap<object, Map<number, number>>();

export const infoNotice = defineEntity({
  model: 'InfoNotice',
  type: 'InfoNotice',
  creator: true,
  prefix: 'info/notice',
  plural: 'notices',
  rules: { title: RULE.required, jump: RULE.link },
  richText: ['content'],
  readOnly: ['source', 'meetingId'],
  // Counted as residents open the notice.
  serverManaged: ['viewCount'],
  filters: { eq: ['areaId', 'source', 'status'], keyword: ['title'] },
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      if (mode === 'update' && Number.isInteger(input.id)) {
        const before = await tx.infoNotice.findUnique({ where: { id: input.id }, select: { status: true } });
        if (before) {
          const seen = statusBefore.get(_ctx) ?? new Map<number, number>();
          seen.set(input.id, before.status);
          statusBefore.set(_ctx, seen);
        }
      }
      if (data.publishTime instanceof Date) {
        const [{ now }] = await tx.$queryRaw<[{ now: Date }]>`SELECT now() AS now`;
        if (data.publishTime.getTime() > new Date(now).getTime()) data.status = 0;
      }
    },
    async afterWrite(ctx, tx, id, _input, mode) {
      const n = await tx.infoNotice.findUnique({ where: { id }, select: { status: true, title: true, areaId: true, source: true } });
      // Published: saved open, or opened now.
      if (n?.status === 1 && (mode === 'add' || statusBefore.get(ctx)?.get(id) === 0)) await notify(ctx, tx, 'notice.published', { id, title: n.title, areaId: n.areaId, source: n.source });
    },
  },
  lookups: { areaName: AREA_NAME, userName: ADMIN_USER_NAME },
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
  labels: {
    name: { 'zh-tw': '通知公告', en: 'Notice' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      title: { 'zh-tw': '標題', en: 'Title' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      content: { 'zh-tw': '內容', en: 'Content' },
      cover: { 'zh-tw': '封面', en: 'Cover image' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      files: { 'zh-tw': '檔案', en: 'Files' },
      jump: { 'zh-tw': '跳轉地址', en: 'Link URL' },
      source: { 'zh-tw': '來源', en: 'Source' },
      'source.0': { 'zh-tw': '手動創建', en: 'Created manually' },
      'source.1': { 'zh-tw': '會議', en: 'Meeting' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '關閉', en: 'Off' },
      'status.1': { 'zh-tw': '開啟', en: 'On' },
      viewCount: { 'zh-tw': '瀏覽量', en: 'Views' },
      publishTime: { 'zh-tw': '定時發佈時間', en: 'Scheduled publish time' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      userName: { 'zh-tw': '用戶', en: 'User' },
    },
  },
});
