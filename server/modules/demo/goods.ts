/** Demo goods (demo/goods): the demo list page. */
import { defineEntity } from '../../crud/define.ts';
import { adminUserName } from '../../crud/lookups.ts';

export const demoGoods = defineEntity({
  model: 'DemoGoods',
  type: 'DemoGoods',
  creator: true,
  prefix: 'demo/goods',
  filters: { eq: ['status'], like: ['title'], keyword: ['description'] },
  extraFields: (t) => ({ userName: adminUserName(t) }),
  rest: { page: ['userName'], info: ['userName'] },
});
