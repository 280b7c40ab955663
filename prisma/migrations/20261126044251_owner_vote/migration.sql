-- AlterTable
ALTER TABLE "vote_record" ADD COLUMN     "channel" VARCHAR(10);

-- CreateTable
CREATE TABLE "vote_credential" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "houseId" INTEGER NOT NULL,
    "ownerKey" VARCHAR(300) NOT NULL,
    "codeHash" VARCHAR(64) NOT NULL,
    "deviceHash" VARCHAR(64),
    "status" INTEGER NOT NULL DEFAULT 0,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "usedAt" TIMESTAMPTZ(3),
    "userId" INTEGER,

    CONSTRAINT "vote_credential_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vote_credential_codeHash_key" ON "vote_credential"("codeHash");

-- CreateIndex
CREATE INDEX "vote_credential_createTime_idx" ON "vote_credential"("createTime");

-- CreateIndex
CREATE INDEX "vote_credential_meetingId_ownerKey_idx" ON "vote_credential"("meetingId", "ownerKey");

-- CreateIndex
CREATE INDEX "vote_credential_houseId_idx" ON "vote_credential"("houseId");

-- AddForeignKey
ALTER TABLE "vote_credential" ADD CONSTRAINT "vote_credential_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;
