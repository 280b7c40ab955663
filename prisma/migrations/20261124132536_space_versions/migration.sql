-- CreateTable
CREATE TABLE "space_version" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "spaceId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "url" VARCHAR(1000) NOT NULL,
    "fileId" VARCHAR(255),
    "name" VARCHAR(255),
    "size" INTEGER,
    "userId" INTEGER,

    CONSTRAINT "space_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "space_version_spaceId_idx" ON "space_version"("spaceId");

-- CreateIndex
CREATE INDEX "space_info_key_idx" ON "space_info"("key");

-- AddForeignKey
ALTER TABLE "space_version" ADD CONSTRAINT "space_version_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "space_info"("id") ON DELETE CASCADE ON UPDATE CASCADE;
