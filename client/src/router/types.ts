import type { ComponentType } from 'react';
import type { Environment } from 'relay-runtime';
import type { PreloadedQuery } from 'react-relay';
import type { MessageId } from '../i18n/index.ts';
import type { MenuItem } from '../relay/session.ts';
import type { Params } from './history.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Queries = Record<string, PreloadedQuery<any>>;

/** What a screen component receives. */
export interface ScreenProps {
  params: Params;
  /** query references started by the screen's `prepare` */
  queries: Queries;
  route: RouteRecord;
}

/**
 * A lazily loaded screen: its code, and the queries to start before it renders.
 * `prepare` may answer a promise when it first loads its query artifacts (kept
 * out of the initial bundle); it is called once per route instance, at the
 * same time as `load`, and the screen renders when both have settled.
 */
export interface Screen {
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  prepare?: (ctx: { params: Params; environment: Environment; route: RouteRecord }) => Queries | Promise<Queries>;
}

export interface RouteRecord {
  /** pattern: `/a/:id/:name?` */
  path: string;
  /** title: a message id (static routes) … */
  titleId?: MessageId;
  /** … or a menu name (dynamic routes) */
  title?: string;
  /** 'main' renders inside the main layout; 'bare' alone (login, error pages) */
  layout: 'main' | 'bare';
  /** opens a process tab (not for error pages and login) */
  processTab: boolean;
  keepAlive: boolean;
  screen: Screen;
  /** go there instead */
  redirect?: string;
  /** the menu the route comes from */
  menu?: MenuItem;
  /** extra data for the screen (iframe url...) */
  data?: Record<string, unknown>;
}
