-- CreateTable
CREATE TABLE "file_location" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "key" VARCHAR(200) NOT NULL,
    "pluginKey" VARCHAR(255) NOT NULL,

    CONSTRAINT "file_location_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "file_location_key_key" ON "file_location"("key");

-- CreateIndex
CREATE INDEX "file_location_pluginKey_idx" ON "file_location"("pluginKey");
