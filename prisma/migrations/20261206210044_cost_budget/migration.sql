-- The budgets of estimated request cost per account and per address, shared by the server processes
-- (server/http/cost-budget.ts): one row per bucket, its level drained by the clock of the database at perMinute.
-- Rows idle for 10 minutes are removed by the processes themselves (the index on "at").

-- CreateTable
CREATE TABLE "cost_budget" (
    "key" VARCHAR(120) NOT NULL,
    "level" DOUBLE PRECISION NOT NULL,
    "perMinute" DOUBLE PRECISION NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cost_budget_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "cost_budget_at_idx" ON "cost_budget"("at");
