/**
 * Screens built on the graph's relations, in real Chromium against the real
 * server (issue "A graph an API consumer can walk"):
 *
 * - an election is linked to its meeting through the searchable picker
 *   (typing part of the meeting's name, choosing it), and the list and the
 *   detail name the meeting, and the stored row holds its id;
 * - a resident is given two houses through the grouped building → unit
 *   picker, the list names the houses and the row holds both ids;
 * - the meeting and election detail routes ask for their data before the
 *   page's code has arrived: the detail query's request starts before the
 *   page chunk has finished loading, so it cannot have been started by the
 *   page rendering (order of browser events, no durations).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { gqlData as gqlDataOf, msg, shot, useE2E } from './support.ts';

const e2e = useE2E();
const stamp = Date.now() % 1_000_000;
const AREA = `图谱小区${stamp}`;
const MEETING = `换届大会${stamp}`;
const OTHER_MEETING = `物业续聘会${stamp}`;
const ELECTION = `第二届业委会选举${stamp}`;
const RESIDENT = `住户图谱${stamp}`;
/** building, unit, house, owner */
const HOUSES = [
  ['1', '1', '101', '甲业主'],
  ['1', '1', '102', '乙业主'],
  ['1', '2', '201', '丙业主'],
  ['2', '1', '101', '丁业主'],
] as const;

let token = '';
let areaId = 0;
let meetingId = 0;
const houseIds = new Map<string, number>();

