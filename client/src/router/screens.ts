/**
 * The screens of the client, each loaded on first use. Menu screens are
 * registered by viewPath/router (see registry.ts): the seeded menu's viewPath
 * and router, and the source system's own viewPath where it has one
 * (shared/notes/legacy-client-views.md; `…/user/index.vue` and `…/user.vue`
 * give the same key). An entity screen is one line: `entityRoute(declaration
 * name, lazily imported page or tree query, screen module)`. Nothing here
 * is imported statically but the registry: every screen, query artifact and
 * declaration is a chunk of its own, loaded with its route.
 */
import { registerScreen } from './registry.ts';
import type { Screen } from './types.ts';
import { entityRoute } from '../entity/route.ts';

export const loginScreen: Screen = { load: () => import('../features/base/login/LoginPage.tsx') };
export const errorScreen: Screen = { load: () => import('../features/base/error/ErrorPage.tsx') };
export const placeholderScreen: Screen = { load: () => import('../features/base/placeholder/PlaceholderPage.tsx') };
export const frameScreen: Screen = { load: () => import('../features/base/frame/FramePage.tsx') };
export const demoRouteScreen: Screen = { load: () => import('../features/demo/route/RouteParamPage.tsx') };
/** The personal center: its query starts before the screen renders (fresh data for the edit form). */
export const myInfoScreen: Screen = {
  load: () => import('../features/base/my/InfoPage.tsx'),
  prepare: async ({ environment }) => ({ person: (await import('../features/base/my/route.ts')).preparedMyInfo(environment) }),
};
/** A meeting's detail (/meeting/info/:id): stages, notices, items, live vote, paper ballots, results. */
export const meetingDetailScreen: Screen = {
  load: () => import('../features/business/meeting/detail/MeetingDetailPage.tsx'),
  // The data is asked for with the code (the small route module, with the query, loads beside the page's chunk).
  prepare: async ({ params, environment }) => ({ detail: (await import('../features/business/meeting/detail/route.ts')).preparedMeetingDetail(environment, Number(params.id)) }),
};
/** An election's candidates, working group and outcome (/election/info/:id). */
export const electionDetailScreen: Screen = {
  load: () => import('../features/business/election/ElectionDetailPage.tsx'),
  prepare: async ({ params, environment }) => ({ detail: (await import('../features/business/election/route.ts')).preparedElectionDetail(environment, Number(params.id)) }),
};

/** The home page: the dashboard (to-dos, counts, trends, meetings voting); also the count home (数据概览, by its router; its former viewPath still names it). */
export const homeScreen: Screen = registerScreen(['/count/home', 'modules/count/views/home.vue'], {
  load: () => import('../features/base/home/HomePage.tsx'),
});

// System screens (modules/base). Each list query starts with the URL's list state before the code loads.
registerScreen(
  ['modules/base/views/user.vue', '/sys/user'],
  entityRoute('SysUser', () => import('../__generated__/SysUserPageQuery.graphql.ts'), () => import('../features/base/user/UserListPage.tsx'), { departments: { query: () => import('../__generated__/TreeDataDepartmentsQuery.graphql.ts'), perm: 'base:sys:department:list' } }),
);
registerScreen(['modules/base/views/role.vue', '/sys/role'], entityRoute('SysRole', () => import('../__generated__/SysRolePageQuery.graphql.ts'), () => import('../features/base/role/RoleListPage.tsx')));
registerScreen(['modules/base/views/menu.vue', '/sys/menu'], entityRoute('SysMenu', () => import('../__generated__/SysMenuTreeQuery.graphql.ts'), () => import('../features/base/menu/MenuListPage.tsx')));
registerScreen(['modules/base/views/param.vue', '/sys/param'], entityRoute('SysParam', () => import('../__generated__/SysParamPageQuery.graphql.ts'), () => import('../features/base/param/ParamListPage.tsx')));
registerScreen(['modules/base/views/log.vue', '/sys/log'], entityRoute('SysLog', () => import('../__generated__/SysLogPageQuery.graphql.ts'), () => import('../features/base/log/LogListPage.tsx')));
registerScreen(['modules/recycle/views/data.vue', '/recycle/data'], entityRoute('RecycleData', () => import('../__generated__/RecycleDataPageQuery.graphql.ts'), () => import('../features/recycle/data/RecycleScreen.tsx')));
registerScreen(['modules/task/views/list.vue', '/task/list'], entityRoute('TaskInfo', () => import('../__generated__/TaskInfoPageQuery.graphql.ts'), () => import('../features/task/list/TaskListScreen.tsx')));

