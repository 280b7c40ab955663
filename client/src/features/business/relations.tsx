/**
 * Pickers and names of the rows business records point at: an election's
 * meeting, a meeting's related repair or election. Each reads the target's
 * generated list query (scoped to the user's communities by the server).
 */
import type { ControlProps } from '../../entity/index.ts';
import { QueryPicker, RelationName, type PickerOption } from '../../components/RelationPicker.tsx';
import { MeetingInfoOperations } from '../../entity/generated/MeetingInfo.ts';
import { RepairInfoOperations } from '../../entity/generated/RepairInfo.ts';
import { ElectionInfoOperations } from '../../entity/generated/ElectionInfo.ts';
import type { MeetingInfoListQuery } from '../../__generated__/MeetingInfoListQuery.graphql.ts';
import type { RepairInfoListQuery } from '../../__generated__/RepairInfoListQuery.graphql.ts';
import type { ElectionInfoListQuery } from '../../__generated__/ElectionInfoListQuery.graphql.ts';

const NEWEST = { orderBy: 'id', sort: 'desc' } as const;
const meetings = (d: MeetingInfoListQuery['response']): PickerOption[] => d.meetingInfoList.map((m) => ({ value: m.rowId, label: m.name }));
const repairs = (d: RepairInfoListQuery['response']): PickerOption[] => d.repairInfoList.map((r) => ({ value: r.rowId, label: r.title }));
const elections = (d: ElectionInfoListQuery['response']): PickerOption[] => d.electionInfoList.map((e) => ({ value: e.rowId, label: e.title ?? `#${e.rowId}` }));

export function MeetingPicker({ id, value, onChange, invalid, label }: ControlProps) {
  return <QueryPicker<MeetingInfoListQuery> id={id} label={label} value={value} onChange={onChange} invalid={invalid} query={MeetingInfoOperations.listQuery} variables={NEWEST} options={meetings} />;
}

export function MeetingName({ id }: { id: unknown }) {
  return <RelationName<MeetingInfoListQuery> id={id} query={MeetingInfoOperations.listQuery} variables={NEWEST} options={meetings} />;
}

/** What a meeting is about: a repair (relationType 1) or an election (2); nothing to pick for general affairs. */
export function RelatedPicker({ id, value, onChange, invalid, label, values }: ControlProps) {
  if (values.relationType === 1 || values.relationType === '1') {
    return <QueryPicker<RepairInfoListQuery> key="repair" id={id} label={label} value={value} onChange={onChange} invalid={invalid} query={RepairInfoOperations.listQuery} variables={NEWEST} options={repairs} />;
  }
  if (values.relationType === 2 || values.relationType === '2') {
    return <QueryPicker<ElectionInfoListQuery> key="election" id={id} label={label} value={value} onChange={onChange} invalid={invalid} query={ElectionInfoOperations.listQuery} variables={NEWEST} options={elections} />;
  }
  return null;
}

export function RelatedName({ id, relationType }: { id: unknown; relationType: number | null | undefined }) {
  if (relationType === 1) return <RelationName<RepairInfoListQuery> id={id} query={RepairInfoOperations.listQuery} variables={NEWEST} options={repairs} />;
  if (relationType === 2) return <RelationName<ElectionInfoListQuery> id={id} query={ElectionInfoOperations.listQuery} variables={NEWEST} options={elections} />;
  return null;
}
