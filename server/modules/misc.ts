/** Generic CRUD of the remaining entities: demo goods, plugins, recycle bin (read side), tasks, app users and addresses. */
import { defineEntity } from '../crud/entity.ts';
import { registerEntity } from '../crud/graphql.ts';
import { adminUserName } from '../crud/lookups.ts';

export const demoGoods = defineEntity({
  model: 'DemoGoods',
  type: 'DemoGoods',
  creator: true,
  prefix: 'demo/goods',
  filters: { eq: ['status', 'type'], like: ['title'], keyword: ['description'] },
  extraFields: (t) => ({ userName: adminUserName(t) }),
  rest: { page: ['userName'], info: ['userName'] },
});

export const pluginInfo = defineEntity({
  model: 'PluginInfo',
  type: 'PluginInfo',
  prefix: 'plugin/info',
  filters: { eq: ['status'], keyword: ['name', 'keyName', 'author'] },
});

/** Read side of the recycle bin; restore comes with the recycle-bin capability. */
export const recycleData = defineEntity({
  model: 'RecycleData',
  type: 'RecycleData',
  prefix: 'recycle/data',
  actions: ['page', 'info'],
  recycle: false,
  filters: { keyword: ['url'] },
  extraFields: (t) => ({ userName: adminUserName(t) }),
  rest: { page: ['userName'], info: ['userName'] },
});

export const taskInfo = defineEntity({
  model: 'TaskInfo',
  type: 'TaskInfo',
  prefix: 'task/info',
  actions: ['add', 'update', 'delete', 'info', 'page'],
  readOnly: ['nextRunTime', 'lastExecuteTime', 'lockExpireTime'],
  filters: { eq: ['status', 'type', 'taskType'], keyword: ['name', 'service'] },
});

export const userInfo = defineEntity({
  model: 'UserInfo',
  type: 'AppUser',
  prefix: 'user/info',
  hidden: ['password'],
  filters: { eq: ['status', 'gender', 'loginType'], keyword: ['nickName', 'phone'] },
});

export const userAddress = defineEntity({
  model: 'UserAddress',
  type: 'UserAddress',
  prefix: 'user/address',
  filters: { eq: ['userId', 'isDefault'], keyword: ['contact', 'phone', 'address'] },
});

for (const decl of [demoGoods, pluginInfo, recycleData, taskInfo, userInfo, userAddress]) registerEntity(decl);
