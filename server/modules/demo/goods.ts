/** Demo goods (demo/goods): the demo list page. */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME } from '../../crud/lookups.ts';

export const demoGoods = defineEntity({
  model: 'DemoGoods',
  type: 'DemoGoods',
  creator: true,
  prefix: 'demo/goods',
  rules: { title: RULE.required, price: RULE.nonNegative, stock: RULE.nonNegative },
  filters: { eq: ['status'], like: ['title'], keyword: ['description'] },
  dicts: { type: 'goodsType' },
  lookups: { userName: ADMIN_USER_NAME },
  rest: { page: ['userName'], info: ['userName'] },
});
