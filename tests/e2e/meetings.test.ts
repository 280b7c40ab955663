/**
 * Owners' meetings in real Chromium against the real server: a small
 * meeting (four owners of one community) walks from 立项 to 结项 over the
 * UI with two items (one majority, one threeQuarters): the stepper shows why
 * it cannot move before anyone tries and asks before every move; the notices
 * are filled from a template or typed in the rich-text editor and published;
 * paper ballots are entered in batches on one page while a second page's
 * live panel (graphql-ws under the client's CSP) follows each batch; the
 * results show the arithmetic and the verdicts; the history lists every
 * move. The election screen reviews candidates and shows the outcome.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { msg, shot, useE2E } from './support.ts';
import { png } from '../support/files.ts';
import { meetingMover } from '../support/meetings.ts';

const e2e = useE2E();
const stamp = Date.now() % 1_000_000;
const AREA = `会议小区${stamp}`;
const MEETING = `业主大会${stamp}`;
const ITEM_MAJORITY = '更换电梯';
const ITEM_THREE_QUARTERS = '使用维修资金';
/** owner, building-unit-house, area: 280 m² in all. */
const HOUSES = [
  ['甲业主', '101', '100'],
  ['乙业主', '102', '80'],
  ['丙业主', '103', '60'],
  ['丁业主', '104', '40'],
] as const;

let token = '';
let areaId = 0;

