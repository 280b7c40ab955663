/** Dictionary types (dict/type). */
import { defineEntity } from '../../crud/define.ts';

export const dictType = defineEntity({
  model: 'DictType',
  type: 'DictType',
  prefix: 'dict/type',
  filters: { keyword: ['name', 'key'] },
});
