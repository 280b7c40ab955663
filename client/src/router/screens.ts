/**
 * The screens of the client, each loaded on first use. Menu screens are
 * registered by viewPath/router (see registry.ts); list screens of later
 * features add their `registerScreen` lines here.
 */
import { registerScreen } from './registry.ts';
import type { Screen } from './types.ts';
import { myInfoScreen } from '../features/base/my/route.ts';
import { SysLog, SysMenu, SysParam, SysRole, SysUser } from '../meta/entities.json';
import SysUserPageQuery from '../__generated__/SysUserPageQuery.graphql.ts';
import SysRolePageQuery from '../__generated__/SysRolePageQuery.graphql.ts';
import SysMenuTreeQuery from '../__generated__/SysMenuTreeQuery.graphql.ts';
import SysParamPageQuery from '../__generated__/SysParamPageQuery.graphql.ts';
import { entityRoute } from '../entity/route.ts';
import SysLogPageQuery from '../__generated__/SysLogPageQuery.graphql.ts';
import TreeDataDepartmentsQuery from '../__generated__/TreeDataDepartmentsQuery.graphql.ts';

export const loginScreen: Screen = { load: () => import('../features/base/login/LoginPage.tsx') };
export const errorScreen: Screen = { load: () => import('../features/base/error/ErrorPage.tsx') };
export const placeholderScreen: Screen = { load: () => import('../features/base/placeholder/PlaceholderPage.tsx') };
export const frameScreen: Screen = { load: () => import('../features/base/frame/FramePage.tsx') };
export const demoRouteScreen: Screen = { load: () => import('../features/demo/route/RouteParamPage.tsx') };
export { myInfoScreen };

/** The home page; also the count home until its widgets exist. */
export const homeScreen: Screen = registerScreen(['modules/count/views/home.vue'], {
  load: () => import('../features/base/home/HomePage.tsx'),
});

// System screens (modules/base). Each list query starts with the URL's list state before the code loads.
registerScreen(
  ['modules/base/views/user.vue', '/sys/user'],
  entityRoute(SysUser, SysUserPageQuery, () => import('../features/base/user/UserListPage.tsx'), { departments: { query: TreeDataDepartmentsQuery, perm: 'base:sys:department:list' } }),
);
registerScreen(['modules/base/views/role.vue', '/sys/role'], entityRoute(SysRole, SysRolePageQuery, () => import('../features/base/role/RoleListPage.tsx')));
registerScreen(['modules/base/views/menu.vue', '/sys/menu'], entityRoute(SysMenu, SysMenuTreeQuery, () => import('../features/base/menu/MenuListPage.tsx')));
registerScreen(['modules/base/views/param.vue', '/sys/param'], entityRoute(SysParam, SysParamPageQuery, () => import('../features/base/param/ParamListPage.tsx')));
registerScreen(['modules/base/views/log.vue', '/sys/log'], entityRoute(SysLog, SysLogPageQuery, () => import('../features/base/log/LogListPage.tsx')));
