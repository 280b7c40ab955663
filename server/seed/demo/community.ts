/**
 * The demo community's people: buildings 3–8 imported as a house list
 * (area/house import, the house rules judge every row), owners with real
 * names and phones — some holding two or three houses, the developer's
 * unsold units with no owner (one owner in the count: counting.ts) — their
 * residents (owners, family members, tenants, building heads, committee
 * members) and the app users who write advice, report repairs and recommend
 * candidates.
 */
import type { Ctx } from '../../kernel/context.ts';
import { addRow, updateRow } from '../../crud/service.ts';
import { areaHouse } from '../../modules/area/house.ts';
import { importHouses } from '../../modules/area/house-import.ts';
import { residentInfo } from '../../modules/resident/info.ts';
import { userInfo } from '../../modules/user/info.ts';
import { userAddress } from '../../modules/user/address.ts';
import { ownerKey } from '../../core/counting.ts';
import { NICKNAMES, OCCUPATIONS, people, type Person, type Rand } from './random.ts';
import type { Timeline } from './timeline.ts';

export interface House {
  id: number;
  buildingNo: string;
  unitNo: string;
  houseNo: string;
  ownerName: string | null;
  phone: string | null;
  privateArea: number;
}

export interface AppUser {
  id: number;
  nickName: string;
  phone: string;
}

export interface Community {
  areaId: number;
  houses: House[];
  /** Houses by owner (counting.ts ownerKey); the developer's units under 'developer'. */
  owners: Map<string, House[]>;
  appUsers: AppUser[];
  /** People of the community by name (owners and residents), for the election's lists. */
  residents: { name: string; gender: 1 | 2; age: number; phone: string; buildingNo: string; unitNo: string; occupation: string }[];
}

const DEMO_BUILDINGS = ['3', '4', '5', '6', '7', '8'];
const FLOORS = 9;
/** Exclusive areas (m²) of the two flats of a floor, by building. */
const AREAS: Record<string, [number, number]> = {
  '3': [89.52, 126.3],
  '4': [89.52, 126.3],
  '5': [98.64, 118.75],
  '6': [143.8, 98.64],
  '7': [143.8, 98.64],
  '8': [168.2, 135.45],
};
/** The developer has not sold these yet (building 8, unit 2, upper floors). */
const UNSOLD = (b: string, u: string, floor: number) => b === '8' && u === '2' && floor >= 6;

/** The base seed's placeholder owners (业主01…) get real names too, when they still carry them. */
async function renamePlaceholders(ctx: Ctx, areaId: number, r: Rand, taken: Set<string>): Promise<void> {
  const houses = await ctx.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' }, select: { id: true, ownerName: true, phone: true } });
  const placeholders = houses.filter((h) => /^业主\d{2}$/.test(h.ownerName ?? ''));
  const named = people(r, placeholders.length);
  for (const [i, h] of placeholders.entries()) {
    const p = named[i]!;
    if (taken.has(p.phone)) continue;
    taken.add(p.phone);
    await updateRow(ctx, areaHouse, { id: h.id, ownerName: p.name, phone: p.phone });
    const resident = await ctx.db.residentInfo.findFirst({ where: { areaId, name: h.ownerName!, phone: h.phone ?? '' }, select: { id: true } });
    if (resident) await updateRow(ctx, residentInfo, { id: resident.id, name: p.name, phone: p.phone, gender: p.gender });
  }
}

export async function seedCommunity(ctx: Ctx, areaId: number, r: Rand, time: Timeline): Promise<Community> {
  const taken = new Set((await ctx.db.areaHouse.findMany({ where: { areaId }, select: { phone: true } })).map((h) => h.phone ?? ''));
  await renamePlaceholders(ctx, areaId, r, taken);
  const { slots, owners, ownerOf } = assignOwners(r, taken);
  const houses = await importFlats(ctx, areaId, slots, ownerOf, time);
  const byOwner = new Map<string, House[]>();
  for (const h of houses) {
    const key = ownerKey({ houseId: h.id, ownerName: h.ownerName, phone: h.phone });
    byOwner.set(key, [...(byOwner.get(key) ?? []), h]);
  }

  const residents = await seedResidents(ctx, areaId, r, time, { byOwner, owners, taken });
  const appUsers = await seedAppUsers(ctx, areaId, r, time, residents);
  return { areaId, houses, owners: byOwner, appUsers, residents };
}

