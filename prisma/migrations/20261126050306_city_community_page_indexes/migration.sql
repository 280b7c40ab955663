-- CreateIndex
CREATE INDEX "area_house_areaId_id_idx" ON "area_house"("areaId", "id");

-- CreateIndex
CREATE INDEX "meeting_info_areaId_createTime_id_idx" ON "meeting_info"("areaId", "createTime", "id");

-- CreateIndex
CREATE INDEX "resident_info_areaId_createTime_id_idx" ON "resident_info"("areaId", "createTime", "id");
