/**
 * Elections (/election/info): seats, type (等额 equal / 差额 competitive),
 * term, the meeting that elects (chosen by its name), recommendation limits per resident; a row
 * opens the candidates, the working group and the outcome
 * (/election/info/:id).
 */
import { useIntl } from 'react-intl';
import { Link } from '@chakra-ui/react/link';
import { ElectionInfo } from '../../../meta/entities.json';
import { ElectionInfoOperations, type ElectionInfoRow } from '../../../entity/generated/ElectionInfo.ts';
import { defineEntityScreen, entityMeta, permOf } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { linkClick } from '../../../router/linkClick.ts';
import { LimitEditor, limitText } from './LimitEditor.tsx';
import { MeetingName, MeetingPicker } from '../relations.tsx';

export const meta = entityMeta(ElectionInfo);

function DetailLink({ row }: { row: ElectionInfoRow }) {
  const intl = useIntl();
  const href = `/election/info/${row.rowId}`;
  return (
    <Can I={permOf(meta, 'info')}>
      <Link href={href} fontSize="xs" px="2" color="brand.fg" onClick={linkClick(href)} aria-label={intl.formatMessage({ id: 'election.openDetail' }, { name: row.title })}>
        {intl.formatMessage({ id: 'election.detail' })}
      </Link>
    </Can>
  );
}

export default defineEntityScreen<ElectionInfoRow>({
  meta,
  ops: ElectionInfoOperations,
  columns: ['id', 'title', 'session', 'type', 'memberCount', 'status', { name: 'meetingId', labelId: 'election.meeting', sortable: false, render: (r) => <MeetingName id={r.meetingId} /> }, { name: 'limitCount', sortable: false, render: (r) => limitText(r.limitCount) }, 'areaName', 'userName', 'startTime', 'endTime', 'createTime'],
  hidden: ['id', 'startTime', 'endTime', 'createTime', 'userName'],
  inlineEdit: ['title'],
  rowActions: (row) => <DetailLink row={row} />,
  form: {
    size: 'xl',
    initial: () => ({ type: 0, status: 0, memberCount: 5, limitCount: { candidate: 1, group: 1 } }),
    fields: ['title', 'session', { name: 'type', required: true }, { name: 'memberCount', required: true }, { name: 'meetingId', labelId: 'election.meeting', render: (ctx) => <MeetingPicker {...ctx} /> }, { name: 'status', required: true }, 'startTime', 'endTime', { name: 'limitCount', wide: true, render: (ctx) => <LimitEditor {...ctx} /> }],
  },
});
