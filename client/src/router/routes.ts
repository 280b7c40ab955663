/** Fixed routes of SPEC §2. Menu routes come from menus.ts. */
import type { RouteRecord, Screen } from './types.ts';
import { findScreen } from './registry.ts';
import { demoRouteScreen, electionDetailScreen, errorScreen, meetingDetailScreen, homeScreen, loginScreen, myInfoScreen, placeholderScreen } from './screens.ts';
import type { MessageId } from '../i18n/index.ts';

export const ERROR_CODES = ['401', '403', '404', '500', '502'] as const;
/** Paths reachable without a token (SPEC §2). */
export const PUBLIC_PATHS = ['/login', ...ERROR_CODES.map((c) => `/${c}`)];

const page = (path: string, titleId: MessageId, screen: Screen, extra: Partial<RouteRecord> = {}): RouteRecord => ({
  path,
  titleId,
  layout: 'main',
  processTab: true,
  keepAlive: false,
  screen,
  ...extra,
});

/** A fixed page that is also a menu of some deployments: its registered screen, or the placeholder. */
const moduleScreen = (path: string) => findScreen(null, path) ?? placeholderScreen;

export function staticRoutes(): RouteRecord[] {
  return [
    { path: '/login', layout: 'bare', processTab: false, keepAlive: false, screen: loginScreen },
    ...ERROR_CODES.map<RouteRecord>((code) => ({
      path: `/${code}`,
      titleId: `error.${code}.title` as MessageId,
      layout: 'bare',
      processTab: false,
      keepAlive: false,
      screen: errorScreen,
      data: { code },
    })),
    page('/', 'route.home', homeScreen),
    page('/my/info', 'route.myInfo', myInfoScreen),
    page('/demo/test/route/:id/:name?', 'route.demoRoute', demoRouteScreen),
    page('/helper/ai-code', 'route.aiCode', moduleScreen('/helper/ai-code'), { keepAlive: true }),
    page('/helper/plugins', 'route.plugins', moduleScreen('/helper/plugins')),
    page('/space/list', 'route.spaceList', moduleScreen('/space/list')),
    page('/demo/crud', 'route.demoCrud', moduleScreen('/demo/crud')),
    // not in the seeded menu: the addresses of an app user (linked from the app users) and the demo home
    page('/user/address', 'route.userAddress', moduleScreen('/user/address')),
    page('/demo/home', 'route.demoHome', moduleScreen('/demo/home')),
    // opened from the meeting and election lists
    page('/meeting/info/:id', 'route.meetingDetail', meetingDetailScreen),
    page('/election/info/:id', 'route.electionDetail', electionDetailScreen),
  ];
}
