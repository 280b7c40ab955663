/*
  Warnings:

  - Made the column `areaId` on table `advice_info` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `advice_reply` required. This step will fail if there are existing NULL values in that column.
  - Made the column `adviceId` on table `advice_reply` required. This step will fail if there are existing NULL values in that column.
  - Made the column `meetingId` on table `election_candidate` required. This step will fail if there are existing NULL values in that column.
  - Made the column `meetingId` on table `election_group` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `election_info` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `info_notice` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `meeting_info` required. This step will fail if there are existing NULL values in that column.
  - Made the column `meetingId` on table `meeting_notice` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `repair_info` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `resident_info` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `space_info` required. This step will fail if there are existing NULL values in that column.
  - Made the column `areaId` on table `space_type` required. This step will fail if there are existing NULL values in that column.

*/
-- AlterTable
ALTER TABLE "advice_info" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "advice_reply" ALTER COLUMN "areaId" SET NOT NULL,
ALTER COLUMN "adviceId" SET NOT NULL;

-- AlterTable
ALTER TABLE "election_candidate" ALTER COLUMN "meetingId" SET NOT NULL;

-- AlterTable
ALTER TABLE "election_group" ALTER COLUMN "meetingId" SET NOT NULL;

-- AlterTable
ALTER TABLE "election_info" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "info_notice" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "meeting_info" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "meeting_notice" ALTER COLUMN "meetingId" SET NOT NULL;

-- AlterTable
ALTER TABLE "recycle_data" ADD COLUMN     "areaId" INTEGER,
ADD COLUMN     "departmentId" INTEGER,
ADD COLUMN     "entityType" VARCHAR(100),
ADD COLUMN     "secrets" JSONB;

-- AlterTable
ALTER TABLE "repair_info" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "resident_info" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "space_info" ALTER COLUMN "areaId" SET NOT NULL;

-- AlterTable
ALTER TABLE "space_type" ALTER COLUMN "areaId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "auth_login_failure_ip_createTime_idx" ON "auth_login_failure"("ip", "createTime");

-- CreateIndex
CREATE INDEX "recycle_data_entityType_idx" ON "recycle_data"("entityType");

-- CreateIndex
CREATE INDEX "recycle_data_areaId_idx" ON "recycle_data"("areaId");

-- AddForeignKey
ALTER TABLE "advice_reply" ADD CONSTRAINT "advice_reply_adviceId_fkey" FOREIGN KEY ("adviceId") REFERENCES "advice_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_candidate" ADD CONSTRAINT "election_candidate_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_group" ADD CONSTRAINT "election_group_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_info" ADD CONSTRAINT "election_info_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_notice" ADD CONSTRAINT "meeting_notice_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_notice" ADD CONSTRAINT "meeting_notice_noticeId_fkey" FOREIGN KEY ("noticeId") REFERENCES "info_notice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vote_item" ADD CONSTRAINT "vote_item_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vote_record" ADD CONSTRAINT "vote_record_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vote_record" ADD CONSTRAINT "vote_record_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "vote_item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "repair_info" ADD CONSTRAINT "repair_info_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dict_info" ADD CONSTRAINT "dict_info_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "dict_type"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "info_notice" ADD CONSTRAINT "info_notice_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "space_info" ADD CONSTRAINT "space_info_classifyId_fkey" FOREIGN KEY ("classifyId") REFERENCES "space_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "space_type" ADD CONSTRAINT "space_type_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "space_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_log" ADD CONSTRAINT "task_log_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "task_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_address" ADD CONSTRAINT "user_address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;
