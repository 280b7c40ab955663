/**
 * The screens of the client, each loaded on first use. Menu screens are
 * registered by viewPath/router (see registry.ts): the seeded menu's viewPath
 * and router, and the source system's own viewPath where it has one
 * (shared/notes/legacy-client-views.md; `…/user/index.vue` and `…/user.vue`
 * give the same key). An entity screen is one line: `entityRoute(declaration,
 * generated page or tree query, screen module)`.
 */
import { registerScreen } from './registry.ts';
import type { Screen } from './types.ts';
import { myInfoScreen } from '../features/base/my/route.ts';
import { preparedMeetingDetail } from '../features/business/meeting/detail/route.ts';
import { preparedElectionDetail } from '../features/business/election/route.ts';
import { entityRoute } from '../entity/route.ts';
import { AssemblyRule, AdviceInfo, AppUser, AreaHouse, AreaInfo, DemoGoods, DictInfo, ElectionInfo, MeetingInfo, InfoBanner, RepairInfo, InfoNotice, InfoTemplate, PluginInfo, RecycleData, ResidentInfo, SpaceInfo, SysLog, SysMenu, SysParam, SysRole, SysUser, TaskInfo, UserAddress } from '../meta/entities.json';
import SysUserPageQuery from '../__generated__/SysUserPageQuery.graphql.ts';
import AssemblyRulePageQuery from '../__generated__/AssemblyRulePageQuery.graphql.ts';
import SysRolePageQuery from '../__generated__/SysRolePageQuery.graphql.ts';
import SysMenuTreeQuery from '../__generated__/SysMenuTreeQuery.graphql.ts';
import SysParamPageQuery from '../__generated__/SysParamPageQuery.graphql.ts';
import SysLogPageQuery from '../__generated__/SysLogPageQuery.graphql.ts';
import TreeDataDepartmentsQuery from '../__generated__/TreeDataDepartmentsQuery.graphql.ts';
import AreaInfoPageQuery from '../__generated__/AreaInfoPageQuery.graphql.ts';
import AreaHousePageQuery from '../__generated__/AreaHousePageQuery.graphql.ts';
import ResidentInfoPageQuery from '../__generated__/ResidentInfoPageQuery.graphql.ts';
import AppUserPageQuery from '../__generated__/AppUserPageQuery.graphql.ts';
import UserAddressPageQuery from '../__generated__/UserAddressPageQuery.graphql.ts';
import DictInfoTreeQuery from '../__generated__/DictInfoTreeQuery.graphql.ts';
import InfoBannerPageQuery from '../__generated__/InfoBannerPageQuery.graphql.ts';
import InfoNoticePageQuery from '../__generated__/InfoNoticePageQuery.graphql.ts';
import InfoTemplatePageQuery from '../__generated__/InfoTemplatePageQuery.graphql.ts';
import DemoGoodsPageQuery from '../__generated__/DemoGoodsPageQuery.graphql.ts';
import SpaceInfoPageQuery from '../__generated__/SpaceInfoPageQuery.graphql.ts';
import TaskInfoPageQuery from '../__generated__/TaskInfoPageQuery.graphql.ts';
import MeetingInfoPageQuery from '../__generated__/MeetingInfoPageQuery.graphql.ts';
import ElectionInfoPageQuery from '../__generated__/ElectionInfoPageQuery.graphql.ts';
import AdviceInfoPageQuery from '../__generated__/AdviceInfoPageQuery.graphql.ts';
import RepairInfoPageQuery from '../__generated__/RepairInfoPageQuery.graphql.ts';
import RecycleDataPageQuery from '../__generated__/RecycleDataPageQuery.graphql.ts';
import PluginInfoPageQuery from '../__generated__/PluginInfoPageQuery.graphql.ts';

export const loginScreen: Screen = { load: () => import('../features/base/login/LoginPage.tsx') };
export const errorScreen: Screen = { load: () => import('../features/base/error/ErrorPage.tsx') };
export const placeholderScreen: Screen = { load: () => import('../features/base/placeholder/PlaceholderPage.tsx') };
export const frameScreen: Screen = { load: () => import('../features/base/frame/FramePage.tsx') };
export const demoRouteScreen: Screen = { load: () => import('../features/demo/route/RouteParamPage.tsx') };
export { myInfoScreen };
/** A meeting's detail (/meeting/info/:id): stages, notices, items, live vote, paper ballots, results. */
export const meetingDetailScreen: Screen = {
  load: () => import('../features/business/meeting/detail/MeetingDetailPage.tsx'),
  // The data is asked for with the code (the module is loaded for its query first; both start at once).
  prepare: ({ params, environment }) => ({ detail: preparedMeetingDetail(environment, Number(params.id)) }),
};
/** An election's candidates, working group and outcome (/election/info/:id). */
export const electionDetailScreen: Screen = {
  load: () => import('../features/business/election/ElectionDetailPage.tsx'),
  prepare: ({ params, environment }) => ({ detail: preparedElectionDetail(environment, Number(params.id)) }),
};

