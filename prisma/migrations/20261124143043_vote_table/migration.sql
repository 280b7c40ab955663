-- AlterTable
ALTER TABLE "meeting_info" ADD COLUMN     "voteTableTime" TIMESTAMPTZ(3),
ADD COLUMN     "voteTableUrl" VARCHAR(500);