/** A flat of the demo buildings. */
type Slot = { b: string; u: string; floor: number; room: string };

/** Who owns what: most flats one owner each; some owners hold two or three; the developer's unsold flats none. */
function assignOwners(r: Rand, taken: Set<string>): { slots: Slot[]; owners: Person[]; ownerOf: (Person | null)[] } {
  const slots: Slot[] = [];
  for (const b of DEMO_BUILDINGS) for (const u of ['1', '2']) for (let floor = 1; floor <= FLOORS; floor++) for (const room of ['01', '02']) slots.push({ b, u, floor, room });
  const sold = slots.filter((s) => !UNSOLD(s.b, s.u, s.floor));
  const owners = people(r, sold.length + 40).filter((p) => !taken.has(p.phone));
  const ownerOf: (Person | null)[] = [];
  let next = 0;
  for (const [i, s] of slots.entries()) {
    if (UNSOLD(s.b, s.u, s.floor)) {
      ownerOf.push(null);
      continue;
    }
    // Every ninth flat goes to an owner who already has one (the flat next door, or one in another building).
    if (i % 9 === 4 && next > 10) ownerOf.push(owners[r.int(0, next - 1)]!);
    else ownerOf.push(owners[next++]!);
  }
  // Three owners hold a third flat.
  for (const i of [37, 111, 175]) if (ownerOf[i] && ownerOf[i - 18]) ownerOf[i] = ownerOf[i - 18]!;

  return { slots, owners, ownerOf };
}

/** Imports the flats (as the community's import did, long before this month) and answers them as stored. */
async function importFlats(ctx: Ctx, areaId: number, slots: Slot[], ownerOf: (Person | null)[], time: Timeline): Promise<House[]> {
  const rows = slots.map((s, i) => {
    const o = ownerOf[i];
    const houseNo = `${s.floor}${s.room}`;
    const [a, b] = AREAS[s.b]!;
    return {
      ownerName: o?.name ?? null,
      phone: o?.phone ?? null,
      buildingNo: s.b,
      unitNo: s.u,
      houseNo,
      privateArea: (s.room === '01' ? a : b).toFixed(2),
      areaCode: `YG-${s.b}-${s.u}-${houseNo}`,
      propertyCertNo: o ? `粤(2019)深圳市不动产权第${String(3_200_000 + i * 37).padStart(7, '0')}号` : null,
    };
  });
  await importHouses(ctx, areaHouse, { rows });

  const stored = await ctx.db.areaHouse.findMany({ where: { areaId }, orderBy: [{ buildingNo: 'asc' }, { unitNo: 'asc' }, { houseNo: 'asc' }, { id: 'asc' }] });
  const imported = new Set(rows.map((x) => `${x.buildingNo}-${x.unitNo}-${x.houseNo}`));
  const houses: House[] = stored.map((h) => ({
    id: h.id,
    buildingNo: h.buildingNo ?? '',
    unitNo: h.unitNo ?? '',
    houseNo: h.houseNo ?? '',
    ownerName: h.ownerName,
    phone: h.phone,
    privateArea: Number(h.privateArea ?? 0),
  }));
  // The import happened when the community moved in, long before this month.
  for (const h of stored) if (imported.has(`${h.buildingNo}-${h.unitNo}-${h.houseNo}`)) time.stamp('AreaHouse', h.id, time.at(75, 15, 20));

  return houses;
}

