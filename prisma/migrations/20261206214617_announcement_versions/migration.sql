-- Published result announcements are records: every publication of the preliminary or final
-- announcement of a meeting is kept here as a version (never changed, never deleted but with its meeting), with the
-- reason of a republication and the SHA-256 of the published content. The ballot record states each
-- (an announced event). docs/ballot-record.md, section Result announcements.
-- CreateTable
CREATE TABLE "announcement_version" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "version" INTEGER NOT NULL,
    "reason" TEXT,
    "title" VARCHAR(255) NOT NULL,
    "content" TEXT NOT NULL,
    "digest" VARCHAR(64) NOT NULL,
    "noticeId" INTEGER,
    "seq" INTEGER,
    "userId" INTEGER,

    CONSTRAINT "announcement_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "announcement_version_createTime_id_idx" ON "announcement_version"("createTime", "id");

-- CreateIndex
CREATE UNIQUE INDEX "announcement_version_meetingId_kind_version_key" ON "announcement_version"("meetingId", "kind", "version");

-- AddForeignKey
ALTER TABLE "announcement_version" ADD CONSTRAINT "announcement_version_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;
