/**
 * Notices (/info/notice): title, cover and images (the shared Upload), rich
 * content (the Tiptap editor, loaded when the form opens; the server
 * sanitizes it), jump address, community, scheduled publish time; source
 * (manual or meeting) and views are the server's. A new notice starts closed
 * (a draft); "publish" opens it, the switch closes it again after asking.
 */
import { Button } from '@chakra-ui/react/button';
import { useIntl } from 'react-intl';
import { InfoNotice } from '../../../meta/entities.json';
import { InfoNoticeOperations, type InfoNoticeRow } from '../../../entity/generated/InfoNotice.ts';
import { defineEntityScreen, entityMeta, StatusSwitch, useEntityController } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { Thumb } from '../../../components/ImageUrlInput.tsx';
import { RichTextControl } from '../../../components/RichText/RichTextControl.tsx';
import { message } from '../../../lib/message.ts';
import { useState } from 'react';

export const meta = entityMeta(InfoNotice);

function PublishButton({ row }: { row: InfoNoticeRow }) {
  const intl = useIntl();
  const ctrl = useEntityController();
  const [busy, setBusy] = useState(false);
  if (row.status === 1) return null;
  const publish = () => {
    setBusy(true);
    ctrl
      .save({ status: 1 }, row.rowId)
      .then(() => message.success(intl.formatMessage({ id: 'notice.published' }, { title: row.title })))
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <Can I={meta.perms.update!}>
      <Button size="xs" variant="ghost" colorPalette="green" loading={busy} onClick={publish} aria-label={intl.formatMessage({ id: 'notice.publishNamed' }, { title: row.title })}>
        {intl.formatMessage({ id: 'notice.publish' })}
      </Button>
    </Can>
  );
}

export default defineEntityScreen<InfoNoticeRow>({
  meta,
  ops: InfoNoticeOperations,
  columns: [
    'id',
    { name: 'cover', sortable: false, exportable: false, render: (r) => <Thumb url={r.cover} alt={r.title} /> },
    'title',
    'areaName',
    'source',
    { name: 'status', render: (r) => <StatusSwitch row={r} name={r.title} /> },
    'viewCount',
    'publishTime',
    'userName',
    'meetingId',
    'jump',
    'createTime',
  ],
  hidden: ['id', 'meetingId', 'jump', 'publishTime'],
  inlineEdit: ['title'],
  rowActions: (r) => <PublishButton row={r} />,
  form: {
    size: 'xl',
    initial: () => ({ status: 0 }),
    fields: [
      'title',
      'areaId',
      { name: 'status', required: true },
      { name: 'publishTime', helperTextId: 'notice.publishTime.help' },
      { name: 'jump', wide: true },
      { name: 'cover', wide: true },
      { name: 'images', wide: true },
      { name: 'files', wide: true },
      { name: 'content', wide: true, render: (ctx) => <RichTextControl {...ctx} /> },
    ],
  },
});
