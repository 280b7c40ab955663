-- CreateTable
CREATE TABLE "ballot_event" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "recordId" INTEGER,
    "payload" TEXT NOT NULL,
    "prevHash" VARCHAR(64) NOT NULL,
    "hash" VARCHAR(64) NOT NULL,

    CONSTRAINT "ballot_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ballot_inquiry" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "houseId" INTEGER NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT,
    "answerTime" TIMESTAMPTZ(3),
    "status" INTEGER NOT NULL DEFAULT 0,
    "userId" INTEGER,

    CONSTRAINT "ballot_inquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ballot_correction" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "inquiryId" INTEGER,
    "itemId" INTEGER NOT NULL,
    "houseId" INTEGER NOT NULL,
    "fromResult" INTEGER,
    "toResult" INTEGER NOT NULL,
    "replacedId" INTEGER,
    "recordId" INTEGER,
    "reason" TEXT NOT NULL,
    "evidence" JSONB,
    "userId" INTEGER,

    CONSTRAINT "ballot_correction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ballot_event_createTime_idx" ON "ballot_event"("createTime");

-- CreateIndex
CREATE INDEX "ballot_event_recordId_idx" ON "ballot_event"("recordId");

-- CreateIndex
CREATE UNIQUE INDEX "ballot_event_meetingId_seq_key" ON "ballot_event"("meetingId", "seq");

-- CreateIndex
CREATE INDEX "ballot_inquiry_createTime_idx" ON "ballot_inquiry"("createTime");

-- CreateIndex
CREATE INDEX "ballot_inquiry_meetingId_idx" ON "ballot_inquiry"("meetingId");

-- CreateIndex
CREATE INDEX "ballot_correction_createTime_idx" ON "ballot_correction"("createTime");

-- CreateIndex
CREATE INDEX "ballot_correction_meetingId_idx" ON "ballot_correction"("meetingId");

-- AddForeignKey
ALTER TABLE "ballot_event" ADD CONSTRAINT "ballot_event_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ballot_inquiry" ADD CONSTRAINT "ballot_inquiry_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ballot_correction" ADD CONSTRAINT "ballot_correction_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "meeting_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;