async function add(prefix: string, body: Record<string, unknown>, area?: number): Promise<number> {
  const res = await e2e.app.req('POST', `/admin/${prefix}/add`, { token, body, headers: area ? { selectAreaId: String(area) } : {} });
  if (res.body.code !== 1000) throw new Error(`${prefix}/add: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

const gqlData = (query: string) => gqlDataOf(e2e.app, token, query, { selectAreaId: String(areaId) });

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  areaId = await add('area/info', { name: AREA, functions: ['meeting', 'vote', 'election'] });
  meetingId = await add('business/meeting/info', { areaId, name: MEETING, type: 2 }, areaId);
  await add('business/meeting/info', { areaId, name: OTHER_MEETING, type: 0 }, areaId);
  for (const [building, unit, house, owner] of HOUSES) {
    houseIds.set(`${building}-${unit}-${house}`, await add('area/house', { areaId, buildingNo: building, unitNo: unit, houseNo: house, ownerName: owner, privateArea: '90' }, areaId));
  }
});

const main = (page: Page) => page.getByRole('main');

async function openList(page: Page, path: string) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByRole('banner').getByRole('combobox', { name: msg('area.label') }).selectOption(String(areaId));
  await main(page).getByRole('button', { name: msg('table.add'), exact: true }).waitFor();
}

describe('e2e: relation pickers', () => {
  it('links an election to its meeting by typing part of the meeting’s name', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openList(page, '/election/info');
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const form = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '选举信息' }) });
    await form.getByRole('textbox', { name: '标题', exact: true }).fill(ELECTION);

    // The picker: part of the name narrows the meetings of the community to the one meant.
    const picker = form.getByRole('combobox', { name: msg('election.meeting'), exact: true });
    await picker.click();
    await picker.pressSequentially('换届');
    const option = page.getByRole('option', { name: MEETING, exact: true });
    await option.waitFor();
    // The community's meetings only, narrowed to the one whose name holds the typed part.
    await expect.poll(() => page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([MEETING]);
    await expect.poll(() => page.getByRole('option', { name: OTHER_MEETING, exact: true }).count()).toBe(0);
    await shot(page, 'graph-election-meeting-picker');
    await option.click();
    await expect.poll(() => picker.inputValue()).toBe(MEETING);
    await form.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    // The list names the meeting (no id), and the stored row holds the meeting's id.
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: ELECTION, exact: true }) });
    await row.getByRole('cell', { name: MEETING, exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: String(meetingId), exact: true }).count()).toBe(0);
    const stored = (await gqlData(`{ electionInfoList(orderBy: "id", sort: desc) { rowId title meetingId meeting { name } } }`)).electionInfoList.find((e: { title: string }) => e.title === ELECTION);
    expect(stored).toMatchObject({ meetingId, meeting: { name: MEETING } });

    // The detail names it too.
    await row.getByRole('link', { name: msg('election.openDetail', { name: ELECTION }) }).click();
    await main(page).getByRole('heading', { level: 1, name: ELECTION }).waitFor();
    await main(page).getByRole('link', { name: msg('election.openMeetingNamed', { name: MEETING }) }).waitFor();
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('gives a resident two houses through the grouped building → unit picker', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openList(page, '/resident/info');
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const form = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '居民信息' }) });
    await form.getByRole('textbox', { name: '姓名', exact: true }).fill(RESIDENT);
    await form.getByRole('textbox', { name: '手机号', exact: true }).fill(`137${String(stamp).padStart(8, '0')}`);
    await form.getByRole('group', { name: '角色', exact: true }).getByRole('checkbox').first().check();

    // The houses: folded by building until a building is opened; two houses of its first unit are chosen.
    const houses = form.getByRole('group', { name: '房屋', exact: true });
    const first = houseLabel(HOUSES[0]);
    const second = houseLabel(HOUSES[1]);
    expect(await houses.getByRole('checkbox', { name: first, exact: true }).isVisible()).toBe(false);
    // Only the selected community's houses: three in building 1, one in building 2 (none of the seeded community's).
    await houses.getByText(`${msg('houses.building', { building: '1' })} (0/3)`, { exact: true }).waitFor();
    await houses.getByText(`${msg('houses.building', { building: '2' })} (0/1)`, { exact: true }).waitFor();
    await houses.getByText(`${msg('houses.building', { building: '1' })} (0/3)`, { exact: true }).click();
    const unit = houses.getByRole('group', { name: `${msg('houses.building', { building: '1' })} ${msg('houses.unit', { unit: '1' })}`, exact: true });
    // Chosen second house first: houseIds keeps the order chosen (docs/data-model.md), not the houses' order.
    await unit.getByRole('checkbox', { name: second, exact: true }).check();
    await unit.getByRole('checkbox', { name: first, exact: true }).check();
    await houses.getByText(msg('houses.selected', { count: '2' }), { exact: true }).waitFor();
    await shot(page, 'graph-resident-houses-picker');
    await form.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    // The list names both houses; the stored row holds both ids, in the order chosen.
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: RESIDENT, exact: true }) });
    await row.getByText(first, { exact: false }).waitFor();
    await row.getByText(second, { exact: false }).waitFor();
    const stored = (await gqlData(`{ residentInfoList(orderBy: "id", sort: desc) { name houseIds houses(first: 5) { edges { node { houseNo ownerName } } } } }`)).residentInfoList.find((r: { name: string }) => r.name === RESIDENT);
    expect(stored.houseIds).toEqual([houseIds.get('1-1-102'), houseIds.get('1-1-101')]);
    expect(stored.houses.edges.map((e: { node: { ownerName: string } }) => e.node.ownerName).sort()).toEqual(['乙业主', '甲业主'].sort());
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});

describe('e2e: a user’s department and communities', () => {
  it('finds the department in the tree and the community in the list by name', async () => {
    const departments: { rowId: number; name: string; parentId: number | null }[] = (await gqlDataOf(e2e.app, token, '{ sysDepartmentList { rowId name parentId } }')).sysDepartmentList;
    const dept = departments.find((d) => d.parentId != null)!;
    const parent = departments.find((d) => d.rowId === dept.parentId)!;
    const unrelated = departments.find((d) => d.rowId !== dept.rowId && d.rowId !== parent.rowId && !d.name.includes(dept.name) && d.parentId != null);
    const username = `graph_${stamp}`;
    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/sys/user`);
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const form = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '系统用户' }) });
    await form.getByRole('textbox', { name: '姓名', exact: true }).fill('图谱用户');
    await form.getByRole('textbox', { name: '用户名', exact: true }).fill(username);
    await form.getByRole('textbox', { name: '密码', exact: true }).fill('secret123');

    // The department: the search narrows the tree to the matches, shown under their parents.
    await form.getByRole('searchbox', { name: msg('picker.searchIn', { label: msg('user.department') }), exact: true }).fill(dept.name);
    const tree = form.getByRole('tree', { name: msg('user.department'), exact: true });
    await tree.getByRole('button', { name: parent.name, exact: true }).waitFor();
    if (unrelated) await expect.poll(() => tree.getByRole('button', { name: unrelated.name, exact: true }).count()).toBe(0);
    await tree.getByRole('button', { name: dept.name, exact: true }).click();

    // The communities: found by part of the name, the chosen ones named above the list.
    await form.getByRole('searchbox', { name: msg('picker.searchIn', { label: '所属小区' }), exact: true }).fill('图谱');
    const areas = form.getByRole('group', { name: '所属小区', exact: true });
    await expect.poll(() => areas.getByRole('checkbox').count()).toBe(1);
    await areas.getByRole('checkbox', { name: AREA, exact: true }).check();
    await form.getByText(msg('picker.chosen', { count: '1' }), { exact: true }).waitFor();
    await shot(page, 'graph-user-pickers');
    await form.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    // The list names the department; the row holds the department's and the community's ids.
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: username, exact: true }) });
    await row.getByRole('cell', { name: dept.name, exact: true }).waitFor();
    const stored = (await gqlDataOf(e2e.app, token, `{ sysUserList { username departmentId areaIds department { name } } }`)).sysUserList.find((u: { username: string }) => u.username === username);
    expect(stored).toMatchObject({ departmentId: dept.rowId, department: { name: dept.name } });
    expect(stored.areaIds).toEqual([areaId]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});

