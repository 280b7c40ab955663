-- AlterTable
ALTER TABLE "meeting_info" ADD COLUMN     "voteTableMaskedUrl" VARCHAR(500);
