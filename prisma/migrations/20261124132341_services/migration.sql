-- AlterTable
ALTER TABLE "repair_info" ADD COLUMN     "handleRemark" TEXT,
ADD COLUMN     "handledBy" INTEGER,
ADD COLUMN     "handledTime" TIMESTAMPTZ(3);