/** The house's name in the picker and the list (building#unit-house owner). */
function houseLabel([building, unit, house, owner]: readonly [string, string, string, string]): string {
  return `${building}#${unit}-${house} ${owner}`;
}

/**
 * Browser events of the page in the order the browser reported them: the
 * start of the detail query's request and the end of the page chunk's load.
 */
function recordOrder(page: Page, operation: string, chunk: RegExp) {
  const events: string[] = [];
  const isQuery = (r: Request) => {
    if (!r.url().includes('/graphql') || r.method() !== 'POST') return false;
    try {
      return (JSON.parse(r.postData() ?? '{}') as { operationName?: string }).operationName === operation;
    } catch {
      return false;
    }
  };
  const isChunk = (r: Request) => chunk.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (isQuery(r)) events.push('query:start');
    if (isChunk(r)) events.push('chunk:start');
  });
  page.on('requestfinished', (r) => {
    if (isChunk(r)) events.push('chunk:loaded');
  });
  return events;
}

describe('e2e: detail routes preload their data', () => {
  it('the meeting detail’s query starts before its page code has loaded', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    // The list first (its own code and data); the detail's code is not loaded yet.
    await openList(page, '/meeting/info');
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: MEETING, exact: true }) });
    await row.waitFor();
    const events = recordOrder(page, 'MeetingDetailPageQuery', /\/assets\/MeetingDetailPage-[^/]+\.js$/);
    await row.getByRole('link', { name: msg('meeting.openDetail', { name: MEETING }) }).click();
    await main(page).getByRole('heading', { level: 1, name: MEETING }).waitFor();
    expect(events, events.join(' → ')).toContain('chunk:loaded');
    expect(events.filter((e) => e === 'query:start'), events.join(' → ')).toHaveLength(1);
    // Asked for before the page's code could run (so before it rendered): preloaded by the route, not by the page.
    expect(events.indexOf('query:start'), events.join(' → ')).toBeLessThan(events.indexOf('chunk:loaded'));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('the election detail’s query starts before its page code has loaded', async () => {
    const electionId = await add('business/election/info', { areaId, title: `预载选举${stamp}`, memberCount: 3, type: 0, status: 0, meetingId, limitCount: { candidate: 1, group: 1 } }, areaId);
    const page = await e2e.newPage({ loggedIn: true });
    await openList(page, '/election/info');
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: `预载选举${stamp}`, exact: true }) });
    await row.waitFor();
    const events = recordOrder(page, 'ElectionDetailPageQuery', /\/assets\/ElectionDetailPage-[^/]+\.js$/);
    await row.getByRole('link', { name: msg('election.openDetail', { name: `预载选举${stamp}` }) }).click();
    await main(page).getByRole('heading', { level: 1, name: `预载选举${stamp}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/election/info/${electionId}`);
    expect(events, events.join(' → ')).toContain('chunk:loaded');
    expect(events.filter((e) => e === 'query:start'), events.join(' → ')).toHaveLength(1);
    expect(events.indexOf('query:start'), events.join(' → ')).toBeLessThan(events.indexOf('chunk:loaded'));
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