// Records (community, residents, app users, dictionaries, information, demo).
registerScreen(['modules/area/views/info.vue', '/area/info'], entityRoute('AreaInfo', () => import('../__generated__/AreaInfoPageQuery.graphql.ts'), () => import('../features/area/info/AreaInfoScreen.tsx')));
registerScreen(['modules/area/views/house.vue', '/area/house'], entityRoute('AreaHouse', () => import('../__generated__/AreaHousePageQuery.graphql.ts'), () => import('../features/area/house/HouseScreen.tsx')));
registerScreen(['modules/resident/views/info.vue', '/resident/info'], entityRoute('ResidentInfo', () => import('../__generated__/ResidentInfoPageQuery.graphql.ts'), () => import('../features/resident/info/ResidentScreen.tsx')));
registerScreen(['modules/user/views/list.vue', 'modules/user/views/info.vue', '/user/list'], entityRoute('AppUser', () => import('../__generated__/AppUserPageQuery.graphql.ts'), () => import('../features/user/info/AppUserScreen.tsx')));
registerScreen(['modules/user/views/address.vue', '/user/address'], entityRoute('UserAddress', () => import('../__generated__/UserAddressPageQuery.graphql.ts'), () => import('../features/user/address/AddressScreen.tsx')));
registerScreen(['modules/dict/views/list.vue', '/dict/list'], entityRoute('DictInfo', () => import('../__generated__/DictInfoTreeQuery.graphql.ts'), () => import('../features/dict/list/DictScreen.tsx')));
registerScreen(['modules/space/views/list.vue', '/space/list'], entityRoute('SpaceInfo', () => import('../__generated__/SpaceInfoPageQuery.graphql.ts'), () => import('../features/space/list/SpaceScreen.tsx')));
registerScreen(['modules/info/views/banner.vue', '/info/banner'], entityRoute('InfoBanner', () => import('../__generated__/InfoBannerPageQuery.graphql.ts'), () => import('../features/info/banner/BannerScreen.tsx')));
registerScreen(['modules/info/views/notice.vue', '/info/notice'], entityRoute('InfoNotice', () => import('../__generated__/InfoNoticePageQuery.graphql.ts'), () => import('../features/info/notice/NoticeScreen.tsx')));
registerScreen(['modules/info/views/template.vue', '/info/template'], entityRoute('InfoTemplate', () => import('../__generated__/InfoTemplatePageQuery.graphql.ts'), () => import('../features/info/template/TemplateScreen.tsx')));
registerScreen(['modules/demo/views/crud/index.vue', '/demo/crud'], entityRoute('DemoGoods', () => import('../__generated__/DemoGoodsPageQuery.graphql.ts'), () => import('../features/demo/crud/GoodsScreen.tsx')));
registerScreen(['modules/helper/views/plugins/serve.vue', '/helper/plugins/serve', '/helper/plugins'], entityRoute('PluginInfo', () => import('../__generated__/PluginInfoPageQuery.graphql.ts'), () => import('../features/helper/plugins/PluginsScreen.tsx')));
registerScreen(['modules/demo/views/home/index.vue', '/demo/home'], { load: () => import('../features/demo/home/DemoHomePage.tsx') });
registerScreen(['modules/helper/views/plugins/vue.vue', '/helper/plugins/vue'], { load: () => import('../features/helper/plugins/ClientPluginsPage.tsx') });

// Owners' meetings and elections (the detail pages are fixed routes: router/routes.ts).
registerScreen(['modules/business/views/meeting/info.vue', '/meeting/info'], entityRoute('MeetingInfo', () => import('../__generated__/MeetingInfoPageQuery.graphql.ts'), () => import('../features/business/meeting/MeetingScreen.tsx')));
// The assembly's own rules (docs/assembly-rules.md).
registerScreen(['modules/business/views/meeting/rule.vue', '/meeting/rule'], entityRoute('AssemblyRule', () => import('../__generated__/AssemblyRulePageQuery.graphql.ts'), () => import('../features/business/meeting/rule/AssemblyRuleScreen.tsx')));
registerScreen(['modules/business/views/election/info.vue', '/election/info'], entityRoute('ElectionInfo', () => import('../__generated__/ElectionInfoPageQuery.graphql.ts'), () => import('../features/business/election/ElectionScreen.tsx')));

// Resident services: advice (suggestions, complaints) and repairs, with their detail drawers and live to-dos.
registerScreen(['modules/business/views/advice/info.vue', '/advice/info'], entityRoute('AdviceInfo', () => import('../__generated__/AdviceInfoPageQuery.graphql.ts'), () => import('../features/business/advice/AdviceScreen.tsx')));
registerScreen(['modules/business/views/repair/info.vue', '/repair/info'], entityRoute('RepairInfo', () => import('../__generated__/RepairInfoPageQuery.graphql.ts'), () => import('../features/business/repair/RepairScreen.tsx')));

// Helpers: the AI coding helper (kept alive: the draft and the form survive a tab switch).
registerScreen(['modules/helper/views/ai-code.vue', '/helper/ai-code'], { load: () => import('../features/helper/ai-code/AiCodePage.tsx') });
