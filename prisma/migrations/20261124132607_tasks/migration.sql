/*
  Warnings:

  - A unique constraint covering the columns `[jobId]` on the table `task_info` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "info_notice" ADD COLUMN     "publishTime" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "task_info" ADD COLUMN     "lockToken" VARCHAR(64),
ADD COLUMN     "runCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "task_log" ADD COLUMN     "duration" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "planTime" TIMESTAMPTZ(3),
ADD COLUMN     "startTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE UNIQUE INDEX "task_info_jobId_key" ON "task_info"("jobId");