/** The home page: the dashboard (to-dos, counts, trends, meetings voting); also the count home (数据概览). */
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
registerScreen(['modules/recycle/views/data.vue', '/recycle/data'], entityRoute(RecycleData, RecycleDataPageQuery, () => import('../features/recycle/data/RecycleScreen.tsx')));
registerScreen(['modules/task/views/list.vue', '/task/list'], entityRoute(TaskInfo, TaskInfoPageQuery, () => import('../features/task/list/TaskListScreen.tsx')));

// Records (community, residents, app users, dictionaries, information, demo).
registerScreen(['modules/area/views/info.vue', '/area/info'], entityRoute(AreaInfo, AreaInfoPageQuery, () => import('../features/area/info/AreaInfoScreen.tsx')));
registerScreen(['modules/area/views/house.vue', '/area/house'], entityRoute(AreaHouse, AreaHousePageQuery, () => import('../features/area/house/HouseScreen.tsx')));
registerScreen(['modules/resident/views/info.vue', '/resident/info'], entityRoute(ResidentInfo, ResidentInfoPageQuery, () => import('../features/resident/info/ResidentScreen.tsx')));
registerScreen(['modules/user/views/list.vue', 'modules/user/views/info.vue', '/user/list'], entityRoute(AppUser, AppUserPageQuery, () => import('../features/user/info/AppUserScreen.tsx')));
registerScreen(['modules/user/views/address.vue', '/user/address'], entityRoute(UserAddress, UserAddressPageQuery, () => import('../features/user/address/AddressScreen.tsx')));
registerScreen(['modules/dict/views/list.vue', '/dict/list'], entityRoute(DictInfo, DictInfoTreeQuery, () => import('../features/dict/list/DictScreen.tsx')));
registerScreen(['modules/space/views/list.vue', '/space/list'], entityRoute(SpaceInfo, SpaceInfoPageQuery, () => import('../features/space/list/SpaceScreen.tsx')));
registerScreen(['modules/info/views/banner.vue', '/info/banner'], entityRoute(InfoBanner, InfoBannerPageQuery, () => import('../features/info/banner/BannerScreen.tsx')));
registerScreen(['modules/info/views/notice.vue', '/info/notice'], entityRoute(InfoNotice, InfoNoticePageQuery, () => import('../features/info/notice/NoticeScreen.tsx')));
registerScreen(['modules/info/views/template.vue', '/info/template'], entityRoute(InfoTemplate, InfoTemplatePageQuery, () => import('../features/info/template/TemplateScreen.tsx')));
registerScreen(['modules/demo/views/crud/index.vue', '/demo/crud'], entityRoute(DemoGoods, DemoGoodsPageQuery, () => import('../features/demo/crud/GoodsScreen.tsx')));
registerScreen(['modules/helper/views/plugins/serve.vue', '/helper/plugins/serve', '/helper/plugins'], entityRoute(PluginInfo, PluginInfoPageQuery, () => import('../features/helper/plugins/PluginsScreen.tsx')));
registerScreen(['modules/demo/views/home/index.vue', '/demo/home'], { load: () => import('../features/demo/home/DemoHomePage.tsx') });
registerScreen(['modules/helper/views/plugins/vue.vue', '/helper/plugins/vue'], { load: () => import('../features/helper/plugins/ClientPluginsPage.tsx') });

// Owners' meetings and elections (the detail pages are fixed routes: router/routes.ts).
registerScreen(['modules/business/views/meeting/info.vue', '/meeting/info'], entityRoute(MeetingInfo, MeetingInfoPageQuery, () => import('../features/business/meeting/MeetingScreen.tsx')));
// The assembly's own rules (docs/assembly-rules.md).
registerScreen(['modules/business/views/meeting/rule.vue', '/meeting/rule'], entityRoute(AssemblyRule, AssemblyRulePageQuery, () => import('../features/business/meeting/rule/AssemblyRuleScreen.tsx')));
registerScreen(['modules/business/views/election/info.vue', '/election/info'], entityRoute(ElectionInfo, ElectionInfoPageQuery, () => import('../features/business/election/ElectionScreen.tsx')));

// Resident services: advice (suggestions, complaints) and repairs, with their detail drawers and live to-dos.
registerScreen(['modules/business/views/advice/info.vue', '/advice/info'], entityRoute(AdviceInfo, AdviceInfoPageQuery, () => import('../features/business/advice/AdviceScreen.tsx')));
registerScreen(['modules/business/views/repair/info.vue', '/repair/info'], entityRoute(RepairInfo, RepairInfoPageQuery, () => import('../features/business/repair/RepairScreen.tsx')));

// Helpers: the AI coding helper (kept alive: the draft and the form survive a tab switch).
registerScreen(['modules/helper/views/ai-code.vue', '/helper/ai-code'], { load: () => import('../features/helper/ai-code/AiCodePage.tsx') });