/** Residents: every owner of an imported flat, plus family members and tenants; building heads and committee members among them. */
async function seedResidents(
  ctx: Ctx,
  areaId: number,
  r: Rand,
  time: Timeline,
  { byOwner, owners, taken }: { byOwner: Map<string, House[]>; owners: Person[]; taken: Set<string> },
): Promise<Community['residents']> {
  const residents: Community['residents'] = [];
  const demoOwners = [...byOwner.entries()].filter(([k, hs]) => k !== 'developer' && hs.some((h) => DEMO_BUILDINGS.includes(h.buildingNo)));
  const family = people(r, 80).filter((p) => !taken.has(p.phone));
  let f = 0;
  const heads = new Set<string>();
  for (const [i, [, hs]] of demoOwners.entries()) {
    const h = hs[0]!;
    const person = owners.find((o) => o.name === h.ownerName && o.phone === h.phone)!;
    const roles = [1];
    if (!heads.has(h.buildingNo) && i % 7 === 3) {
      heads.add(h.buildingNo);
      roles.push(5);
    }
    if (i % 41 === 5) roles.push(4);
    const occupation = r.pick(OCCUPATIONS);
    const id = await addRow(ctx, residentInfo, {
      areaId,
      name: person.name,
      gender: person.gender,
      phone: person.phone,
      houseIds: hs.map((x) => x.id),
      nation: r.chance(0.93) ? '汉族' : r.pick(['回族', '满族', '壮族', '土家族']),
      politicalStatus: r.chance(0.2) ? 1 : r.chance(0.1) ? 3 : 0,
      age: person.age,
      roles,
      buildingNo: h.buildingNo,
      unitNo: h.unitNo,
      occupation,
      source: r.chance(0.3) ? 1 : 0,
    });
    time.stamp('ResidentInfo', id, time.at(70 - (i % 20), 9 + (i % 8), (i * 7) % 60));
    residents.push({ name: person.name, gender: person.gender, age: person.age, phone: person.phone, buildingNo: h.buildingNo, unitNo: h.unitNo, occupation });
    // Some households register a family member, some flats are let.
    if (r.chance(0.3) && f < family.length) {
      const m = family[f++]!;
      const rid = await addRow(ctx, residentInfo, { areaId, name: m.name, gender: m.gender, phone: m.phone, houseIds: [h.id], nation: '汉族', age: m.age, roles: [3], buildingNo: h.buildingNo, unitNo: h.unitNo, occupation: r.pick(OCCUPATIONS), source: 1 });
      time.stamp('ResidentInfo', rid, time.at(40 - (i % 30), 19, (i * 11) % 60));
    } else if (r.chance(0.1) && f < family.length) {
      const t = family[f++]!;
      const hs2 = hs.length > 1 ? hs[1]! : h;
      const rid = await addRow(ctx, residentInfo, { areaId, name: t.name, gender: t.gender, phone: t.phone, houseIds: [hs2.id], nation: '汉族', age: Math.min(t.age, 45), roles: [2], buildingNo: hs2.buildingNo, unitNo: hs2.unitNo, occupation: r.pick(OCCUPATIONS), source: 0 });
      time.stamp('ResidentInfo', rid, time.at(35 - (i % 25), 14, (i * 13) % 60));
    }
  }

  return residents;
}

/** App users: residents who use the mini-program; most joined before this month, some every few days since. */
async function seedAppUsers(ctx: Ctx, areaId: number, r: Rand, time: Timeline, residents: Community['residents']): Promise<AppUser[]> {
  const appUsers: AppUser[] = [];
  const users = r.shuffle(residents).slice(0, 120);
  for (const [i, p] of users.entries()) {
    const nickName = r.chance(0.55) ? `${p.name.slice(0, 1)}${p.gender === 1 ? '先生' : '女士'}` : r.pick(NICKNAMES);
    const id = await addRow(ctx, userInfo, { nickName, phone: p.phone, gender: p.gender, areaIds: [areaId], loginType: r.chance(0.8) ? 0 : r.chance(0.5) ? 1 : 2, status: 1, description: `${p.buildingNo}栋${p.unitNo}单元` });
    // 70 joined over the months before, 50 over the last 30 days (more lately: the election brought them in).
    const created = i < 70 ? time.at(31 + r.int(0, 120), r.int(8, 21), r.int(0, 59)) : time.at(Math.floor(30 * r.next() ** 1.4), r.int(7, 22), r.int(0, 59));
    time.stamp('UserInfo', id, created);
    appUsers.push({ id, nickName, phone: p.phone });
    if (i % 5 === 1) {
      const aid = await addRow(ctx, userAddress, {
        userId: id,
        contact: p.name,
        phone: p.phone,
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: `科技园路88号阳光花园${p.buildingNo}栋${p.unitNo}单元`,
        isDefault: true,
      });
      time.stamp('UserAddress', aid, time.after(created, 30));
    }
  }
  return appUsers;
}
