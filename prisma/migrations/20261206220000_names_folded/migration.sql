-- Names compared as people read them (server/kernel/fold.ts foldName): NFKC,
-- invisible characters removed (format characters, Unicode category Cf, and
-- the other default-ignorable code points), runs of white space one space,
-- trimmed, case folded. The folded keys of the entity kit's `unique` rules
-- follow it: a house's building + unit + number (houseKey, re-keyed here), a
-- role's name (nameKey) and a username (usernameKey), each under a database
-- unique index. fold_name below is the same folding in SQL for the rows
-- already stored: it lowers case as the database's ctype does (the server
-- folds every other letter on its next write of the row).

-- AlterTable
ALTER TABLE "base_sys_user" ADD COLUMN     "usernameKey" VARCHAR(400);

-- AlterTable
ALTER TABLE "base_sys_role" ADD COLUMN     "nameKey" VARCHAR(1000);

CREATE FUNCTION "fold_name_migration"(t TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT lower(btrim(regexp_replace(regexp_replace(normalize(coalesce(t, ''), NFKC),
    '[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g'),
    '[\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+', ' ', 'g')))
$$;

-- Houses: keyed again with the new folding, and the later copies of a house
-- that now folds the same keep no key (the first edit of such a copy is
-- refused as a duplicate), as when the key was introduced.
UPDATE "area_house" SET "houseKey" = NULL;
UPDATE "area_house" AS h
SET "houseKey" = k.key
FROM (
  SELECT id, key, row_number() OVER (PARTITION BY "areaId", key ORDER BY id) AS n
  FROM (
    SELECT id, "areaId",
      "fold_name_migration"("buildingNo") || chr(31) || "fold_name_migration"("unitNo") || chr(31) || "fold_name_migration"("houseNo") AS key
    FROM "area_house"
    WHERE "fold_name_migration"("buildingNo") <> '' AND "fold_name_migration"("houseNo") <> ''
  ) AS keyed
) AS k
WHERE h.id = k.id AND k.n = 1;

-- Roles and users: keyed, and a later one folding the same as an earlier one keeps no key.
UPDATE "base_sys_role" AS r
SET "nameKey" = k.key
FROM (SELECT id, key, row_number() OVER (PARTITION BY key ORDER BY id) AS n FROM (SELECT id, "fold_name_migration"(name) AS key FROM "base_sys_role") AS keyed WHERE key <> '') AS k
WHERE r.id = k.id AND k.n = 1;

UPDATE "base_sys_user" AS u
SET "usernameKey" = k.key
FROM (SELECT id, key, row_number() OVER (PARTITION BY key ORDER BY id) AS n FROM (SELECT id, "fold_name_migration"(username) AS key FROM "base_sys_user") AS keyed WHERE key <> '') AS k
WHERE u.id = k.id AND k.n = 1;

DROP FUNCTION "fold_name_migration"(TEXT);

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_user_usernameKey_key" ON "base_sys_user"("usernameKey");

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_role_nameKey_key" ON "base_sys_role"("nameKey");
