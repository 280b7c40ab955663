-- CreateTable
CREATE TABLE "base_sys_menu" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "parentId" INTEGER,
    "name" VARCHAR(255) NOT NULL,
    "router" VARCHAR(255),
    "viewPath" VARCHAR(255),
    "perms" TEXT,
    "type" INTEGER NOT NULL DEFAULT 0,
    "icon" VARCHAR(255),
    "orderNum" INTEGER NOT NULL DEFAULT 0,
    "keepAlive" BOOLEAN NOT NULL DEFAULT true,
    "isShow" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "base_sys_menu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_user" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "departmentId" INTEGER,
    "areaIds" JSONB,
    "userId" INTEGER,
    "propertyCompany" VARCHAR(255),
    "name" VARCHAR(255) NOT NULL,
    "username" VARCHAR(100) NOT NULL,
    "password" VARCHAR(255) NOT NULL,
    "passwordV" INTEGER NOT NULL DEFAULT 1,
    "nickName" VARCHAR(255),
    "headImg" VARCHAR(255),
    "phone" VARCHAR(20),
    "email" VARCHAR(255),
    "remark" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "socketId" VARCHAR(255),

    CONSTRAINT "base_sys_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_role" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "name" VARCHAR(255) NOT NULL,
    "label" VARCHAR(50) NOT NULL,
    "remark" TEXT,
    "relevance" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "base_sys_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_department" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" VARCHAR(255) NOT NULL,
    "userId" INTEGER,
    "parentId" INTEGER,
    "orderNum" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "base_sys_department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_log" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "action" VARCHAR(1000),
    "ip" VARCHAR(50),
    "params" JSONB,

    CONSTRAINT "base_sys_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_param" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "keyName" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "data" TEXT,
    "dataType" INTEGER NOT NULL DEFAULT 0,
    "remark" TEXT,

    CONSTRAINT "base_sys_param_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_conf" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cKey" VARCHAR(255) NOT NULL,
    "cValue" TEXT NOT NULL,

    CONSTRAINT "base_sys_conf_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_sys_user_role" (
    "userId" INTEGER NOT NULL,
    "roleId" INTEGER NOT NULL,

    CONSTRAINT "base_sys_user_role_pkey" PRIMARY KEY ("userId","roleId")
);

-- CreateTable
CREATE TABLE "base_sys_role_menu" (
    "roleId" INTEGER NOT NULL,
    "menuId" INTEGER NOT NULL,

    CONSTRAINT "base_sys_role_menu_pkey" PRIMARY KEY ("roleId","menuId")
);

-- CreateTable
CREATE TABLE "base_sys_role_department" (
    "roleId" INTEGER NOT NULL,
    "departmentId" INTEGER NOT NULL,

    CONSTRAINT "base_sys_role_department_pkey" PRIMARY KEY ("roleId","departmentId")
);

