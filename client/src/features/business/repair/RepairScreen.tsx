/**
 * Repair requests (/repair/info): status and type (propertyRepairType
 * dictionary) filters, title search (SPEC §7); each row opens its detail
 * drawer (handle with a note, start an owners' meeting). The list follows
 * the to-dos live.
 */
import { Button } from '@chakra-ui/react/button';
import { FormattedMessage } from 'react-intl';
import { RepairInfoOperations, type RepairInfoRow } from '../../../entity/generated/RepairInfo.ts';
import { defineEntityScreen, type EntityController } from '../../../entity/index.ts';
import { createStore, useStore } from '../../../lib/store.ts';
import { StatusBadge } from '../advice/parts.tsx';
import { useReloadOnTodo } from '../todo/useReloadOnTodo.ts';
import { RepairDetail } from './RepairDetail.tsx';
import { REPAIR_PALETTE, repairMeta as meta } from './meta.ts';

export { meta };

const open = createStore<{ id: number; title: string } | null>(null);

function Host({ ctrl }: { ctrl: EntityController<RepairInfoRow> }) {
  useReloadOnTodo(ctrl.reload);
  const o = useStore(open);
  return o ? <RepairDetail key={o.id} id={o.id} title={o.title} onClose={() => open.set(null)} /> : null;
}

export default defineEntityScreen<RepairInfoRow>({
  meta,
  ops: RepairInfoOperations,
  columns: [
    'id',
    { name: 'title', render: (r) => <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" onClick={() => open.set({ id: r.rowId, title: r.title })}>{r.title}</Button> },
    'type',
    'userName',
    'areaName',
    { name: 'status', render: (r) => <StatusBadge meta={meta} value={r.status} palette={REPAIR_PALETTE} /> },
    'handledByName',
    'handledTime',
    'handleRemark',
    'meetingId',
    'createTime',
  ],
  hidden: ['id', 'handleRemark', 'meetingId'],
  rowActions: (r) => (
    <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => open.set({ id: r.rowId, title: r.title })}>
      <FormattedMessage id="repair.detail" />
    </Button>
  ),
  extra: (ctrl) => <Host ctrl={ctrl} />,
  form: {
    size: 'lg',
    fields: ['title', { name: 'type', required: true }, 'areaId', 'userId', { name: 'images', wide: true }, { name: 'files', wide: true }, { name: 'docUrl', wide: true }],
  },
});
