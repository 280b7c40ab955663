/** Communities (/area/info): name, scale, address and postal code, and the functions the community uses. */
import { AreaInfo } from '../../../meta/entities.json';
import { AreaInfoOperations, type AreaInfoRow } from '../../../entity/generated/AreaInfo.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';
import { FunctionsEditor, FunctionsText, functionList } from './FunctionsEditor.tsx';

export const meta = entityMeta(AreaInfo);

export default defineEntityScreen<AreaInfoRow>({
  meta,
  ops: AreaInfoOperations,
  columns: ['id', 'name', 'scale', 'province', 'city', 'district', 'town', 'street', 'streetNo', 'postalCode', { name: 'functions', sortable: false, render: (r) => <FunctionsText value={r.functions} /> }, 'createTime'],
  hidden: ['id', 'town', 'streetNo', 'postalCode', 'createTime'],
  inlineEdit: ['name', 'scale'],
  form: {
    size: 'xl',
    initial: () => ({ functions: [] }),
    values: (row) => ({ ...row, functions: functionList(row.functions) }),
    fields: ['name', 'scale', 'province', 'city', 'district', 'town', 'street', 'streetNo', 'postalCode', { name: 'functions', wide: true, render: (ctx) => <FunctionsEditor {...ctx} /> }],
  },
});
