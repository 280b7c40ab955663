/**
 * Dictionaries (/dict/list): the types beside their items; the items of the
 * chosen type as a tree by parentId, ordered by orderNum.
 */
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { DictInfo } from '../../../meta/entities.json';
import { DictInfoOperations, type DictInfoRow } from '../../../entity/generated/DictInfo.ts';
import { defineEntityScreen, entityMeta, permOf, type EntityController } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { TreeBoundary } from '../../base/shared/TreeData.tsx';
import { DictTypePanel, ParentSelect, TypeSelect } from './DictTypePanel.tsx';

export const meta = entityMeta(DictInfo);
const typeOf = (ctrl: EntityController<DictInfoRow>) => Number(ctrl.state.filters.typeId) || null;

function AddChild({ row, ctrl }: { row: DictInfoRow; ctrl: EntityController<DictInfoRow> }) {
  const intl = useIntl();
  return (
    <Can I={permOf(meta, 'add')}>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => ctrl.openAdd({ parentId: row.rowId, typeId: row.typeId })}>
        {intl.formatMessage({ id: 'dict.addChild' })}
      </Button>
    </Can>
  );
}

export default defineEntityScreen<DictInfoRow>({
  meta,
  ops: DictInfoOperations,
  tree: true,
  filters: [],
  columns: ['name', 'value', 'orderNum', 'remark', 'id', 'typeId', 'parentId', 'createTime'],
  hidden: ['id', 'typeId', 'parentId', 'createTime'],
  inlineEdit: ['name', 'value', 'orderNum'],
  rowActions: (row, ctrl) => <AddChild row={row} ctrl={ctrl} />,
  aside: (ctrl) => (
    <TreeBoundary>
      <DictTypePanel typeId={typeOf(ctrl)} onSelect={(typeId) => ctrl.setState({ filters: { typeId: typeId == null ? null : String(typeId) } })} onChanged={ctrl.reload} />
    </TreeBoundary>
  ),
  form: {
    initial: (ctrl) => ({ typeId: typeOf(ctrl), orderNum: 0, parentId: null }),
    fields: ({ row }) => [
      'name',
      'value',
      'orderNum',
      { name: 'typeId', render: (ctx) => <TreeBoundary><TypeSelect {...ctx} /></TreeBoundary> },
      { name: 'parentId', wide: true, render: (ctx) => <TreeBoundary><ParentSelect {...ctx} editingId={row?.rowId ?? null} /></TreeBoundary> },
      { name: 'remark', wide: true },
    ],
  },
});
