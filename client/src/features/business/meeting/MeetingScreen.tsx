/**
 * Owners' meetings (/meeting/info): the meetings of the selected community
 * with their stage as a badge; filters by stage, type and relation; add and
 * edit without the stage (it moves only through the detail's stepper); a
 * row opens the meeting's detail (/meeting/info/:id).
 */
import { useIntl } from 'react-intl';
import { Link } from '@chakra-ui/react/link';
import { MeetingInfo } from '../../../meta/entities.json';
import { MeetingInfoOperations, type MeetingInfoRow } from '../../../entity/generated/MeetingInfo.ts';
import { defineEntityScreen, entityMeta, permOf } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { linkClick } from '../../../router/linkClick.ts';
import { StageBadge } from './StageBadge.tsx';
import { RelatedName, RelatedPicker } from '../relations.tsx';

export const meta = entityMeta(MeetingInfo);

function DetailLink({ row }: { row: MeetingInfoRow }) {
  const intl = useIntl();
  const href = `/meeting/info/${row.rowId}`;
  return (
    <Can I={permOf(meta, 'detail')}>
      <Link href={href} fontSize="xs" px="2" color="brand.fg" onClick={linkClick(href)} aria-label={intl.formatMessage({ id: 'meeting.openDetail' }, { name: row.name })}>
        {intl.formatMessage({ id: 'meeting.detail' })}
      </Link>
    </Can>
  );
}

export default defineEntityScreen<MeetingInfoRow>({
  meta,
  ops: MeetingInfoOperations,
  columns: ['id', 'name', { name: 'status', render: (r) => <StageBadge stage={r.status} /> }, 'type', 'relationType', { name: 'relationId', sortable: false, render: (r) => <RelatedName id={r.relationId} relationType={r.relationType} /> }, 'areaName', 'startTime', 'endTime', 'voteStartTime', 'voteEndTime', 'description', 'createTime'],
  hidden: ['id', 'description', 'startTime', 'endTime', 'createTime'],
  filters: ['status', 'type', 'relationType'],
  inlineEdit: ['name'],
  rowActions: (row) => <DetailLink row={row} />,
  form: {
    size: 'xl',
    initial: () => ({ type: 2, relationType: 0, readyCommitment: 0 }),
    fields: ['name', { name: 'type', required: true }, { name: 'relationType', required: true }, { name: 'relationId', visible: (v) => String(v.relationType) === '1' || String(v.relationType) === '2', render: (ctx) => <RelatedPicker {...ctx} /> }, 'startTime', 'endTime', 'voteStartTime', 'voteEndTime', 'readyCommitment', { name: 'description', wide: true }],
  },
});
