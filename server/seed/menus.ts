/**
 * The menu tree seeded on an empty database. Each page lists the REST
 * prefixes it works with; its buttons (type 2 rows) carry one permission per
 * declared action of those prefixes (crud/permissions.ts). Every directory
 * and page has an icon of the source system's web client (LEGACY_ICONS; our
 * client draws each of them: client/src/components/Icon.tsx). Screens that
 * client ships (cool-admin-vue 7.x: base, dict, recycle, space, task, user,
 * helper, demo) have its file paths as viewPath, so that client renders them
 * (shared/notes/legacy-client-views.md; tests/server/seed-menus.test.ts);
 * the governance screens' viewPaths are ours. The first page (数据概览) is
 * the home of both clients: its viewPath is that client's home screen, its
 * router the one our client opens our dashboard by (router/registry.ts).
 */

/**
 * The menu icons the source system's web client has (cool-admin-vue 7.x,
 * src/modules/base/static/svg: a menu's `icon` names one of these files); a
 * name outside them draws nothing there.
 */
export const LEGACY_ICONS = [
  'icon-amount', 'icon-cart', 'icon-component', 'icon-crown', 'icon-db', 'icon-device', 'icon-dict', 'icon-earth',
  'icon-fx', 'icon-iot', 'icon-map', 'icon-menu', 'icon-monitor', 'icon-notice', 'icon-params', 'icon-phone',
  'icon-pic', 'icon-system', 'icon-tag', 'icon-time', 'icon-upload', 'icon-warn', 'icon-workbench',
] as const;
export type LegacyIcon = (typeof LEGACY_ICONS)[number];

/** The source client's home screen (its demo dashboard): the first page's view in that client. */
export const LEGACY_HOME_VIEW = 'modules/demo/views/home/index.vue';

export interface SeedPage {
  name: string;
  router: string;
  viewPath: string;
  icon: LegacyIcon;
  prefixes: string[];
  keepAlive?: boolean;
  isShow?: boolean;
}
export interface SeedDir {
  name: string;
  icon: LegacyIcon;
  children: (SeedDir | SeedPage)[];
}

const page = (name: string, router: string, viewPath: string, icon: LegacyIcon, prefixes: string[], extra: Partial<SeedPage> = {}): SeedPage => ({
  name,
  router,
  viewPath,
  icon,
  prefixes,
  ...extra,
});

export const MENU_TREE: SeedDir[] = [
  {
    name: '首页',
    icon: 'icon-workbench',
    // Our dashboard in our client (by its router); the source client's own home there (it has no screen of ours).
    children: [page('数据概览', '/count/home', LEGACY_HOME_VIEW, 'icon-monitor', ['comm/count'])],
  },
  {
    name: '社区管理',
    icon: 'icon-map',
    children: [
      page('小区信息', '/area/info', 'modules/area/views/info.vue', 'icon-earth', ['area/info']),
      page('房屋管理', '/area/house', 'modules/area/views/house.vue', 'icon-component', ['area/house']),
      page('居民信息', '/resident/info', 'modules/resident/views/info.vue', 'icon-phone', ['resident/info']),
    ],
  },
  {
    name: '业主大会',
    icon: 'icon-crown',
    children: [
      page('会议管理', '/meeting/info', 'modules/business/views/meeting/info.vue', 'icon-time', [
        'business/meeting/info',
        'business/meeting/notice',
        'business/meeting/template',
        'business/meeting/vote/item',
        'business/meeting/vote/record',
        'business/meeting/inquiry',
        'business/meeting/correction',
        'business/meeting/credential',
      ]),
      page('选举管理', '/election/info', 'modules/business/views/election/info.vue', 'icon-tag', [
        'business/election/info',
        'business/election/candidate',
        'business/election/group',
      ]),
      // The assembly's own rules (docs/assembly-rules.md).
      page('议事规则', '/meeting/rule', 'modules/business/views/meeting/rule.vue', 'icon-params', ['business/meeting/rule']),
    ],
  },
  {
    name: '事务管理',
    icon: 'icon-warn',
    children: [
      page('建议投诉', '/advice/info', 'modules/business/views/advice/info.vue', 'icon-notice', ['business/advice/info', 'business/advice/reply']),
      page('报修管理', '/repair/info', 'modules/business/views/repair/info.vue', 'icon-device', ['business/repair/info']),
    ],
  },
  {
    name: '信息发布',
    icon: 'icon-notice',
    children: [
      page('公告通知', '/info/notice', 'modules/info/views/notice.vue', 'icon-notice', ['info/notice']),
      page('轮播图', '/info/banner', 'modules/info/views/banner.vue', 'icon-pic', ['info/banner']),
      page('文书模板', '/info/template', 'modules/info/views/template.vue', 'icon-dict', ['info/template']),
    ],
  },
  {
    name: '用户管理',
    icon: 'icon-phone',
    children: [
      page('用户列表', '/user/list', 'modules/user/views/list.vue', 'icon-menu', ['user/info']),
      page('用户地址', '/user/address', 'modules/user/views/address.vue', 'icon-map', ['user/address']),
    ],
  },
  {
    name: '系统管理',
    icon: 'icon-system',
    children: [
      {
        name: '权限管理',
        icon: 'icon-crown',
        children: [
          page('菜单列表', '/sys/menu', 'modules/base/views/menu/index.vue', 'icon-menu', ['base/sys/menu']),
          page('角色列表', '/sys/role', 'modules/base/views/role.vue', 'icon-tag', ['base/sys/role']),
          page('用户列表', '/sys/user', 'modules/base/views/user/index.vue', 'icon-phone', ['base/sys/user', 'base/sys/department']),
        ],
      },
      page('参数列表', '/sys/param', 'modules/base/views/param.vue', 'icon-params', ['base/sys/param']),
      page('请求日志', '/sys/log', 'modules/base/views/log.vue', 'icon-db', ['base/sys/log']),
      page('字典管理', '/dict/list', 'modules/dict/views/list.vue', 'icon-dict', ['dict/type', 'dict/info']),
      page('任务列表', '/task/list', 'modules/task/views/list.vue', 'icon-time', ['task/info']),
      page('文件空间', '/space/list', 'modules/space/views/list.vue', 'icon-upload', ['space/info', 'space/type']),
      page('回收站', '/recycle/data', 'modules/recycle/views/data.vue', 'icon-warn', ['recycle/data']),
      {
        name: '插件管理',
        icon: 'icon-component',
        children: [
          page('后端插件', '/helper/plugins/serve', 'modules/helper/views/plugins/serve.vue', 'icon-component', ['plugin/info']),
          // The client's extension points and their settings, kept on the server (modules/plugin/client.ts).
          page('前端插件', '/helper/plugins/vue', 'modules/helper/views/plugins/vue.vue', 'icon-iot', ['plugin/client']),
        ],
      },
      page('AI编码', '/helper/ai-code', 'modules/helper/views/ai-code.vue', 'icon-fx', ['base/coding'], { keepAlive: true }),
      {
        name: '演示',
        icon: 'icon-cart',
        children: [
          page('演示首页', '/demo/home', LEGACY_HOME_VIEW, 'icon-workbench', []),
          page('演示列表', '/demo/crud', 'modules/demo/views/crud/index.vue', 'icon-cart', ['demo/goods', 'demo/tenant']),
        ],
      },
    ],
  },
];
