-- Each throttle over recorded failures counts only its own rows (server/auth/failure-window.ts): wrong owner
-- codes no longer block staff logins from the same address, nor staff failures the owners. The owner page
-- rows were told apart by a username starting with vote: until now, and become the ownerCode throttle rows.

-- DropIndex
DROP INDEX "auth_login_failure_ip_createTime_idx";

-- DropIndex
DROP INDEX "auth_login_failure_username_createTime_idx";

-- AlterTable
ALTER TABLE "auth_login_failure" ADD COLUMN     "purpose" VARCHAR(20) NOT NULL DEFAULT 'staffLogin';

-- CreateIndex
CREATE INDEX "auth_login_failure_purpose_username_createTime_idx" ON "auth_login_failure"("purpose", "username", "createTime");

-- CreateIndex
CREATE INDEX "auth_login_failure_purpose_ip_createTime_idx" ON "auth_login_failure"("purpose", "ip", "createTime");

-- The owner page failures recorded before the column existed.
UPDATE "auth_login_failure" SET "purpose" = 'ownerCode' WHERE "username" LIKE 'vote:%';
