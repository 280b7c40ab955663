-- A house is identified by building, unit and number within its community
-- (crud/entity.ts `unique`, modules/area/house.ts). The server keeps the
-- folded form of the three (NFKC, trimmed, lower case, joined by U+001F) in
-- houseKey, and this index refuses a second house with the same key.

-- AlterTable
ALTER TABLE "area_house" ADD COLUMN     "houseKey" VARCHAR(200);

-- Existing houses get their key, except where it is incomplete (no building
-- or house number: the required rules speak for those) and except the later
-- copies of a house already registered twice: they keep no key, so the index
-- can be created, and the first edit of such a copy is refused as a duplicate.
UPDATE "area_house" AS h
SET "houseKey" = k.key
FROM (
  SELECT id, key, row_number() OVER (PARTITION BY "areaId", key ORDER BY id) AS n
  FROM (
    SELECT id, "areaId",
      lower(btrim(normalize(coalesce("buildingNo", ''), NFKC))) || chr(31) ||
      lower(btrim(normalize(coalesce("unitNo", ''), NFKC))) || chr(31) ||
      lower(btrim(normalize(coalesce("houseNo", ''), NFKC))) AS key
    FROM "area_house"
    WHERE btrim(coalesce("buildingNo", '')) <> '' AND btrim(coalesce("houseNo", '')) <> ''
  ) AS keyed
) AS k
WHERE h.id = k.id AND k.n = 1;

-- CreateIndex
CREATE UNIQUE INDEX "area_house_areaId_houseKey_key" ON "area_house"("areaId", "houseKey");
