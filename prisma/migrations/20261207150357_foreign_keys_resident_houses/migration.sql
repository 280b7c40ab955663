-- Real foreign keys for the links of the data model (docs/data-model.md):
-- every community-owned row's areaId now names an area_info row (ON DELETE
-- RESTRICT: a community is deleted only once nothing belongs to it, as
-- modules/area/info.ts has always required), and a resident's houses move
-- from the JSON list resident_info."houseIds" to the link table
-- resident_house (REST still answers houseIds: modules/resident/info.ts).

-- 1. Rows whose community is gone (only a direct database edit or an old
-- import could leave them: the application refuses to delete a community
-- that still has rows). They are kept, not deleted: each missing community
-- comes back as a placeholder row with its old id, named so staff see it,
-- and the superuser can move the rows or delete it once emptied.
INSERT INTO "area_info" ("id", "name")
SELECT missing."areaId", '缺失小区 #' || missing."areaId"
FROM (
  SELECT "areaId" FROM "area_house"
  UNION SELECT "areaId" FROM "advice_info"
  UNION SELECT "areaId" FROM "advice_reply"
  UNION SELECT "areaId" FROM "election_info"
  UNION SELECT "areaId" FROM "meeting_info"
  UNION SELECT "areaId" FROM "repair_info"
  UNION SELECT "areaId" FROM "info_banner"
  UNION SELECT "areaId" FROM "info_notice"
  UNION SELECT "areaId" FROM "resident_info"
  UNION SELECT "areaId" FROM "space_info"
  UNION SELECT "areaId" FROM "space_type"
  UNION SELECT "areaId" FROM "assembly_rule"
) AS missing
WHERE missing."areaId" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "area_info" a WHERE a."id" = missing."areaId");

-- The id sequence stays past every id, placeholders included.
SELECT setval(pg_get_serial_sequence('"area_info"', 'id'), GREATEST((SELECT max("id") FROM "area_info"), 1), (SELECT count(*) > 0 FROM "area_info"));

-- 2. The house <-> resident link table.
CREATE TABLE "resident_house" (
    "id" SERIAL NOT NULL,
    "residentId" INTEGER NOT NULL,
    "houseId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "resident_house_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "resident_house_houseId_idx" ON "resident_house"("houseId");

CREATE UNIQUE INDEX "resident_house_residentId_houseId_key" ON "resident_house"("residentId", "houseId");

-- Each id of a resident's JSON list becomes a link (ids numbers or digit
-- strings, anything else was never a house), its place in the list kept as
-- "position" (0 first, and an id listed twice keeps its first place), so houseIds
-- answers in the order it was saved, as the JSON list did. Ids of houses
-- deleted since are dropped: they named nothing, and the graph and REST
-- already skipped them (the positions of the rest keep their order).
INSERT INTO "resident_house" ("residentId", "houseId", "position")
SELECT listed."residentId", listed."houseId", listed.position - 1
FROM (
  SELECT r."id" AS "residentId", (e.value #>> '{}')::int AS "houseId", min(e.ordinality) AS position
  FROM "resident_info" r
  -- Only a list has elements (an object, a text or a number held no house): never
  -- left to the planner to filter before the elements are taken.
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r."houseIds") = 'array' THEN r."houseIds" ELSE '[]'::jsonb END) WITH ORDINALITY AS e(value, ordinality)
  WHERE (e.value #>> '{}') ~ '^[0-9]{1,9}$'
  GROUP BY r."id", (e.value #>> '{}')::int
) AS listed
WHERE EXISTS (SELECT 1 FROM "area_house" h WHERE h."id" = listed."houseId")
ORDER BY listed."residentId", listed.position;

ALTER TABLE "resident_info" DROP COLUMN "houseIds";

ALTER TABLE "resident_house" ADD CONSTRAINT "resident_house_residentId_fkey" FOREIGN KEY ("residentId") REFERENCES "resident_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "resident_house" ADD CONSTRAINT "resident_house_houseId_fkey" FOREIGN KEY ("houseId") REFERENCES "area_house"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- 3. The community keys.
ALTER TABLE "area_house" ADD CONSTRAINT "area_house_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "advice_info" ADD CONSTRAINT "advice_info_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "advice_reply" ADD CONSTRAINT "advice_reply_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "election_info" ADD CONSTRAINT "election_info_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "meeting_info" ADD CONSTRAINT "meeting_info_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "repair_info" ADD CONSTRAINT "repair_info_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "info_banner" ADD CONSTRAINT "info_banner_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "info_notice" ADD CONSTRAINT "info_notice_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "resident_info" ADD CONSTRAINT "resident_info_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "space_info" ADD CONSTRAINT "space_info_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "space_type" ADD CONSTRAINT "space_type_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "assembly_rule" ADD CONSTRAINT "assembly_rule_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "area_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
