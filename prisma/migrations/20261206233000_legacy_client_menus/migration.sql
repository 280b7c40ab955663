-- The seeded menus, made to suit the web client of the source system too
-- (docs/legacy-client.md "Seeded menus and icons"): the first page opens the
-- home screen of that client, and every seeded icon is one of its icon set.
-- Only rows still holding what the previous seed wrote are changed, so a menu
-- an administrator edited keeps its values. No schema change. (No semicolon
-- in these comments: the runner on PostgreSQL splits the script at each one.)
UPDATE "base_sys_menu" SET "viewPath" = 'modules/demo/views/home/index.vue' WHERE type = 1 AND router = '/count/home' AND "viewPath" = 'modules/count/views/home.vue';
UPDATE "base_sys_menu" SET "icon" = 'icon-workbench' WHERE type = 0 AND name = '首页' AND "icon" = 'icon-home';
UPDATE "base_sys_menu" SET "icon" = 'icon-monitor' WHERE type = 1 AND router = '/count/home' AND "icon" = 'icon-data';
UPDATE "base_sys_menu" SET "icon" = 'icon-map' WHERE type = 0 AND name = '社区管理' AND "icon" = 'icon-community';
UPDATE "base_sys_menu" SET "icon" = 'icon-earth' WHERE type = 1 AND router = '/area/info' AND "icon" = 'icon-home';
UPDATE "base_sys_menu" SET "icon" = 'icon-component' WHERE type = 1 AND router = '/area/house' AND "icon" = 'icon-house';
UPDATE "base_sys_menu" SET "icon" = 'icon-phone' WHERE type = 1 AND router = '/resident/info' AND "icon" = 'icon-user';
UPDATE "base_sys_menu" SET "icon" = 'icon-crown' WHERE type = 0 AND name = '业主大会' AND "icon" = 'icon-meeting';
UPDATE "base_sys_menu" SET "icon" = 'icon-time' WHERE type = 1 AND router = '/meeting/info' AND "icon" = 'icon-meeting';
UPDATE "base_sys_menu" SET "icon" = 'icon-tag' WHERE type = 1 AND router = '/election/info' AND "icon" = 'icon-vote';
UPDATE "base_sys_menu" SET "icon" = 'icon-warn' WHERE type = 0 AND name = '事务管理' AND "icon" = 'icon-work';
UPDATE "base_sys_menu" SET "icon" = 'icon-notice' WHERE type = 1 AND router = '/advice/info' AND "icon" = 'icon-advice';
UPDATE "base_sys_menu" SET "icon" = 'icon-device' WHERE type = 1 AND router = '/repair/info' AND "icon" = 'icon-repair';
UPDATE "base_sys_menu" SET "icon" = 'icon-pic' WHERE type = 1 AND router = '/info/banner' AND "icon" = 'icon-banner';
UPDATE "base_sys_menu" SET "icon" = 'icon-dict' WHERE type = 1 AND router = '/info/template' AND "icon" = 'icon-template';
UPDATE "base_sys_menu" SET "icon" = 'icon-phone' WHERE type = 0 AND name = '用户管理' AND "icon" = 'icon-user';
UPDATE "base_sys_menu" SET "icon" = 'icon-map' WHERE type = 1 AND router = '/user/address' AND "icon" = 'icon-house';
UPDATE "base_sys_menu" SET "icon" = 'icon-crown' WHERE type = 0 AND name = '权限管理' AND "icon" = 'icon-auth';
UPDATE "base_sys_menu" SET "icon" = 'icon-tag' WHERE type = 1 AND router = '/sys/role' AND "icon" = 'icon-common';
UPDATE "base_sys_menu" SET "icon" = 'icon-phone' WHERE type = 1 AND router = '/sys/user' AND "icon" = 'icon-user';
UPDATE "base_sys_menu" SET "icon" = 'icon-db' WHERE type = 1 AND router = '/sys/log' AND "icon" = 'icon-log';
UPDATE "base_sys_menu" SET "icon" = 'icon-time' WHERE type = 1 AND router = '/task/list' AND "icon" = 'icon-task';
UPDATE "base_sys_menu" SET "icon" = 'icon-upload' WHERE type = 1 AND router = '/space/list' AND "icon" = 'icon-folder';
UPDATE "base_sys_menu" SET "icon" = 'icon-warn' WHERE type = 1 AND router = '/recycle/data' AND "icon" = 'icon-delete';
UPDATE "base_sys_menu" SET "icon" = 'icon-component' WHERE type = 0 AND name = '插件管理' AND "icon" = 'icon-plugin';
UPDATE "base_sys_menu" SET "icon" = 'icon-component' WHERE type = 1 AND router = '/helper/plugins/serve' AND "icon" = 'icon-plugin';
UPDATE "base_sys_menu" SET "icon" = 'icon-iot' WHERE type = 1 AND router = '/helper/plugins/vue' AND "icon" = 'icon-code';
UPDATE "base_sys_menu" SET "icon" = 'icon-fx' WHERE type = 1 AND router = '/helper/ai-code' AND "icon" = 'icon-code';
UPDATE "base_sys_menu" SET "icon" = 'icon-cart' WHERE type = 0 AND name = '演示' AND "icon" = 'icon-goods';
UPDATE "base_sys_menu" SET "icon" = 'icon-workbench' WHERE type = 1 AND router = '/demo/home' AND "icon" = 'icon-home';
UPDATE "base_sys_menu" SET "icon" = 'icon-cart' WHERE type = 1 AND router = '/demo/crud' AND "icon" = 'icon-goods';
UPDATE "base_sys_menu" SET "icon" = 'icon-system' WHERE type = 0 AND name = '其他接口' AND "icon" = 'icon-api';
