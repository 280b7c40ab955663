-- CreateTable
CREATE TABLE "recycle_data_area" (
    "id" SERIAL NOT NULL,
    "recycleId" INTEGER NOT NULL,
    "communityId" INTEGER NOT NULL,

    CONSTRAINT "recycle_data_area_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "recycle_data_area_communityId_idx" ON "recycle_data_area"("communityId");

-- CreateIndex
CREATE UNIQUE INDEX "recycle_data_area_recycleId_communityId_key" ON "recycle_data_area"("recycleId", "communityId");

-- AddForeignKey
ALTER TABLE "recycle_data_area" ADD CONSTRAINT "recycle_data_area_recycleId_fkey" FOREIGN KEY ("recycleId") REFERENCES "recycle_data"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Entries written before: their single community. Entries without one keep
-- none, and so are seen only by who holds every community (unless the model
-- is declared to belong to no community).
INSERT INTO "recycle_data_area" ("recycleId", "communityId") SELECT "id", "areaId" FROM "recycle_data" WHERE "areaId" IS NOT NULL;
