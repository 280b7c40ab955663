/**
 * A verifier a challenger can trust (docs/ballot-record.md "Checking a
 * printed table offline"): the offline check of an exported vote table reads
 * the table's words with the product's own catalogue, matches rows by house
 * and columns by item as the ballot record states them, and recomputes every
 * tally (owners, areas, shares, quorum, 从众 and proxy lines, verdict) with
 * the server's arithmetic. A table exported in each language verifies, also
 * reordered; swapped words, an edited total, share or verdict, a removed or
 * an added row are each named by their cell; the script answers by its exit
 * code. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';
import { verifyVoteTable } from '../../../server/modules/meeting/verify-table.ts';
import { languageOf, wordsOf } from '../../../server/modules/meeting/table-words.ts';
import { buildVoteTable } from '../../../server/modules/meeting/vote-table.ts';
import { linkEvents, ownerDigest } from '../../../server/modules/meeting/chain-hash.ts';
import { type EventPayload } from '../../../server/core/ballot-record.ts';
import { electionStatement, electorateEntry, itemStatement, resultStatement } from '../../../server/modules/meeting/chain-statements.ts';
import { electorateOfKeyed, electSeats, ownerKey, type VoteResult } from '../../../server/core/counting.ts';
import { drawWithSeed } from '../../../server/modules/meeting/draw.ts';
import { countFrozenItem } from '../../../server/core/ruled-count.ts';
import { translate } from '../../../server/kernel/i18n/messages.ts';
import { CELL_CHARS, cellsOf } from '../../../server/modules/meeting/chain-sheets.ts';

const HOUR = 3600_000;

describeOnDatabases('the offline check of a vote table', (kind) => {
  let t: TestApp;
  let admin: string;
  let meetingId: number;
  let houses: number[];
  const tables = new Map<string, Buffer>();
  let dir: string;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token: admin, headers });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  async function table(language: string): Promise<Buffer> {
    const doc = ok(await post('/business/meeting/template/genVoteTable', { meetingId }, { language }));
    const res = await fetch(t.url + doc.url);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }
  /** The table edited as a challenger's adversary would, in a spreadsheet program. */
  async function edit(bytes: Buffer, change: (main: ExcelJS.Worksheet, wb: ExcelJS.Workbook) => void): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    change(wb.worksheets[0]!, wb);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  /** The row whose first cell reads `label` (a tally line). */
  const rowOf = (main: ExcelJS.Worksheet, label: string) => {
    let found = 0;
    main.eachRow((row, n) => {
      if (!found && String(row.getCell(1).value ?? '') === label) found = n;
    });
    expect(found, label).toBeGreaterThan(0);
    return found;
  };
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-ballots.ts', ...args], { encoding: 'utf8' });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    dir = await mkdtemp(join(tmpdir(), 'verify-table-'));
    const letter = ok(await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '授权委托书.pdf', data: pdf('letter'), type: 'application/pdf' }] }));
    const areaId = ok(await post('/area/info/add', { name: '核验小区' })).id;
    // 甲 two houses (150.50 m²), 乙 80.00, 丙 69.50, the developer's unit 50.00: four owners, 350.00 m².
    const spec = [
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13800000001', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50.5 },
      { ownerName: '乙', phone: '13800000002', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13800000003', buildingNo: '2', unitNo: '1', houseNo: '301', privateArea: 69.5 },
      { buildingNo: '2', unitNo: '1', houseNo: '302', privateArea: 50 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    // 从众 and proxies: the tally gains their lines.
    ok(await post('/business/meeting/rule/add', { areaId, countNonVotersWithMajority: 1, proxiesAllowed: 1 }));
    meetingId = ok(await post('/business/meeting/info/add', { name: '核验会议', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    const items = [
      ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' })).id,
      ok(await post('/business/meeting/vote/item/add', { meetingId, name: '使用维修资金', passRule: 'threeQuarters' })).id,
    ];
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    const proxy = { proxyName: '王代理', proxyIdCard: '11010519491231002X', proxyDocument: letter };
    ok(
      await post('/business/meeting/vote/record/batch', {
        meetingId,
        votes: [
          { itemId: items[0], houseId: houses[1], result: 0, ...proxy },
          { itemId: items[1], houseId: houses[1], result: 0, ...proxy },
          { itemId: items[0], houseId: houses[2], result: 1 },
          { itemId: items[0], houseId: houses[2], result: 0 },
          { itemId: items[1], houseId: houses[2], result: 1 },
          { itemId: items[0], houseId: houses[3], result: 1 },
        ],
      }),
    );
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(7);
    ok(await post('/business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(8);
    for (const language of ['zh-cn', 'zh-tw', 'en']) tables.set(language, await table(language));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t?.close();
    await stopSharedPostgres();
  });

  it('a table exported in each language verifies, every tally recomputed; through the script too (exit 0)', async () => {
    const head = (await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${meetingId}`, { token: admin })).body.data.head;
    for (const [language, bytes] of tables) {
      const v = await verifyVoteTable(bytes);
      expect(v, language).toMatchObject({ ok: true, meetingId, head, language, problems: [], notes: [], ballots: 5 });
      await writeFile(join(dir, `${language}.xlsx`), bytes);
      const cli = run(join(dir, `${language}.xlsx`));
      expect(cli.status, cli.stdout + cli.stderr).toBe(0);
      expect(cli.stdout).toContain(`head ${head}`);
      expect(cli.stdout).toContain(`language ${language}`);
    }
    // The tally printed the figures the checker recomputed: the shares and the 从众 lines are there.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tables.get('zh-cn')! as unknown as ArrayBuffer);
    const main = wb.worksheets[0]!;
    expect(main.getCell(rowOf(main, '同意人数占参与表决人数'), 7).value).toBe('66.67%');
    expect(main.getCell(rowOf(main, '参与表决面积占总面积'), 7).value).toBe('85.71%');
    expect(main.getCell(rowOf(main, '计入未表决业主后同意人数'), 7).value).toBe(3);
    expect(main.getCell(rowOf(main, '其中委托代理投票人数'), 7).value).toBe(1);
    expect(main.getCell(6, 7).value).toBe('同意（代理：王代理）');
  });

  it('names every cell whose choice words were swapped throughout (the map sheet too), in any language', async () => {
    for (const [language, [agree, disagree]] of [
      ['zh-cn', ['同意', '不同意']],
      ['en', ['Agree', 'Disagree']],
    ] as const) {
      const swap = (v: unknown) => (typeof v === 'string' ? v.replace(new RegExp(`^(${disagree}|${agree})`), (w) => (w === agree ? disagree : agree)) : v);
      const swapped = await edit(tables.get(language)!, (main, wb) => {
        for (let r = 5; r <= 9; r++) for (const c of [7, 8]) main.getCell(r, c).value = swap(main.getCell(r, c).value) as ExcelJS.CellValue;
        const map = wb.getWorksheet('ballot-map')!;
        map.eachRow((row) => {
          if (row.getCell(1).value === 'choice') row.getCell(3).value = swap(row.getCell(3).value) as ExcelJS.CellValue;
        });
      });
      const v = await verifyVoteTable(swapped);
      expect(v.ok, language).toBe(false);
      // 乙's agree on 续聘物业 (row 7, G) now reads disagree; 甲's proxy agree (rows 5 and 6) too; the map's words are refused.
      const sheet = language === 'en' ? 'Vote table' : '表决表';
      expect(v.problems).toEqual(expect.arrayContaining([expect.stringContaining(`${sheet}!G7 (R7C7): shows "${disagree}"`), expect.stringContaining(`${sheet}!G5 (R5C7)`), expect.stringContaining('ballot-map!C')]));
      // Untouched cells (not voted, abstain) are not named.
      expect(v.problems.some((p) => p.includes(`${sheet}!H8 `))).toBe(false);
    }
  });

  it('names an edited total, share or verdict by its cell', async () => {
    const zh = tables.get('zh-cn')!;
    const total = await verifyVoteTable(await edit(zh, (main) => (main.getCell(rowOf(main, '同意人数'), 7).value = 3)));
    expect(total.problems).toEqual([expect.stringMatching(/^表决表!G\d+ \(R\d+C7\): "同意人数" shows "3", the ballots give "2"$/)]);
    const area = await verifyVoteTable(await edit(zh, (main) => (main.getCell(rowOf(main, '同意面积（㎡）'), 7).value = 300.5)));
    expect(area.problems).toEqual([expect.stringMatching(/"同意面积（㎡）" shows "300.5", the ballots give "230.50"$/)]);
    const share = await verifyVoteTable(await edit(zh, (main) => (main.getCell(rowOf(main, '同意人数占参与表决人数'), 7).value = '76.67%')));
    expect(share.problems).toEqual([expect.stringMatching(/^表决表!G\d+ \(R\d+C7\): "同意人数占参与表决人数" shows "76.67%", the ballots give "66.67%"$/)]);
    const verdict = await verifyVoteTable(await edit(zh, (main) => (main.getCell(rowOf(main, '表决结果'), 8).value = '通过')));
    expect(verdict.problems).toEqual([expect.stringMatching(/^表决表!H\d+ \(R\d+C8\): "表决结果" shows "通过", the ballots give "不通过"$/)]);
    const en = await verifyVoteTable(await edit(tables.get('en')!, (main) => (main.getCell(rowOf(main, 'Quorum met (two thirds of area and of owners)'), 8).value = 'Yes')));
    expect(en.problems).toEqual([expect.stringMatching(/^Vote table!H\d+ \(R\d+C8\): .* shows "Yes", the ballots give "No"$/)]);
  });

  it('names a removed row and an added row; a reordered table still verifies', async () => {
    const zh = tables.get('zh-cn')!;
    // 丙's row (2-1-301) removed: the house of the electorate has no row, and its current ballot is not shown.
    const removed = await verifyVoteTable(await edit(zh, (main) => main.spliceRows(8, 1)));
    expect(removed.ok).toBe(false);
    expect(removed.problems).toEqual(expect.arrayContaining([`表决表: house ${houses[3]} (2-1-301) of the frozen electorate has no row`, expect.stringMatching(/a current ballot the table does not show/)]));
    // A row for a house that was not in the electorate.
    const added = await verifyVoteTable(
      await edit(zh, (main) => {
        main.spliceRows(10, 0, [6, '9', '9', '909', '某人', 99, '同意', '同意']);
      }),
    );
    expect(added.problems).toEqual([expect.stringMatching(/^表决表!B10 \(R10C2\): the row of house 9-9-909 is not a house of the electorate/)]);
    // The same house twice.
    const twice = await verifyVoteTable(await edit(zh, (main) => main.spliceRows(10, 0, main.getRow(7).values as ExcelJS.CellValue[])));
    expect(twice.problems).toEqual([expect.stringMatching(/^表决表!B10 \(R10C2\): the row of house 1-2-201 is not a house of the electorate the record froze \(or shows it twice\)/)]);
    // An area edited.
    const area = await verifyVoteTable(await edit(zh, (main) => (main.getCell(7, 6).value = 90)));
    expect(area.problems).toEqual([`表决表!F7 (R7C6): shows the area "90", the record froze 80.00 for house ${houses[2]}`]);
    // Rows sorted another way (by owner, descending): matched by house, not by position.
    const reordered = await edit(zh, (main) => {
      const values = [5, 6, 7, 8, 9].map((r) => main.getRow(r).values as ExcelJS.CellValue[]);
      [9, 8, 7, 6, 5].forEach((r, i) => (main.getRow(r).values = values[i]!));
    });
    const back = await verifyVoteTable(reordered);
    expect(back.problems).toEqual([]);
    expect(back.ok).toBe(true);
  });

  it('the script answers by its exit code: 1 for a tampered table, 2 without a file', async () => {
    const tampered = await edit(tables.get('zh-cn')!, (main) => (main.getCell(rowOf(main, '表决结果'), 8).value = '通过'));
    await writeFile(join(dir, 'tampered.xlsx'), tampered);
    const bad = run(join(dir, 'tampered.xlsx'));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/PROBLEM 表决表!H\d+ \(R\d+C8\): "表决结果" shows "通过"/);
    expect(bad.stdout).toContain('FAILED: 1 problem(s)');
    expect(run().status).toBe(2);
    expect(run(join(dir, 'no-such-file.xlsx')).status).toBe(2);
    await writeFile(join(dir, 'not.xlsx'), 'not a workbook');
    expect(run(join(dir, 'not.xlsx')).status).toBe(1);
  });
});

describe('the checker’s own words', () => {
  it('reads the cells the product prints in each language, and proxies’ names as stored or masked', () => {
    const zh = wordsOf('zh-cn');
    expect(zh.read('不同意（代理：王代理）')).toEqual({ choice: 1, note: { proxy: '王代理' } });
    expect(zh.read('同意（在线）')).toEqual({ choice: 0, note: { online: true } });
    expect(zh.read('未投票')).toEqual({ choice: null, note: null });
    expect(zh.read('Agree')).toBeUndefined();
    expect(zh.sameProxy('王**', '王代理')).toBe(true);
    expect(zh.sameProxy('李**', '王代理')).toBe(false);
    expect(wordsOf('zh-tw').read('棄權（線上）')).toEqual({ choice: 2, note: { online: true } });
    expect(wordsOf('en').read('Disagree (proxy: Wang)')).toEqual({ choice: 1, note: { proxy: 'Wang' } });
    expect(languageOf('表決表', ['序號', '樓棟', '單元', '房號', '業主', '專有面積（㎡）'])).toBe('zh-tw');
    expect(languageOf('Sheet1', ['No.', 'Building', 'Unit', 'House', 'Owner', 'Exclusive area (m²)'])).toBe('en');
    expect(languageOf('x', ['a'])).toBeNull();
  });
});

describe('an election’s table', () => {
  /**
   * An election as the product records it (an `opened` event with the seats, the ballots, a `counted`
   * event with the outcome and the seed of the draw that broke a tie), written to a table in process:
   * the checker recomputes the seats with that seed and names an edited 当选 cell.
   */
  async function electionTable(tie: boolean) {
    const meetingId = 7;
    const participants = [1, 2, 3].map((houseId) => ({ houseId, ownerName: `业主${houseId}`, phone: `1380000000${houseId}`, privateArea: '100.00', buildingNo: '1', unitNo: '1', houseNo: String(100 + houseId), ownerKey: '' }));
    for (const p of participants) p.ownerKey = ownerKey(p);
    const items = [
      { id: 11, name: '候选人甲', description: null, passRule: 'majority', candidateId: 101 },
      { id: 12, name: '候选人乙', description: null, passRule: 'majority', candidateId: 102 },
    ];
    // One seat. Without a tie all agree with 甲 and two with 乙; with one, both have the same agreement.
    const votes: [number, number, VoteResult][] = [
      [11, 1, 0],
      [11, 2, 0],
      [11, 3, tie ? 1 : 0],
      [12, 1, 0],
      [12, 2, 0],
      [12, 3, 1],
    ];
    const electorate = electorateOfKeyed(participants.map((p) => ({ houseId: p.houseId, key: ownerDigest(meetingId, p.ownerKey)!, privateArea: p.privateArea })));
    const rules = { countNonVotersWithMajority: false, extensions: 0 };
    const counted = items.map((i) => ({ itemId: i.id, ...countFrozenItem(electorate, new Map(votes.filter((v) => v[0] === i.id).map((v) => [electorate.ownerOfHouse.get(v[1])!, v[2]])), 'majority', rules, new Set()) }));
    const seed = 'a1b2c3';
    const outcome = electSeats(
      counted.map((c) => ({ candidateId: items.find((i) => i.id === c.itemId)!.candidateId, count: c.count })),
      1,
      (among, n) => ({ chosen: drawWithSeed(among, n, seed), seed }),
    );
    const at = '2026-11-26T00:00:00.000Z';
    const payloads: EventPayload[] = [
      { kind: 'opened', at, electorate: participants.map((p) => electorateEntry(meetingId, p)), rules: { ...rules, proxiesAllowed: true }, items: items.map((i) => itemStatement(i, () => 'majority')), election: { id: 1, seats: 1, type: 1 } },
      ...votes.map(([item, house, result], k): EventPayload => ({ kind: 'cast', at, record: { id: k + 1, meeting: meetingId, item, house, owner: ownerDigest(meetingId, participants[house - 1]!.ownerKey), result, images: null, operator: 1, proxy: null, replaced: false } })),
      { kind: 'counted', at, correction: null, items: counted.map((c) => resultStatement(c.itemId, c.result, c.count)), election: electionStatement({ ...outcome, seats: 1 }) },
    ];
    const events = linkEvents(0, '0'.repeat(64), payloads);
    const ballots = new Map<number, { houseId: number; result: VoteResult; at: number }[]>();
    votes.forEach(([item, house, result], k) => (ballots.get(item) ?? ballots.set(item, []).get(item)!).push({ houseId: house, result, at: k }));
    const t = (key: string, params?: Record<string, unknown>) => translate('zh-cn', key, params);
    const bytes = await buildVoteTable({
      meeting: { name: '换届选举', areaName: '小区', stageName: '统计', voteStartTime: null, voteEndTime: null },
      participants,
      items: items.map((i) => ({ id: i.id, name: i.name, rule: 'majority' as const, count: counted.find((c) => c.itemId === i.id)!.count, elected: outcome.elected.includes(i.candidateId) })),
      ballots,
      t,
      generatedAt: new Date(),
      chain: { meetingId, events },
    });
    return { bytes, outcome };
  }

  it('recomputes the seats (a tie by the recorded seed) and names an edited 当选 cell', async () => {
    for (const tie of [false, true]) {
      const { bytes, outcome } = await electionTable(tie);
      expect(outcome.draws.length).toBe(tie ? 1 : 0);
      expect(await verifyVoteTable(bytes)).toMatchObject({ ok: true, problems: [], notes: [] });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const main = wb.worksheets[0]!;
      let row = 0;
      main.eachRow((r, n) => {
        if (r.getCell(1).value === '当选') row = n;
      });
      const winner = outcome.elected[0] === 101 ? 7 : 8;
      main.getCell(row, winner).value = '';
      main.getCell(row, winner === 7 ? 8 : 7).value = '当选';
      const edited = await verifyVoteTable(Buffer.from(await wb.xlsx.writeBuffer()));
      expect(edited.problems).toEqual([
        `表决表!G${row} (R${row}C7): "当选" shows "${winner === 7 ? '' : '当选'}", the ballots give "${winner === 7 ? '当选' : ''}"`,
        `表决表!H${row} (R${row}C8): "当选" shows "${winner === 8 ? '' : '当选'}", the ballots give "${winner === 8 ? '当选' : ''}"`,
      ]);
    }
  });
});

describe('a large electorate', () => {
  it('an opened event longer than a cell holds spans cells of its row, and the checker joins them', async () => {
    // Pieces of at most CELL_CHARS, never splitting a surrogate pair.
    const astral = 'a'.repeat(CELL_CHARS - 1) + '😀' + 'b';
    expect(cellsOf(astral).map((c) => c.length)).toEqual([CELL_CHARS - 1, 3]);
    expect(cellsOf(astral).join('')).toBe(astral);
    expect(cellsOf('')).toEqual(['']);

    const meetingId = 9;
    const participants = Array.from({ length: 600 }, (_, i) => ({ houseId: i + 1, ownerName: `业主${i}`, phone: `139${String(i).padStart(8, '0')}`, privateArea: '88.88', buildingNo: String(1 + Math.floor(i / 100)), unitNo: '1', houseNo: String(1000 + i), ownerKey: '' }));
    for (const p of participants) p.ownerKey = ownerKey(p);
    const events = linkEvents(0, '0'.repeat(64), [
      { kind: 'opened', at: '2026-11-26T00:00:00.000Z', electorate: participants.map((p) => electorateEntry(meetingId, p)), rules: { countNonVotersWithMajority: false, extensions: 0 }, items: [itemStatement({ id: 1, name: '事项', description: '说明', passRule: 'majority', candidateId: null }, () => 'majority')], election: null },
    ]);
    expect(events[0]!.payload.length).toBeGreaterThan(2 * CELL_CHARS);
    const t = (key: string, params?: Record<string, unknown>) => translate('zh-tw', key, params);
    const bytes = await buildVoteTable({ meeting: { name: '大社區', areaName: '社區', stageName: '投票', voteStartTime: null, voteEndTime: null }, participants, items: [{ id: 1, name: '事项', rule: 'majority', count: null }], ballots: new Map(), t, generatedAt: new Date(), chain: { meetingId, events } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(wb.worksheets[1]!.getRow(3).cellCount).toBeGreaterThan(6);
    expect(await verifyVoteTable(bytes)).toMatchObject({ ok: true, language: 'zh-tw', problems: [], notes: [], events: 1 });
  });
});
