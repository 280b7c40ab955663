-- CreateTable
CREATE TABLE "base_sys_log_community" (
    "logId" INTEGER NOT NULL,
    "communityId" INTEGER NOT NULL,

    CONSTRAINT "base_sys_log_community_pkey" PRIMARY KEY ("logId","communityId")
);

-- AddForeignKey
ALTER TABLE "base_sys_log_community" ADD CONSTRAINT "base_sys_log_community_logId_fkey" FOREIGN KEY ("logId") REFERENCES "base_sys_log"("id") ON DELETE CASCADE ON UPDATE CASCADE;
