-- AlterTable
ALTER TABLE "meeting_info" ADD COLUMN     "assemblyRules" JSONB;

-- AlterTable
ALTER TABLE "meeting_stage_log" ADD COLUMN     "kind" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "note" JSONB;

-- AlterTable
ALTER TABLE "vote_record" ADD COLUMN     "proxyDocument" VARCHAR(500),
ADD COLUMN     "proxyIdCard" VARCHAR(30),
ADD COLUMN     "proxyName" VARCHAR(100);

-- CreateTable
CREATE TABLE "assembly_rule" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER NOT NULL,
    "extensionAllowed" INTEGER NOT NULL DEFAULT 0,
    "maxExtensionDays" INTEGER NOT NULL DEFAULT 90,
    "countNonVotersWithMajority" INTEGER NOT NULL DEFAULT 0,
    "proxiesAllowed" INTEGER NOT NULL DEFAULT 1,
    "maxOwnersPerProxy" INTEGER,
    "remark" TEXT,

    CONSTRAINT "assembly_rule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "assembly_rule_areaId_key" ON "assembly_rule"("areaId");