-- CreateTable
CREATE TABLE "area_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" VARCHAR(100) NOT NULL,
    "scale" INTEGER,
    "province" VARCHAR(50),
    "city" VARCHAR(50),
    "district" VARCHAR(50),
    "town" VARCHAR(50),
    "street" VARCHAR(100),
    "streetNo" VARCHAR(50),
    "postalCode" VARCHAR(20),
    "functions" JSONB,

    CONSTRAINT "area_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "area_house" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER NOT NULL,
    "ownerName" VARCHAR(255),
    "areaCode" VARCHAR(255),
    "phone" VARCHAR(20),
    "buildingNo" VARCHAR(50),
    "unitNo" VARCHAR(50),
    "houseNo" VARCHAR(50),
    "privateArea" DECIMAL(12,2),
    "propertyCertNo" VARCHAR(100),

    CONSTRAINT "area_house_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "advice_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "userId" INTEGER,
    "objectType" INTEGER NOT NULL DEFAULT 0,
    "type" INTEGER NOT NULL DEFAULT 0,
    "title" VARCHAR(255) NOT NULL,
    "content" TEXT,
    "images" JSONB,
    "latestReply" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "advice_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "advice_reply" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "adviceId" INTEGER,
    "userId" INTEGER,
    "type" INTEGER NOT NULL DEFAULT 0,
    "content" TEXT,
    "images" JSONB,

    CONSTRAINT "advice_reply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_candidate" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" VARCHAR(255),
    "age" INTEGER,
    "gender" INTEGER,
    "userId" INTEGER,
    "photo" VARCHAR(255),
    "phone" VARCHAR(255),
    "idCard" VARCHAR(255),
    "job" VARCHAR(255),
    "politicalStatus" VARCHAR(255),
    "buildingNo" VARCHAR(255),
    "unitNo" VARCHAR(255),
    "introduction" TEXT,
    "meetingId" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 0,
    "source" INTEGER,
    "signUrl" VARCHAR(255),
    "signFileUrl" VARCHAR(255),
    "remark" TEXT,
    "recommendCount" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "election_candidate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_group" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER,
    "userId" INTEGER,
    "name" VARCHAR(255),
    "gender" INTEGER,
    "age" INTEGER,
    "politicalStatus" VARCHAR(255),
    "occupation" VARCHAR(255),
    "buildingNo" VARCHAR(255),
    "unitNo" VARCHAR(255),
    "remark" TEXT,
    "source" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 0,
    "recommendCount" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "election_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "title" VARCHAR(255) NOT NULL,
    "userId" INTEGER,
    "memberCount" INTEGER NOT NULL DEFAULT 0,
    "session" VARCHAR(50),
    "type" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 0,
    "startTime" TIMESTAMPTZ(3),
    "endTime" TIMESTAMPTZ(3),
    "meetingInfo" JSONB,
    "limitCount" JSONB,
    "meetingId" INTEGER,

    CONSTRAINT "election_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meeting_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "name" VARCHAR(255) NOT NULL,
    "userId" INTEGER,
    "description" TEXT,
    "type" INTEGER,
    "joins" JSONB,
    "startTime" TIMESTAMPTZ(3),
    "endTime" TIMESTAMPTZ(3),
    "status" INTEGER NOT NULL DEFAULT 0,
    "election" JSONB,
    "readyCommitment" INTEGER NOT NULL DEFAULT 0,
    "images" JSONB,
    "files" JSONB,
    "relationType" INTEGER NOT NULL DEFAULT 0,
    "relationId" INTEGER,
    "voteStartTime" TIMESTAMPTZ(3),
    "voteEndTime" TIMESTAMPTZ(3),
    "vote" JSONB,
    "voteSend" JSONB,

    CONSTRAINT "meeting_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meeting_notice" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" VARCHAR(255),
    "content" TEXT,
    "meetingId" INTEGER,
    "isPublish" INTEGER NOT NULL DEFAULT 0,
    "publishTime" TIMESTAMPTZ(3),
    "templates" JSONB,
    "files" JSONB,
    "images" JSONB,
    "type" INTEGER,
    "noticeId" INTEGER,

    CONSTRAINT "meeting_notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vote_item" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "result" INTEGER,
    "count" JSONB,
    "passRule" VARCHAR(255),

    CONSTRAINT "vote_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vote_record" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "meetingId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "userId" INTEGER,
    "buildingNo" VARCHAR(50),
    "unitNo" VARCHAR(50),
    "images" JSONB,
    "result" INTEGER NOT NULL,

    CONSTRAINT "vote_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "repair_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "userId" INTEGER,
    "title" VARCHAR(255) NOT NULL,
    "type" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 0,
    "meetingId" INTEGER,
    "template" JSONB,
    "docUrl" VARCHAR(255),
    "images" JSONB,
    "files" JSONB,

    CONSTRAINT "repair_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "demo_goods" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" VARCHAR(50) NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "description" TEXT,
    "mainImage" VARCHAR(1000),
    "type" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 1,
    "exampleImages" JSONB,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "userId" INTEGER,

    CONSTRAINT "demo_goods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dict_type" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" VARCHAR(255) NOT NULL,
    "key" VARCHAR(255) NOT NULL,

    CONSTRAINT "dict_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dict_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "typeId" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "value" VARCHAR(255),
    "orderNum" INTEGER NOT NULL DEFAULT 0,
    "remark" TEXT,
    "parentId" INTEGER,

    CONSTRAINT "dict_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "info_banner" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "title" VARCHAR(255) NOT NULL,
    "image" VARCHAR(1000) NOT NULL,
    "content" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "jump" VARCHAR(1000),

    CONSTRAINT "info_banner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "info_notice" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "title" VARCHAR(255) NOT NULL,
    "userId" INTEGER,
    "content" TEXT,
    "cover" VARCHAR(1000),
    "images" JSONB,
    "files" JSONB,
    "jump" VARCHAR(1000),
    "source" INTEGER NOT NULL DEFAULT 0,
    "meetingId" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 1,
    "viewCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "info_notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "info_template" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" VARCHAR(255) NOT NULL,
    "label" VARCHAR(255),
    "status" INTEGER NOT NULL DEFAULT 1,
    "fields" JSONB,
    "systemFields" JSONB,
    "type" INTEGER NOT NULL DEFAULT 0,
    "stage" INTEGER NOT NULL DEFAULT 0,
    "fileUrl" VARCHAR(1000),

    CONSTRAINT "info_template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plugin_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "keyName" VARCHAR(255) NOT NULL,
    "hook" VARCHAR(255),
    "readme" TEXT,
    "version" VARCHAR(50),
    "logo" TEXT,
    "author" VARCHAR(255),
    "status" INTEGER NOT NULL DEFAULT 0,
    "content" JSONB,
    "tsContent" JSONB,
    "pluginJson" JSONB,
    "config" JSONB,

    CONSTRAINT "plugin_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recycle_data" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "entityInfo" JSONB NOT NULL,
    "userId" INTEGER,
    "data" JSONB NOT NULL,
    "url" VARCHAR(255),
    "params" JSONB,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "recycle_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resident_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "name" VARCHAR(255) NOT NULL,
    "gender" INTEGER NOT NULL DEFAULT 0,
    "houseIds" JSONB,
    "phone" VARCHAR(20) NOT NULL,
    "nation" VARCHAR(255),
    "idCard" VARCHAR(255),
    "wechat" VARCHAR(255),
    "politicalStatus" INTEGER NOT NULL DEFAULT 0,
    "age" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 0,
    "illegalBuilding" INTEGER NOT NULL DEFAULT 0,
    "roles" JSONB NOT NULL,
    "buildingNo" VARCHAR(255),
    "unitNo" VARCHAR(255),
    "occupation" VARCHAR(255),
    "source" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "resident_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "space_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "url" VARCHAR(1000) NOT NULL,
    "type" VARCHAR(50),
    "classifyId" INTEGER,
    "fileId" VARCHAR(255),
    "name" VARCHAR(255),
    "size" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "key" VARCHAR(255),

    CONSTRAINT "space_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "space_type" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "areaId" INTEGER,
    "name" VARCHAR(255) NOT NULL,
    "parentId" INTEGER,

    CONSTRAINT "space_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "task_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "jobId" VARCHAR(255),
    "repeatConf" VARCHAR(1000),
    "name" VARCHAR(255) NOT NULL,
    "cron" VARCHAR(255),
    "limit" INTEGER,
    "every" INTEGER,
    "remark" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "startDate" TIMESTAMPTZ(3),
    "endDate" TIMESTAMPTZ(3),
    "data" TEXT,
    "service" VARCHAR(255),
    "type" INTEGER NOT NULL DEFAULT 0,
    "nextRunTime" TIMESTAMPTZ(3),
    "taskType" INTEGER NOT NULL DEFAULT 0,
    "lastExecuteTime" TIMESTAMPTZ(3),
    "lockExpireTime" TIMESTAMPTZ(3),

    CONSTRAINT "task_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "task_log" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "taskId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "detail" TEXT,

    CONSTRAINT "task_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_address" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER NOT NULL,
    "contact" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(11) NOT NULL,
    "province" VARCHAR(50),
    "city" VARCHAR(50),
    "district" VARCHAR(50),
    "address" VARCHAR(255),
    "isDefault" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "user_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_info" (
    "id" SERIAL NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updateTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unionid" VARCHAR(255),
    "areaIds" JSONB,
    "avatarUrl" VARCHAR(255),
    "nickName" VARCHAR(255),
    "signUrl" VARCHAR(255),
    "phone" VARCHAR(20),
    "gender" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 1,
    "loginType" INTEGER NOT NULL DEFAULT 0,
    "password" VARCHAR(255),
    "description" TEXT,

    CONSTRAINT "user_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_captcha" (
    "id" UUID NOT NULL,
    "answerHash" VARCHAR(255) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_captcha_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_refresh_token" (
    "id" UUID NOT NULL,
    "familyId" UUID NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_login_failure" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(100) NOT NULL,
    "ip" VARCHAR(50),
    "createTime" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_login_failure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "base_sys_menu_createTime_idx" ON "base_sys_menu"("createTime");

-- CreateIndex
CREATE INDEX "base_sys_menu_parentId_idx" ON "base_sys_menu"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_user_username_key" ON "base_sys_user"("username");

-- CreateIndex
CREATE INDEX "base_sys_user_createTime_idx" ON "base_sys_user"("createTime");

-- CreateIndex
CREATE INDEX "base_sys_user_departmentId_idx" ON "base_sys_user"("departmentId");

-- CreateIndex
CREATE INDEX "base_sys_user_userId_idx" ON "base_sys_user"("userId");

-- CreateIndex
CREATE INDEX "base_sys_user_status_idx" ON "base_sys_user"("status");

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_role_name_key" ON "base_sys_role"("name");

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_role_label_key" ON "base_sys_role"("label");

-- CreateIndex
CREATE INDEX "base_sys_role_createTime_idx" ON "base_sys_role"("createTime");

-- CreateIndex
CREATE INDEX "base_sys_role_userId_idx" ON "base_sys_role"("userId");

-- CreateIndex
CREATE INDEX "base_sys_department_createTime_idx" ON "base_sys_department"("createTime");

-- CreateIndex
CREATE INDEX "base_sys_department_userId_idx" ON "base_sys_department"("userId");

-- CreateIndex
CREATE INDEX "base_sys_department_parentId_idx" ON "base_sys_department"("parentId");

-- CreateIndex
CREATE INDEX "base_sys_log_createTime_idx" ON "base_sys_log"("createTime");

-- CreateIndex
CREATE INDEX "base_sys_log_userId_createTime_idx" ON "base_sys_log"("userId", "createTime");

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_param_keyName_key" ON "base_sys_param"("keyName");

-- CreateIndex
CREATE INDEX "base_sys_param_createTime_idx" ON "base_sys_param"("createTime");

-- CreateIndex
CREATE UNIQUE INDEX "base_sys_conf_cKey_key" ON "base_sys_conf"("cKey");

-- CreateIndex
CREATE INDEX "base_sys_conf_createTime_idx" ON "base_sys_conf"("createTime");

-- CreateIndex
CREATE INDEX "base_sys_user_role_roleId_idx" ON "base_sys_user_role"("roleId");

-- CreateIndex
CREATE INDEX "base_sys_role_menu_menuId_idx" ON "base_sys_role_menu"("menuId");

-- CreateIndex
CREATE INDEX "base_sys_role_department_departmentId_idx" ON "base_sys_role_department"("departmentId");

-- CreateIndex
CREATE INDEX "area_info_createTime_idx" ON "area_info"("createTime");

-- CreateIndex
CREATE INDEX "area_house_createTime_idx" ON "area_house"("createTime");

-- CreateIndex
CREATE INDEX "area_house_areaId_buildingNo_unitNo_idx" ON "area_house"("areaId", "buildingNo", "unitNo");

-- CreateIndex
CREATE INDEX "advice_info_createTime_idx" ON "advice_info"("createTime");

-- CreateIndex
CREATE INDEX "advice_info_areaId_idx" ON "advice_info"("areaId");

-- CreateIndex
CREATE INDEX "advice_info_userId_idx" ON "advice_info"("userId");

-- CreateIndex
CREATE INDEX "advice_info_status_idx" ON "advice_info"("status");

-- CreateIndex
CREATE INDEX "advice_reply_createTime_idx" ON "advice_reply"("createTime");

-- CreateIndex
CREATE INDEX "advice_reply_areaId_idx" ON "advice_reply"("areaId");

-- CreateIndex
CREATE INDEX "advice_reply_adviceId_idx" ON "advice_reply"("adviceId");

-- CreateIndex
CREATE INDEX "advice_reply_userId_idx" ON "advice_reply"("userId");

-- CreateIndex
CREATE INDEX "election_candidate_createTime_idx" ON "election_candidate"("createTime");

-- CreateIndex
CREATE INDEX "election_candidate_userId_idx" ON "election_candidate"("userId");

-- CreateIndex
CREATE INDEX "election_candidate_meetingId_idx" ON "election_candidate"("meetingId");

-- CreateIndex
CREATE INDEX "election_group_createTime_idx" ON "election_group"("createTime");

-- CreateIndex
CREATE INDEX "election_group_meetingId_idx" ON "election_group"("meetingId");

-- CreateIndex
CREATE INDEX "election_group_userId_idx" ON "election_group"("userId");

-- CreateIndex
CREATE INDEX "election_info_createTime_idx" ON "election_info"("createTime");

-- CreateIndex
CREATE INDEX "election_info_areaId_idx" ON "election_info"("areaId");

-- CreateIndex
CREATE INDEX "election_info_userId_idx" ON "election_info"("userId");

-- CreateIndex
CREATE INDEX "election_info_meetingId_idx" ON "election_info"("meetingId");

-- CreateIndex
CREATE INDEX "meeting_info_createTime_idx" ON "meeting_info"("createTime");

-- CreateIndex
CREATE INDEX "meeting_info_areaId_idx" ON "meeting_info"("areaId");

-- CreateIndex
CREATE INDEX "meeting_info_userId_idx" ON "meeting_info"("userId");

-- CreateIndex
CREATE INDEX "meeting_info_status_idx" ON "meeting_info"("status");

-- CreateIndex
CREATE INDEX "meeting_notice_createTime_idx" ON "meeting_notice"("createTime");

-- CreateIndex
CREATE INDEX "meeting_notice_meetingId_type_idx" ON "meeting_notice"("meetingId", "type");

-- CreateIndex
CREATE INDEX "meeting_notice_noticeId_idx" ON "meeting_notice"("noticeId");

-- CreateIndex
CREATE INDEX "vote_item_createTime_idx" ON "vote_item"("createTime");

-- CreateIndex
CREATE INDEX "vote_item_meetingId_idx" ON "vote_item"("meetingId");

-- CreateIndex
CREATE INDEX "vote_record_createTime_idx" ON "vote_record"("createTime");

-- CreateIndex
CREATE INDEX "vote_record_meetingId_idx" ON "vote_record"("meetingId");

-- CreateIndex
CREATE INDEX "vote_record_itemId_idx" ON "vote_record"("itemId");

-- CreateIndex
CREATE INDEX "vote_record_userId_idx" ON "vote_record"("userId");

-- CreateIndex
CREATE INDEX "repair_info_createTime_idx" ON "repair_info"("createTime");

-- CreateIndex
CREATE INDEX "repair_info_areaId_idx" ON "repair_info"("areaId");

-- CreateIndex
CREATE INDEX "repair_info_userId_idx" ON "repair_info"("userId");

-- CreateIndex
CREATE INDEX "repair_info_meetingId_idx" ON "repair_info"("meetingId");

-- CreateIndex
CREATE INDEX "repair_info_status_idx" ON "repair_info"("status");

-- CreateIndex
CREATE INDEX "demo_goods_createTime_idx" ON "demo_goods"("createTime");

-- CreateIndex
CREATE INDEX "demo_goods_status_idx" ON "demo_goods"("status");

-- CreateIndex
CREATE INDEX "demo_goods_userId_idx" ON "demo_goods"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "dict_type_key_key" ON "dict_type"("key");

-- CreateIndex
CREATE INDEX "dict_type_createTime_idx" ON "dict_type"("createTime");

-- CreateIndex
CREATE INDEX "dict_info_createTime_idx" ON "dict_info"("createTime");

-- CreateIndex
CREATE INDEX "dict_info_typeId_idx" ON "dict_info"("typeId");

-- CreateIndex
CREATE INDEX "dict_info_parentId_idx" ON "dict_info"("parentId");

-- CreateIndex
CREATE INDEX "info_banner_createTime_idx" ON "info_banner"("createTime");

-- CreateIndex
CREATE INDEX "info_banner_areaId_idx" ON "info_banner"("areaId");

-- CreateIndex
CREATE INDEX "info_notice_createTime_idx" ON "info_notice"("createTime");

-- CreateIndex
CREATE INDEX "info_notice_areaId_idx" ON "info_notice"("areaId");

-- CreateIndex
CREATE INDEX "info_notice_userId_idx" ON "info_notice"("userId");

-- CreateIndex
CREATE INDEX "info_notice_meetingId_idx" ON "info_notice"("meetingId");

-- CreateIndex
CREATE INDEX "info_notice_source_idx" ON "info_notice"("source");

-- CreateIndex
CREATE INDEX "info_notice_status_idx" ON "info_notice"("status");

-- CreateIndex
CREATE INDEX "info_template_createTime_idx" ON "info_template"("createTime");

-- CreateIndex
CREATE INDEX "info_template_stage_idx" ON "info_template"("stage");

-- CreateIndex
CREATE INDEX "info_template_label_idx" ON "info_template"("label");

-- CreateIndex
CREATE UNIQUE INDEX "plugin_info_keyName_key" ON "plugin_info"("keyName");

-- CreateIndex
CREATE INDEX "plugin_info_createTime_idx" ON "plugin_info"("createTime");

-- CreateIndex
CREATE INDEX "recycle_data_createTime_idx" ON "recycle_data"("createTime");

-- CreateIndex
CREATE INDEX "recycle_data_userId_idx" ON "recycle_data"("userId");

-- CreateIndex
CREATE INDEX "resident_info_createTime_idx" ON "resident_info"("createTime");

-- CreateIndex
CREATE INDEX "resident_info_areaId_idx" ON "resident_info"("areaId");

-- CreateIndex
CREATE INDEX "resident_info_source_idx" ON "resident_info"("source");

-- CreateIndex
CREATE INDEX "space_info_createTime_idx" ON "space_info"("createTime");

-- CreateIndex
CREATE INDEX "space_info_areaId_idx" ON "space_info"("areaId");

-- CreateIndex
CREATE INDEX "space_info_type_idx" ON "space_info"("type");

-- CreateIndex
CREATE INDEX "space_info_classifyId_idx" ON "space_info"("classifyId");

-- CreateIndex
CREATE INDEX "space_type_createTime_idx" ON "space_type"("createTime");

-- CreateIndex
CREATE INDEX "space_type_areaId_idx" ON "space_type"("areaId");

-- CreateIndex
CREATE INDEX "space_type_parentId_idx" ON "space_type"("parentId");

-- CreateIndex
CREATE INDEX "task_info_createTime_idx" ON "task_info"("createTime");

-- CreateIndex
CREATE INDEX "task_info_status_idx" ON "task_info"("status");

-- CreateIndex
CREATE INDEX "task_info_type_idx" ON "task_info"("type");

-- CreateIndex
CREATE INDEX "task_log_createTime_idx" ON "task_log"("createTime");

-- CreateIndex
CREATE INDEX "task_log_taskId_idx" ON "task_log"("taskId");

-- CreateIndex
CREATE INDEX "user_address_createTime_idx" ON "user_address"("createTime");

-- CreateIndex
CREATE INDEX "user_address_userId_idx" ON "user_address"("userId");

-- CreateIndex
CREATE INDEX "user_info_createTime_idx" ON "user_info"("createTime");

-- CreateIndex
CREATE INDEX "user_info_unionid_idx" ON "user_info"("unionid");

-- CreateIndex
CREATE INDEX "user_info_status_idx" ON "user_info"("status");

-- CreateIndex
CREATE INDEX "user_info_gender_idx" ON "user_info"("gender");

-- CreateIndex
CREATE INDEX "user_info_loginType_idx" ON "user_info"("loginType");

-- CreateIndex
CREATE INDEX "auth_captcha_expiresAt_idx" ON "auth_captcha"("expiresAt");

-- CreateIndex
CREATE INDEX "auth_refresh_token_familyId_idx" ON "auth_refresh_token"("familyId");

-- CreateIndex
CREATE INDEX "auth_refresh_token_userId_idx" ON "auth_refresh_token"("userId");

-- CreateIndex
CREATE INDEX "auth_refresh_token_expiresAt_idx" ON "auth_refresh_token"("expiresAt");

-- CreateIndex
CREATE INDEX "auth_login_failure_username_createTime_idx" ON "auth_login_failure"("username", "createTime");

-- AddForeignKey
ALTER TABLE "base_sys_user_role" ADD CONSTRAINT "base_sys_user_role_userId_fkey" FOREIGN KEY ("userId") REFERENCES "base_sys_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_sys_user_role" ADD CONSTRAINT "base_sys_user_role_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "base_sys_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_sys_role_menu" ADD CONSTRAINT "base_sys_role_menu_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "base_sys_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_sys_role_menu" ADD CONSTRAINT "base_sys_role_menu_menuId_fkey" FOREIGN KEY ("menuId") REFERENCES "base_sys_menu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_sys_role_department" ADD CONSTRAINT "base_sys_role_department_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "base_sys_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_sys_role_department" ADD CONSTRAINT "base_sys_role_department_departmentId_fkey" FOREIGN KEY ("departmentId") REFERENCES "base_sys_department"("id") ON DELETE CASCADE ON UPDATE CASCADE;
