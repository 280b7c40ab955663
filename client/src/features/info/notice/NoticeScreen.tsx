/**
 * Notices (/info/notice): plain records — title, cover, content, jump
 * address, source (manual or meeting), status (open/closed) and views.
 * Their workflow (publishing from meetings) comes later.
 */
import { InfoNotice } from '../../../meta/entities.json';
import { InfoNoticeOperations, type InfoNoticeRow } from '../../../entity/generated/InfoNotice.ts';
import { defineEntityScreen, entityMeta, StatusSwitch } from '../../../entity/index.ts';

export const meta = entityMeta(InfoNotice);

export default defineEntityScreen<InfoNoticeRow>({
  meta,
  ops: InfoNoticeOperations,
  columns: ['id', 'title', 'areaName', 'source', { name: 'status', render: (r) => <StatusSwitch row={r} name={r.title} /> }, 'viewCount', 'userName', 'meetingId', 'jump', 'cover', 'createTime'],
  hidden: ['id', 'meetingId', 'jump', 'cover'],
  inlineEdit: ['title'],
  form: {
    size: 'xl',
    initial: () => ({ status: 1, source: 0 }),
    fields: ['title', 'areaId', 'source', { name: 'status', required: true }, 'publishTime', 'meetingId', { name: 'jump', wide: true }, { name: 'cover', kind: 'image', wide: true }, { name: 'images', wide: true }, { name: 'files', wide: true }, { name: 'content', wide: true }],
  },
});
