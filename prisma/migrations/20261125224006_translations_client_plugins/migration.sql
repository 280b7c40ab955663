-- AlterTable
ALTER TABLE "base_sys_department" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "base_sys_menu" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "base_sys_param" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "base_sys_role" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "dict_info" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "dict_type" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "info_template" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "task_info" ADD COLUMN     "i18n" JSONB;

-- AlterTable
ALTER TABLE "task_log" ADD COLUMN     "message" JSONB;

-- CreateTable
CREATE TABLE "plugin_client" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "keyName" VARCHAR(100) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "config" JSONB,

    CONSTRAINT "plugin_client_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "plugin_client_keyName_key" ON "plugin_client"("keyName");

-- CreateIndex
CREATE INDEX "plugin_client_createTime_idx" ON "plugin_client"("createTime");
