/*
  Warnings:

  - A unique constraint covering the columns `[meetingId,type]` on the table `meeting_notice` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "meeting_notice_meetingId_type_idx";

-- AlterTable
ALTER TABLE "info_template" ADD COLUMN     "content" TEXT;

-- AlterTable
ALTER TABLE "vote_item" ADD COLUMN     "candidateId" INTEGER;

-- AlterTable
ALTER TABLE "vote_record" ADD COLUMN     "houseId" INTEGER,
ADD COLUMN     "operatorId" INTEGER,
ADD COLUMN     "ownerKey" VARCHAR(300),
ADD COLUMN     "replacedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "meeting_stage_log" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "fromStage" INTEGER NOT NULL,
    "toStage" INTEGER NOT NULL,
    "userId" INTEGER,

    CONSTRAINT "meeting_stage_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_recommendation" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "targetType" INTEGER NOT NULL,
    "targetId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    CONSTRAINT "election_recommendation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "meeting_stage_log_meetingId_idx" ON "meeting_stage_log"("meetingId");

-- CreateIndex
CREATE INDEX "election_recommendation_meetingId_userId_idx" ON "election_recommendation"("meetingId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "election_recommendation_targetType_targetId_userId_key" ON "election_recommendation"("targetType", "targetId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "meeting_notice_meetingId_type_key" ON "meeting_notice"("meetingId", "type");

-- CreateIndex
CREATE INDEX "vote_record_itemId_ownerKey_idx" ON "vote_record"("itemId", "ownerKey");

-- AddForeignKey
ALTER TABLE "vote_item" ADD CONSTRAINT "vote_item_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "election_candidate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_stage_log" ADD CONSTRAINT "meeting_stage_log_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_recommendation" ADD CONSTRAINT "election_recommendation_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;
