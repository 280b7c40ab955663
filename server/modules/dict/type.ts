/** Dictionary types (dict/type). */
import { defineEntity } from '../../crud/define.ts';

export const dictType = defineEntity({
  model: 'DictType',
  type: 'DictType',
  prefix: 'dict/type',
  translatable: ['name'],
  filters: { keyword: ['name', 'key'] },
});
