/**
 * Roles (/sys/role): name, label, remark; the form holds the menu permission
 * tree (function permissions), the department tree (data permissions) and the
 * relevance flag (data permission also covers superior and subordinate
 * departments).
 */
import { SysRole } from '../../../meta/entities.json';
import { SysRoleOperations, type SysRoleRow } from '../../../entity/generated/SysRole.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';
import { DepartmentCheckTree, MenuCheckTree } from '../shared/TreeData.tsx';

export const meta = entityMeta(SysRole);

export default defineEntityScreen<SysRoleRow>({
  meta,
  ops: SysRoleOperations,
  columns: [
    { name: 'id', width: '20' },
    'name',
    'label',
    'remark',
    'relevance',
    { name: 'menuIdList', render: (r) => r.menuIdList.length, sortable: false },
    { name: 'departmentIdList', render: (r) => r.departmentIdList.length, sortable: false },
    'createTime',
    'updateTime',
  ],
  hidden: ['menuIdList', 'departmentIdList', 'updateTime'],
  inlineEdit: ['name', 'label', 'remark'],
  form: {
    size: 'xl',
    initial: () => ({ relevance: false, menuIdList: [], departmentIdList: [] }),
    values: (row) => ({ ...row, menuIdList: [...row.menuIdList], departmentIdList: [...row.departmentIdList] }),
    fields: [
      'name',
      'label',
      { name: 'remark', wide: true },
      { name: 'menuIdList', render: ({ value, onChange, label }) => <MenuCheckTree value={(value as number[]) ?? []} onChange={onChange} title={label} /> },
      { name: 'departmentIdList', render: ({ value, onChange, label }) => <DepartmentCheckTree value={(value as number[]) ?? []} onChange={onChange} title={label} /> },
      { name: 'relevance', wide: true, helperTextId: 'role.relevance.help' },
    ],
  },
});