async function add(prefix: string, body: Record<string, unknown>, area?: number): Promise<number> {
  const res = await e2e.app.req('POST', `/admin/${prefix}/add`, { token, body, headers: area ? { selectAreaId: String(area) } : {} });
  if (res.body.code !== 1000) throw new Error(`${prefix}/add: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

beforeAll(async () => {
  token = (await e2e.app.login()).token;
  areaId = await add('area/info', { name: AREA, functions: ['meeting', 'vote'] });
  for (const [owner, house, area] of HOUSES) await add('area/house', { areaId, buildingNo: '1', unitNo: '1', houseNo: house, ownerName: owner, phone: `1390000${house}0`, privateArea: area }, areaId);
  await add('info/template', { name: '{{meeting.name}}公示公告', label: 'meeting', status: 1, type: 0, stage: 1, content: '<p>{{meeting.name}}将于{{meeting.voteStartTime}}开始投票。</p><p>表决事项：</p>{{items}}' });
  await add('info/template', { name: '{{meeting.name}}表决结果公告', label: 'meeting', status: 1, type: 0, stage: 9, content: '<p>{{meeting.name}}表决结果如下：</p>{{results}}' });
});

const main = (page: Page) => page.getByRole('main');
const stageName = (n: number) => ['立项', '公示公告1', '改选小组', '公示公告2', '候选', '公示公告3', '投票', '公示公告4', '统计', '公示公告5', '结项'][n]!;
const currentStep = (page: Page) => main(page).getByRole('list', { name: msg('meeting.stepper') }).locator('[aria-current="step"]');

/** A local datetime-local value (the browser runs in the machine's time zone). */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Moves the meeting one stage on through the stepper's button and its confirmation. */
async function moveOn(page: Page, from: number) {
  const label = from === 6 ? msg('meeting.next.closeVoting', { stage: stageName(from + 1) }) : msg('meeting.next', { stage: stageName(from + 1) });
  const button = main(page).getByRole('button', { name: label, exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 10000 }).toBe(true);
  await button.click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(msg('meeting.next.body', { from: stageName(from), to: stageName(from + 1) })).waitFor();
  await confirm.getByRole('button', { name: msg('meeting.next.confirm'), exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await expect.poll(() => currentStep(page).textContent(), { timeout: 10000 }).toContain(stageName(from + 1));
}

async function openTab(page: Page, id: string) {
  await main(page).getByRole('tab', { name: msg(id), exact: true }).click();
}

/** Publishes the notice of the current notice stage (after a confirmation). */
async function publish(page: Page, stage: number) {
  await openTab(page, 'meeting.tab.notices');
  const section = main(page).getByRole('region', { name: msg('meeting.notice.of', { stage: stageName(stage) }) });
  await section.getByRole('button', { name: msg('meeting.notice.publish'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: msg('meeting.notice.publish'), exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await main(page).getByRole('button', { name: new RegExp(`^${stageName(stage)}\\s*${msg('meeting.notice.published')}$`) }).waitFor();
}

/** Types a notice in the rich-text editor (title and one paragraph). */
async function writeNotice(page: Page, stage: number, title: string, body: string) {
  await openTab(page, 'meeting.tab.notices');
  const section = main(page).getByRole('region', { name: msg('meeting.notice.of', { stage: stageName(stage) }) });
  await section.getByRole('textbox', { name: msg('meeting.notice.title'), exact: true }).fill(title);
  const editor = section.getByRole('textbox', { name: msg('meeting.notice.content'), exact: true });
  await editor.click();
  await page.keyboard.type(body);
  await section.getByRole('button', { name: `B ${msg('richText.bold')}`, exact: true }).click();
  await page.keyboard.type(' !');
  await expect.poll(() => editor.innerHTML()).toContain('<strong>');
}

/** Enters paper ballots (house → result per item), then saves the batch after the confirmation. */
async function enterBallots(page: Page, ballots: [house: string, results: [string, string]][]) {
  await openTab(page, 'meeting.tab.ballots');
  const form = main(page).getByRole('region', { name: msg('meeting.ballot.one') });
  for (const [house, [first, second]] of ballots) {
    await form.getByRole('searchbox').fill(house);
    const select = form.getByRole('combobox', { name: msg('meeting.ballot.house') });
    await select.selectOption({ label: `1-1-${house} ${HOUSES.find((h) => h[1] === house)![0]}` });
    await form.getByRole('radiogroup', { name: ITEM_MAJORITY }).getByRole('radio', { name: first, exact: true }).click();
    await form.getByRole('radiogroup', { name: ITEM_THREE_QUARTERS }).getByRole('radio', { name: second, exact: true }).click();
    // the photo of the sheet goes through the upload control; its preview shows once the server stored it
    await form.locator('input[type=file]').setInputFiles({ name: `ballot-${house}.png`, mimeType: 'image/png', buffer: png(40, 56, [200, 200, 200]) });
    await form.getByRole('img', { name: msg('upload.preview', { label: msg('meeting.ballot.photo'), n: '1' }) }).waitFor();
    await form.getByRole('button', { name: msg('meeting.ballot.add'), exact: true }).click();
  }
  const batch = main(page).getByRole('region', { name: msg('meeting.ballot.batch') });
  await batch.getByRole('heading', { name: msg('meeting.ballot.batchCount', { count: String(ballots.length) }) }).waitFor();
  await batch.getByRole('button', { name: msg('meeting.ballot.save', { count: String(ballots.length) }), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: msg('common.ok'), exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await batch.getByRole('heading', { name: msg('meeting.ballot.batchCount', { count: '0' }) }).waitFor();
}

describe('e2e: owners’ meetings', () => {
  it('walks a meeting from 立项 to 结项 over the UI, with paper ballots followed live on a second page', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    const cspViolations: string[] = [];
    const watchCsp = (m: ConsoleMessage) => {
      if (/Content Security Policy|Refused to connect/i.test(m.text())) cspViolations.push(m.text());
    };
    page.on('console', watchCsp);

    // The meeting list of the new community: add a meeting (the stage is not in the form).
    await page.goto(`${e2e.url}/meeting/info`);
    await page.getByRole('banner').getByRole('combobox', { name: msg('area.label') }).selectOption(String(areaId));
    await main(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const form = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '会议信息' }) });
    await form.getByRole('textbox', { name: '会议名称', exact: true }).fill(MEETING);
    expect(await form.getByLabel('状态', { exact: true }).count()).toBe(0);
    await form.getByLabel('投票开始时间', { exact: true }).fill(localInput(new Date(Date.now() - 3600_000)));
    await form.getByLabel('投票结束时间', { exact: true }).fill(localInput(new Date(Date.now() + 3 * 3600_000)));
    await form.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    const row = main(page).locator('tbody tr', { has: page.getByRole('cell', { name: MEETING, exact: true }) });
    await row.getByText('立项', { exact: true }).waitFor();
    await shot(page, 'meetings-list');

    // The detail, from the row.
    await row.getByRole('link', { name: msg('meeting.openDetail', { name: MEETING }) }).click();
    await main(page).getByRole('heading', { level: 1, name: MEETING }).waitFor();
    const meetingId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(meetingId).toBeGreaterThan(0);
    expect(await currentStep(page).textContent()).toContain('立项');

    // Two items, editable before voting.
    await openTab(page, 'meeting.tab.items');
    for (const [name, rule] of [
      [ITEM_MAJORITY, 'meeting.rule.majority'],
      [ITEM_THREE_QUARTERS, 'meeting.rule.threeQuarters'],
    ] as const) {
      await main(page).getByRole('button', { name: msg('meeting.items.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: '投票事项' }) });
      await dialog.getByRole('textbox', { name: '事项名称', exact: true }).fill(name);
      await dialog.getByRole('combobox', { name: '通过规则', exact: true }).selectOption({ label: msg(rule) });
      await dialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await main(page).getByRole('row', { name: new RegExp(`${name}.*${msg(rule).replace(/[()（）]/g, '.')}`) }).waitFor();
    }

    // 立项 → 公示公告1; leaving it is refused until its notice is published, and the stepper says so first.
    await moveOn(page, 0);
    const reasons = main(page).getByTestId('next-reasons');
    await reasons.getByText('公示公告1', { exact: false }).first().waitFor();
    expect(await main(page).getByRole('button', { name: msg('meeting.next', { stage: stageName(2) }), exact: true }).isDisabled()).toBe(true);

    // Notice 1 from the stage's template: pick → fill → edit → publish.
    await openTab(page, 'meeting.tab.notices');
    const notice1 = main(page).getByRole('region', { name: msg('meeting.notice.of', { stage: stageName(1) }) });
    // The seeded templates are offered too: this test's own is chosen.
    await notice1.getByRole('combobox', { name: msg('meeting.template.pick') }).selectOption({ label: '{{meeting.name}}公示公告' });
    await notice1.getByRole('button', { name: msg('meeting.template.fill'), exact: true }).click();
    await expect.poll(() => notice1.getByRole('textbox', { name: msg('meeting.notice.title'), exact: true }).inputValue()).toBe(`${MEETING}公示公告`);
    const editor1 = notice1.getByRole('textbox', { name: msg('meeting.notice.content'), exact: true });
    await expect.poll(() => editor1.textContent()).toContain(ITEM_THREE_QUARTERS);
    await editor1.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('请业主按时投票。');
    await shot(page, 'meetings-notice-filled');
    await publish(page, 1);
    await reasons.waitFor({ state: 'detached' });
    await main(page).getByText(msg('meeting.next.ready', { stage: stageName(2) })).waitFor();

    await moveOn(page, 1);
    await moveOn(page, 2);
    await writeNotice(page, 3, '公示公告2', '候选人公示');
    await publish(page, 3);
    await moveOn(page, 3);
    await moveOn(page, 4);
    await writeNotice(page, 5, '公示公告3', '投票公告');
    await publish(page, 5);
    // Entering voting freezes the participants: the confirmation says so.
    await main(page).getByRole('button', { name: msg('meeting.next', { stage: stageName(6) }), exact: true }).click();
    await page.getByRole('alertdialog').getByText(msg('meeting.next.opensVoting')).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: msg('common.cancel'), exact: true }).click();
    await moveOn(page, 5);

    // A second page follows the vote live.
    const watcher = await e2e.newPage({ loggedIn: true });
    watcher.on('console', watchCsp);
    await watcher.goto(`${e2e.url}/meeting/info/${meetingId}`);
    await openTab(watcher, 'meeting.tab.live');
    const participation = main(watcher).getByTestId('participation');
    await participation.getByText('0 / 4', { exact: true }).first().waitFor();
    await participation.getByText(msg('meeting.live.quorumOwners', { count: '3', percent: '0.0%' })).waitFor();
    await participation.getByText(msg('meeting.live.quorumArea', { area: '186.67', percent: '0.0%' })).waitFor();

    // First batch: two ballots in one save; the second page sees them arrive.
    const [agree, disagree, abstain] = [msg('meeting.vote.agree'), msg('meeting.vote.disagree'), msg('meeting.vote.abstain')];
    await enterBallots(page, [
      ['101', [agree, agree]],
      ['102', [agree, disagree]],
    ]);
    await participation.getByText('2 / 4', { exact: true }).first().waitFor();
    await participation.getByText('180.00 / 280.00', { exact: true }).waitFor();
    const liveMajority = main(watcher).getByRole('region', { name: ITEM_MAJORITY });
    await liveMajority.getByRole('row', { name: `${agree} 2 180.00` }).waitFor();
    // the charts (loaded lazily) draw the two-thirds line; the stepper of the second page follows too
    await main(watcher).getByRole('img', { name: msg('meeting.live.chart.turnout') }).getByText('2/3', { exact: true }).waitFor();
    expect(await main(watcher).locator('.recharts-reference-line-line').count()).toBe(3);
    await main(watcher).getByTestId('next-reasons').getByText(/还有\s*2\s*位/).waitFor();
    await shot(watcher, 'meetings-live-first-batch');

    // Who has not voted yet: a list with its count, searchable.
    await openTab(page, 'meeting.tab.unregistered');
    await main(page).getByTestId('unregistered-count').getByText(msg('meeting.unregistered.count', { count: '2' })).waitFor();
    await main(page).getByRole('searchbox', { name: msg('meeting.unregistered.search') }).fill('丁');
    await main(page).getByRole('cell', { name: '1-1-104 丁业主', exact: true }).waitFor();
    expect(await main(page).getByRole('cell', { name: '1-1-103 丙业主', exact: true }).count()).toBe(0);

    // Second batch: everyone has voted; the live panel follows again.
    await enterBallots(page, [
      ['103', [agree, agree]],
      ['104', [disagree, abstain]],
    ]);
    await participation.getByText('4 / 4', { exact: true }).first().waitFor();
    await liveMajority.getByRole('row', { name: `${agree} 3 240.00` }).waitFor();
    const liveThreeQuarters = main(watcher).getByRole('region', { name: ITEM_THREE_QUARTERS });
    await liveThreeQuarters.getByRole('row', { name: `${abstain} 1 40.00` }).waitFor();
    await shot(watcher, 'meetings-live-all-voted');

    // Closing voting asks first and says the ballot box closes.
    await main(page).getByRole('button', { name: msg('meeting.next.closeVoting', { stage: stageName(7) }), exact: true }).click();
    await page.getByRole('alertdialog').getByText(msg('meeting.next.closesVoting')).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: msg('common.cancel'), exact: true }).click();
    await moveOn(page, 6);
    await writeNotice(page, 7, '公示公告4', '投票结束');
    await publish(page, 7);
    await moveOn(page, 7);

    // Counted: the arithmetic of each item and its verdict.
    await openTab(page, 'meeting.tab.results');
    const majority = main(page).getByRole('region', { name: ITEM_MAJORITY });
    await majority.getByTestId('verdict').getByText(msg('meeting.result.passed'), { exact: true }).waitFor();
    await majority.getByRole('row', { name: new RegExp(`^${msg('meeting.result.quorumArea')}\\s*280.00 / 280.00 ㎡\\s*100.0%\\s*≥ 2/3\\s*${msg('meeting.result.yes')}$`) }).waitFor();
    await majority.getByRole('row', { name: new RegExp(`^${msg('meeting.result.agreeArea')}\\s*240.00 / 280.00 ㎡\\s*85.7%\\s*> 1/2\\s*${msg('meeting.result.yes')}$`) }).waitFor();
    await majority.getByRole('row', { name: new RegExp(`^${msg('meeting.result.agreeOwners')}\\s*3 / 4 人\\s*75.0%\\s*> 1/2\\s*${msg('meeting.result.yes')}$`) }).waitFor();
    const threeQuarters = main(page).getByRole('region', { name: ITEM_THREE_QUARTERS });
    await threeQuarters.getByTestId('verdict').getByText(msg('meeting.result.failed'), { exact: true }).waitFor();
    await threeQuarters.getByRole('row', { name: new RegExp(`^${msg('meeting.result.agreeArea')}\\s*160.00 / 280.00 ㎡\\s*57.1%\\s*≥ 3/4\\s*${msg('meeting.result.no')}$`) }).waitFor();
    await threeQuarters.getByRole('row', { name: new RegExp(`^${msg('meeting.result.agreeOwners')}\\s*2 / 4 人\\s*50.0%\\s*≥ 3/4\\s*${msg('meeting.result.no')}$`) }).waitFor();
    await shot(page, 'meetings-results');

    // The results notice from its template, then the end.
    await moveOn(page, 8);
    await openTab(page, 'meeting.tab.notices');
    const notice9 = main(page).getByRole('region', { name: msg('meeting.notice.of', { stage: stageName(9) }) });
    await notice9.getByRole('combobox', { name: msg('meeting.template.pick') }).selectOption({ label: '{{meeting.name}}表决结果公告' });
    await notice9.getByRole('button', { name: msg('meeting.template.fill'), exact: true }).click();
    await expect.poll(() => notice9.getByRole('textbox', { name: msg('meeting.notice.content'), exact: true }).innerHTML()).toContain('<table');
    await publish(page, 9);
    await moveOn(page, 9);
    await main(page).getByText(msg('meeting.finished')).waitFor();

    // The history lists every move; the list shows the stage.
    await openTab(page, 'meeting.tab.history');
    await expect.poll(() => main(page).getByRole('table', { name: msg('meeting.tab.history') }).locator('tbody tr').count()).toBe(10);
    await page.goto(`${e2e.url}/meeting/info`);
    await main(page).locator('tbody tr', { has: page.getByRole('cell', { name: MEETING, exact: true }) }).getByText('结项', { exact: true }).waitFor();

    // The server agrees with what the screens showed.
    const items = (await e2e.app.gql(`{ voteItemList(filter: { meetingId: ${meetingId} }) { name result passRule } }`, {}, token, { selectAreaId: String(areaId) })).body.data.voteItemList;
    expect(items).toEqual([
      { name: ITEM_MAJORITY, result: 1, passRule: 'majority' },
      { name: ITEM_THREE_QUARTERS, result: 0, passRule: 'threeQuarters' },
    ]);
    const residents = (await e2e.app.gql(`{ infoNoticeList(filter: { source: 1 }) { title } }`, {}, token, { selectAreaId: String(areaId) })).body;
    expect(JSON.stringify(residents)).toContain(`${MEETING}表决结果公告`);
    expect(cspViolations).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
    expect(e2e.pageErrors(watcher)).toEqual([]);
  }, 400_000);
});

describe('e2e: elections', () => {
  it('reviews candidates and working-group members (a rejection needs its reason), then shows the outcome with its draw', async () => {
    const call = async (path: string, body: Record<string, unknown>, area: number) => {
      const res = await e2e.app.req('POST', `/admin/${path}`, { token, body, headers: { selectAreaId: String(area) } });
      if (res.body.code !== 1000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const area = await add('area/info', { name: `选举小区${stamp}`, functions: ['election'] });
    for (const [owner, house] of [
      ['戊业主', '201'],
      ['己业主', '202'],
      ['庚业主', '203'],
    ]) await add('area/house', { areaId: area, buildingNo: '2', unitNo: '1', houseNo: house, ownerName: owner, privateArea: '50' }, area);
    const title = `第二届业委会选举${stamp}`;
    const electionId = await add('business/election/info', { areaId: area, title, memberCount: 2, type: 1, status: 0, limitCount: { candidate: 2, group: 1 } }, area);
    const meetingId = await add('business/meeting/info', { areaId: area, name: `选举大会${stamp}`, type: 2, relationType: 2, relationId: electionId, voteStartTime: new Date(Date.now() - 3600_000).toISOString(), voteEndTime: new Date(Date.now() + 3600_000).toISOString() }, area);
    await call('business/election/info/update', { id: electionId, meetingId }, area);
    await add('business/election/group', { meetingId, name: '组员甲', source: 0 }, area);
    for (const name of ['候选人甲', '候选人乙', '候选人丙', '候选人丁']) await add('business/election/candidate', { meetingId, name, source: 0, gender: 1 }, area);

    const page = await e2e.newPage({ loggedIn: true });
    await page.goto(`${e2e.url}/election/info`);
    await page.getByRole('banner').getByRole('combobox', { name: msg('area.label') }).selectOption(String(area));
    await main(page).getByRole('link', { name: msg('election.openDetail', { name: title }) }).click();
    await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
    const candidates = main(page).getByRole('region', { name: msg('election.candidates') });
    const groups = main(page).getByRole('region', { name: msg('election.groups') });
    await candidates.getByText(msg('election.count', { count: '4', approved: '0' })).waitFor();

    const approve = async (region: typeof candidates, name: string) => {
      const button = region.getByRole('button', { name: msg('election.review.approveOne', { name }), exact: true });
      await button.click();
      await page.getByRole('alertdialog').getByRole('button', { name: msg('common.ok'), exact: true }).click();
      await button.waitFor({ state: 'detached' });
      await region.getByRole('row', { name: new RegExp(`^${name}`) }).getByText('通过', { exact: true }).waitFor();
    };
    await approve(groups, '组员甲');
    await approve(candidates, '候选人甲');
    await approve(candidates, '候选人乙');
    await approve(candidates, '候选人丁');
    // rejecting needs a reason
    await candidates.getByRole('button', { name: msg('election.review.rejectOne', { name: '候选人丙' }), exact: true }).click();
    const reject = page.getByRole('alertdialog');
    await reject.getByRole('button', { name: msg('election.review.reject'), exact: true }).click();
    await reject.getByText(msg('election.review.remarkRequired')).waitFor();
    await reject.getByRole('textbox', { name: msg('election.review.remark') }).fill('不符合候选条件');
    await reject.getByRole('button', { name: msg('election.review.reject'), exact: true }).click();
    await reject.waitFor({ state: 'hidden' });
    await candidates.getByRole('row', { name: /^候选人丙.*不通过.*不符合候选条件/ }).waitFor();
    await main(page).getByRole('region', { name: msg('election.outcome') }).getByText(msg('election.outcome.none')).waitFor();

    // The meeting elects (over REST): each owner agrees to two of the three candidates (a ballot may agree with at
    // most as many as the seats), each candidate gets two of three owners → a three-way tie for two seats → a recorded draw.
    const meeting = meetingMover((path, body) => call(path, body, area), meetingId);
    await meeting.moveTo(6);
    const items = (await e2e.app.gql(`{ voteItemList(filter: { meetingId: ${meetingId} }) { rowId } }`, {}, token, { selectAreaId: String(area) })).body.data.voteItemList as { rowId: number }[];
    const houses = (await e2e.app.gql(`{ areaHouseList(filter: { areaId: ${area} }) { rowId } }`, {}, token, { selectAreaId: String(area) })).body.data.areaHouseList as { rowId: number }[];
    expect(items).toHaveLength(3);
    expect(houses).toHaveLength(3);
    // The paper-ballot form knows the seats: agreeing with all three candidates is flagged before it is added.
    const electionPage = page.url();
    await page.goto(`${e2e.url}/meeting/info/${meetingId}`);
    await openTab(page, 'meeting.tab.ballots');
    const form = main(page).getByRole('region', { name: msg('meeting.ballot.one') });
    await form.getByText(msg('meeting.ballot.seats', { seats: '2' })).waitFor();
    expect(await form.getByRole('button', { name: msg('meeting.ballot.allAgree'), exact: true }).count()).toBe(0);
    await form.getByRole('combobox', { name: msg('meeting.ballot.house') }).selectOption(String(houses[0]!.rowId));
    for (const name of ['候选人甲', '候选人乙', '候选人丁']) await form.getByRole('radiogroup', { name }).getByRole('radio', { name: msg('meeting.vote.agree'), exact: true }).click();
    await form.getByRole('alert').filter({ hasText: msg('meeting.ballot.overSeats', { agreed: '3', seats: '2' }) }).waitFor();
    await form.getByRole('button', { name: msg('meeting.ballot.add'), exact: true }).click();
    await main(page).getByRole('region', { name: msg('meeting.ballot.batch') }).getByRole('heading', { name: msg('meeting.ballot.batchCount', { count: '0' }) }).waitFor();
    await shot(page, 'elections-ballot-over-seats');
    // owner k disagrees with candidate k and agrees with the other two
    await call('business/meeting/vote/record/batch', { meetingId, votes: houses.flatMap((h, k) => items.map((i, j) => ({ itemId: i.rowId, houseId: h.rowId, result: j === k ? 1 : 0 }))) }, area);
    await meeting.moveTo(8);

    await page.goto(electionPage);
    const outcome = main(page).getByRole('region', { name: msg('election.outcome') });
    await outcome.getByText(msg('election.outcome.summary', { seats: '2', elected: '2', empty: '0' }), { exact: false }).waitFor();
    await outcome.getByText(msg('election.draw.title'), { exact: true }).waitFor();
    await outcome.getByText(/^在 候选人[甲乙丁]、候选人[甲乙丁]、候选人[甲乙丁] 中抽取 2 名：候选人[甲乙丁]、候选人[甲乙丁]$/).waitFor();
    await outcome.getByText(/[0-9a-f]{32}/).waitFor();
    expect(await outcome.getByRole('row').filter({ hasText: msg('election.outcome.elected') }).count()).toBe(3); // the header and the two elected
    await shot(page, 'elections-outcome');
    expect(e2e.pageErrors(page)).toEqual([]);
  }, 300_000);
});
