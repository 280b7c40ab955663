/**
 * The screens of the client, each loaded on first use. Menu screens are
 * registered by viewPath/router (see registry.ts); list screens of later
 * features add their `registerScreen` lines here.
 */
import { registerScreen } from './registry.ts';
import type { Screen } from './types.ts';
import { myInfoScreen } from '../features/base/my/route.ts';

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
