/**
 * The community the meeting benches vote in: 5,000 houses, one owner in ten
 * holding two houses (4,500 owners: 业主<n> with phone 136<n padded to 8>),
 * areas between 60.37 and 139.37 m². Written directly (setup, not a figure).
 * The owner-vote bench asks for 5,556 houses: 5,000 owners.
 */
import type { Db } from '../server/kernel/context.ts';

export const HOUSES = 5_000;

/** How many owners `houses` houses have (one in ten holds two). */
export const ownersIn = (houses: number) => houses - Math.floor((houses + 8) / 10);

export async function ownersCommunity(db: Db, name: string, houses = HOUSES): Promise<number> {
  const areaId = (await db.areaInfo.create({ data: { name } })).id;
  await db.areaHouse.createMany({
    data: Array.from({ length: houses }, (_, i) => {
      const owner = i % 10 === 1 ? i - 1 : i;
      return { areaId, ownerName: `业主${owner}`, phone: `136${String(owner).padStart(8, '0')}`, buildingNo: String(1 + Math.floor(i / 200)), unitNo: String(1 + (Math.floor(i / 50) % 4)), houseNo: String(101 + (i % 50)), privateArea: (60 + (i % 80) + 0.37).toFixed(2) };
    }),
  });
  return areaId;
}
