-- The request id (X-Request-Id) of the request a log row records, so an operator can tie
-- a row to the server log lines of the same request (docs/operations.md "Logs").
-- AlterTable
ALTER TABLE "base_sys_log" ADD COLUMN     "requestId" VARCHAR(128);
