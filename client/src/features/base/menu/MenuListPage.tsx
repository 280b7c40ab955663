/**
 * Menus (/sys/menu): a tree table (a row click expands its children) of
 * directories, menus and buttons with icon, order, keepAlive, isShow, view
 * path, route and permissions. The toolbar's tools (MenuTransfer.tsx): a page
 * made from a declared entity, export of the chosen menus (chosen first) as
 * JSON, import of such a file after a preview.
 */
import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SysMenu } from '../../../meta/entities.json';
import { SysMenuOperations, type SysMenuRow } from '../../../entity/generated/SysMenu.ts';
import { defineEntityScreen, entityMeta, permOf, type EntityController, useMetaText, type FormValues } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { MenuParentSelect } from '../shared/TreeData.tsx';
import { MenuTools } from './MenuTransfer.tsx';

export const meta = entityMeta(SysMenu);
const TYPE_COLORS = ['blue', 'green', 'orange'];
const typeIs = (...types: number[]) => (v: FormValues) => types.includes(Number(v.type ?? 0));

function TypeBadge({ type }: { type: number }) {
  const text = useMetaText();
  return <Badge size="sm" colorPalette={TYPE_COLORS[type] ?? 'gray'}>{text.option(meta, 'type', type)}</Badge>;
}

function AddChild({ row, ctrl }: { row: SysMenuRow; ctrl: EntityController<SysMenuRow> }) {
  const intl = useIntl();
  return (
    <Can I={permOf(meta, 'add')}>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => ctrl.openAdd({ parentId: row.rowId })}>
        {intl.formatMessage({ id: 'menu.addChild' })}
      </Button>
    </Can>
  );
}

export default defineEntityScreen<SysMenuRow>({
  meta,
  ops: SysMenuOperations,
  tree: true,
  filters: ['type'],
  columns: [
    { name: 'name', fixed: true, render: (r) => <Flex align="center" gap="1.5">{r.type !== 2 && <Icon name={r.icon} size={15} />}{r.name}</Flex> },
    'icon',
    { name: 'type', render: (r) => <TypeBadge type={r.type} /> },
    'router',
    'viewPath',
    { name: 'perms', render: (r) => (r.perms ? <Box title={r.perms} truncate maxW="60">{r.perms}</Box> : null) },
    'orderNum',
    'keepAlive',
    'isShow',
    'id',
    'parentId',
    'updateTime',
  ],
  hidden: ['icon', 'viewPath', 'id', 'parentId', 'updateTime'],
  inlineEdit: ['name', 'orderNum', 'keepAlive', 'isShow'],
  toolbar: ({ selected }, ctrl) => <MenuTools menuMeta={meta} selected={selected} reload={ctrl.reload} />,
  rowActions: (row, ctrl) => (row.type !== 2 ? <AddChild row={row} ctrl={ctrl} /> : null),
  // the menus' own export (a JSON tree of the chosen menus) is in the toolbar
  export: false,
  selectable: true,
  form: {
    size: 'xl',
    initial: () => ({ type: 1, parentId: null, orderNum: 0, keepAlive: true, isShow: true, name: '', router: '', viewPath: '', icon: '', perms: '' }),
    fields: ({ row }) => [
      { name: 'type', required: true, wide: true },
      'name',
      'orderNum',
      { name: 'parentId', wide: true, render: ({ value, onChange, label }) => <MenuParentSelect value={(value as number | null) ?? null} onChange={onChange} title={label} none excludeId={row?.rowId ?? null} /> },
      { name: 'router', visible: typeIs(0, 1), placeholder: '/sys/user', helperTextId: 'menu.router.help' },
      { name: 'viewPath', visible: typeIs(1), placeholder: 'modules/base/views/user.vue' },
      { name: 'icon', visible: typeIs(0, 1), placeholder: 'icon-user' },
      { name: 'perms', kind: 'text', visible: typeIs(2), wide: true, placeholder: 'base:sys:user:add,base:sys:user:update', helperTextId: 'menu.perms.help' },
      { name: 'keepAlive', visible: typeIs(1) },
      { name: 'isShow', visible: typeIs(0, 1) },
    ],
  },
});
