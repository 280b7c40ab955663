/** A small set of line icons (24×24, stroke) for menus and the shell; unknown names get a dot. */
import type { ReactNode, SVGProps } from 'react';

const P = (d: string) => <path d={d} />;

const ICONS: Record<string, ReactNode> = {
  home: [P('M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'), P('M9 22V12h6v10')],
  user: [<circle key="c" cx="12" cy="7" r="4" />, P('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2')],
  community: [P('M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2'), <circle key="c" cx="9" cy="7" r="4" />, P('M23 21v-2a4 4 0 0 0-3-3.87'), P('M16 3.13a4 4 0 0 1 0 7.75')],
  house: [P('M3 21h18'), P('M5 21V7l7-4 7 4v14'), P('M9 21v-6h6v6')],
  data: [P('M12 20V10'), P('M18 20V4'), P('M6 20v-4')],
  meeting: [<rect key="r" x="3" y="4" width="18" height="18" rx="2" />, P('M16 2v4'), P('M8 2v4'), P('M3 10h18')],
  vote: [P('M9 11l3 3L22 4'), P('M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11')],
  work: [<rect key="r" x="2" y="7" width="20" height="14" rx="2" />, P('M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16')],
  advice: [P('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z')],
  repair: [P('M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94z')],
  notice: [P('M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9'), P('M13.73 21a2 2 0 0 1-3.46 0')],
  banner: [<rect key="r" x="3" y="3" width="18" height="18" rx="2" />, <circle key="c" cx="8.5" cy="8.5" r="1.5" />, P('M21 15l-5-5L5 21')],
  template: [P('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z'), P('M14 2v6h6'), P('M16 13H8'), P('M16 17H8')],
  system: [<rect key="a" x="3" y="3" width="7" height="7" />, <rect key="b" x="14" y="3" width="7" height="7" />, <rect key="c" x="14" y="14" width="7" height="7" />, <rect key="d" x="3" y="14" width="7" height="7" />],
  auth: [P('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z')],
  menu: [P('M3 12h18'), P('M3 6h18'), P('M3 18h18')],
  params: [P('M4 21v-7'), P('M4 10V3'), P('M12 21v-9'), P('M12 8V3'), P('M20 21v-5'), P('M20 12V3'), P('M1 14h6'), P('M9 8h6'), P('M17 16h6')],
  log: [<circle key="c" cx="12" cy="12" r="10" />, P('M12 6v6l4 2')],
  dict: [P('M4 19.5A2.5 2.5 0 0 1 6.5 17H20'), P('M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z')],
  folder: [P('M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z')],
  delete: [P('M3 6h18'), P('M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6'), P('M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2')],
  plugin: [P('M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z')],
  code: [P('M16 18l6-6-6-6'), P('M8 6l-6 6 6 6')],
  close: [P('M18 6L6 18'), P('M6 6l12 12')],
  'chevron-down': [P('M6 9l6 6 6-6')],
  'chevron-right': [P('M9 18l6-6-6-6')],
  globe: [<circle key="c" cx="12" cy="12" r="10" />, P('M2 12h20'), P('M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z')],
  palette: [<circle key="c" cx="12" cy="12" r="10" />, <circle key="a" cx="8" cy="10" r="1.5" />, <circle key="b" cx="12" cy="7" r="1.5" />, <circle key="d" cx="16" cy="10" r="1.5" />],
  refresh: [P('M23 4v6h-6'), P('M20.49 15a9 9 0 1 1-2.12-9.36L23 10')],
  logout: [P('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'), P('M16 17l5-5-5-5'), P('M21 12H9')],
  plus: [P('M12 5v14'), P('M5 12h14')],
  search: [<circle key="c" cx="11" cy="11" r="7" />, P('M21 21l-4.35-4.35')],
  upload: [P('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'), P('M17 8l-5-5-5 5'), P('M12 3v12')],
  download: [P('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'), P('M7 10l5 5 5-5'), P('M12 15V3')],
  columns: [<rect key="r" x="3" y="3" width="18" height="18" rx="2" />, P('M9 3v18'), P('M15 3v18')],
  edit: [P('M12 20h9'), P('M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z')],
  move: [P('M5 9l-3 3 3 3'), P('M9 5l3-3 3 3'), P('M15 19l-3 3-3-3'), P('M19 9l3 3-3 3'), P('M2 12h20'), P('M12 2v20')],
  grip: [<circle key="a" cx="9" cy="6" r="1" />, <circle key="b" cx="15" cy="6" r="1" />, <circle key="c" cx="9" cy="12" r="1" />, <circle key="d" cx="15" cy="12" r="1" />, <circle key="e" cx="9" cy="18" r="1" />, <circle key="f" cx="15" cy="18" r="1" />],
  more: [<circle key="a" cx="5" cy="12" r="1" />, <circle key="b" cx="12" cy="12" r="1" />, <circle key="c" cx="19" cy="12" r="1" />],
  dot: [<circle key="c" cx="12" cy="12" r="3" />],
  monitor: [<rect key="r" x="2" y="3" width="20" height="14" rx="2" />, P('M8 21h8'), P('M12 17v4')],
  map: [P('M1 6v16l7-4 8 4 7-4V2l-7 4-8-4-7 4z'), P('M8 2v16'), P('M16 6v16')],
  phone: [P('M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z')],
  crown: [P('M2 18h20'), P('M3 18L2 7l6 5 4-7 4 7 6-5-1 11')],
  tag: [P('M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z'), <circle key="c" cx="7" cy="7" r="1" />],
  warn: [P('M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z'), P('M12 9v4'), P('M12 17h.01')],
  db: [<ellipse key="e" cx="12" cy="5" rx="9" ry="3" />, P('M21 12c0 1.66-4 3-9 3s-9-1.34-9-3'), P('M3 5v14c0 1.66 4 3 9 3s9-1.34 9-3V5')],
  cart: [<circle key="a" cx="9" cy="21" r="1" />, <circle key="b" cx="20" cy="21" r="1" />, P('M1 1h4l2.68 13.39a2 2 0 0 0 2 1.61h9.72a2 2 0 0 0 2-1.61L23 6H6')],
};

/**
 * Names drawn with another's shape: the source system's menu icons
 * (server/seed/menus.ts LEGACY_ICONS, which the seed uses, so a menu
 * looks alike in both clients), and names of earlier seeds kept in existing
 * databases.
 */
const ALIASES: Record<string, string> = {
  // The source client's icon set.
  amount: 'data',
  component: 'plugin',
  device: 'repair',
  earth: 'globe',
  fx: 'code',
  iot: 'plugin',
  pic: 'banner',
  time: 'log',
  workbench: 'home',
  // Earlier names.
  goods: 'plugin',
  task: 'log',
  common: 'system',
  count: 'data',
};

/** The shape an icon name is drawn with, or null when it has none (drawn as a dot). */
export function iconShape(name?: string | null): ReactNode | null {
  const key = (name ?? '').replace(/^icon-/, '');
  return ICONS[key] ?? ICONS[ALIASES[key] ?? ''] ?? null;
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name?: string | null;
  size?: number | string;
}

export function Icon({ name, size = 18, ...rest }: IconProps) {
  const shape = iconShape(name) ?? ICONS.dot;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {Array.isArray(shape) ? shape.map((s, i) => <g key={i}>{s}</g>) : shape}
    </svg>
  );
}
