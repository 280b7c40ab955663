/**
 * Server-side message catalogue. zh-cn is the source language and the
 * fallback; every key must exist in zh-cn. Messages use {name} placeholders.
 */
import { entityLabel, fieldLabel } from './labels.ts';
import * as rules from '../../core/rule-messages.ts';
import * as meeting from './catalogue/meeting.ts';
import * as services from './catalogue/services.ts';
import * as files from './catalogue/files.ts';
import * as task from './catalogue/task.ts';
import * as voteTable from './catalogue/vote-table.ts';
import * as coding from './catalogue/coding.ts';
import * as plugin from './catalogue/plugin.ts';
import * as literal from './catalogue/literal.ts';
import * as outbound from './catalogue/outbound.ts';
import * as bounds from './catalogue/bounds.ts';
import * as translations from './catalogue/translations.ts';
import * as legacyClient from './catalogue/legacy-client.ts';
import * as clientPlugins from './catalogue/client-plugins.ts';
import * as ballotRecord from './catalogue/ballot-record.ts';
import * as resultRecord from './catalogue/result-record.ts';
import * as assembly from './catalogue/assembly.ts';
import * as ownerVote from './catalogue/owner-vote.ts';
import * as ownerCredentials from './catalogue/owner-credentials.ts';
import * as ballotFreeze from './catalogue/ballot-freeze.ts';
import * as ownFiles from './catalogue/own-files.ts';
import * as personal from './catalogue/personal.ts';
import * as ballotRules from './catalogue/ballot-rules.ts';
import * as cost from './catalogue/cost.ts';
import * as textInput from './catalogue/text-input.ts';
import * as diskFull from './catalogue/disk-full.ts';

export const LANGS = ['zh-cn', 'zh-tw', 'en'] as const;
export type Lang = (typeof LANGS)[number];

type Catalogue = Record<string, string>;

const baseZhCn = {
  success: 'success',
  'auth.unauthenticated': '登录失效或无权限访问~',
  'auth.forbidden': '登录失效或无权限访问~',
  'auth.expired': '登录失效~',
  'auth.subscriptionEnded': '权限已变更，订阅已结束',
  'auth.refreshInvalid': '登录状态已失效，请重新登录',
  'auth.badCredentials': '账户或密码不正确~',
  'auth.captchaWrong': '验证码不正确',
  'auth.userDisabled': '用户已禁用~',
  'auth.tooManyAttempts': '登录失败次数过多，请 {seconds} 秒后再试',
  'auth.passwordChanged': '密码已修改，请重新登录',
  'auth.oldPasswordWrong': '原密码不正确',
  'validation.required': '{field}不能为空',
  'validation.maxLength': '{field}长度不能超过{max}个字符',
  'validation.passwordLength': '密码长度需在6到16个字符之间',
  'validation.type': '{field}格式不正确',
  'validation.routerSlash': '路由必须以 / 开头',
  'validation.unique': '{field}已存在',
  'validation.notFound': '数据不存在',
  'validation.invalidSort': '排序字段不正确',
  'validation.pageSize': '每页条数需在1到{max}之间',
  'validation.bodyInvalid': '请求数据格式不正确',
  'user.usernameTaken': '用户名已经存在~',
  'user.cannotDeleteSelf': '不能删除当前登录用户',
  'user.cannotDeleteAdmin': '不能删除超级管理员',
  'role.cannotDeleteAdmin': '不能删除超级管理员角色',
  'menu.parentIsSelf': '上级菜单不能是自己或其下级',
  'department.parentIsSelf': '上级部门不能是自己或其下级',
  'department.hasChildren': '请先删除下级部门',
  'log.keepDays': '保存天数需为1到10000之间的整数',
  'area.notAllowed': '无权访问该小区',
  'rest.notFound': '{path} 未找到',
  'server.error': '服务器错误，请稍后重试',
  'server.databaseUnavailable': '数据库暂时不可用，请稍后重试',
  'field.username': '用户名',
  'field.password': '密码',
  'field.captchaId': '验证码ID',
  'field.verifyCode': '图片验证码',
  'field.ids': 'ids',
  'field.id': 'id',
  'validation.bodyTooLarge': '请求数据不能超过{mb}MB',
  'validation.inUse': '该数据仍被其他数据引用，不能删除',
  'validation.decimalPlaces': '{field}最多保留{places}位小数',
  'validation.invalidText': '输入包含不允许的字符',
  'validation.tooDeep': '输入数据层级过深（最多{depth}层）',
  'graphql.unknownDocument': '未知的已登记操作：{id}，请刷新页面后重试',
  'graphql.persistedOnly': '生产环境只执行客户端已登记的操作；任意查询仅超级管理员（GraphiQL）可用',
  'area.sharedNotAllowed': '只有拥有全部小区的用户才能维护所有小区共用的数据',
  'area.parentMismatch': '关联的数据属于其他小区',
  'area.createNotAllowed': '只有超级管理员可以新增小区',
  'area.hasRecords': '该小区下仍有数据，不能删除',
  'recycle.idTaken': '数据已存在，无法恢复（ID：{ids}）',
  'recycle.cannotRestore': '该数据无法恢复',
  'recycle.relationGone': '关联的数据已不存在，无法恢复',
  'recycle.addPermission': '没有该数据的新增权限，无法恢复',
  'recycle.accessControl': '用户、角色、菜单和部门的数据只有超级管理员可以恢复',
  'user.editSelf': '不能在此修改自己的账号，请在个人中心修改',
  'user.superOnly': '只有超级管理员可以修改超级管理员',
  'user.grantRole': '不能授予或收回自己不具备的角色权限',
  'user.grantArea': '不能授予或收回自己不负责的小区',
  'role.grantMenu': '不能授予或收回自己不具备的菜单权限',
  'role.grantDepartment': '不能授予或收回数据权限范围外的部门',
  'user.outranked': '不能修改、移动或删除权限超出自己的用户',
  'role.outranked': '不能修改或删除权限超出自己的角色',
  'menu.grantPerm': '不能设置自己不具备的权限',
  'param.pageNotFound': '页面不存在',
  'menu.unknownPrefix': '没有声明接口前缀 {prefix}',
  'menu.unknownAction': '接口 {prefix} 没有操作 {action}',
  'menu.parentNotDirectory': '上级菜单必须是目录',
  'menu.routerTaken': '路由 {router} 已被其他菜单使用',
  'menu.exportNone': '请先选择要导出的菜单',
  'menu.importEmpty': '没有要导入的菜单',
  'menu.importInvalidJson': '菜单数据不是有效的 JSON 菜单列表',
  'menu.importTooLarge': '一次最多处理{max}个菜单',
  'menu.importTooDeep': '菜单层级过深（最多{max}层）',
  'menu.importInvalid': '{path}：{reason}',
  'menu.buttonChildren': '权限按钮不能有下级菜单',
  'rest.fileNotAccepted': '只接受 JSON 文件（.json）',
  'demo.tenantAllCommunities': '不按小区过滤的查询只对拥有全部小区的用户开放',
  'demo.tenantSuperOnly': '只有超级管理员可以关闭小区过滤',
  'import.noCommunity': '请先选择要导入房屋的小区',
  'import.sourceRequired': '请上传 xlsx 或 csv 文件（字段 file），或提供数据行 rows',
  'import.fileType': '仅支持 xlsx 或 csv 文件',
  'import.fileUnreadable': '文件无法读取，请使用下载的导入模板',
  'import.tooLarge': '文件不能超过{mb}MB',
  'import.tooManyRows': '一次最多导入{max}行',
  'import.empty': '文件中没有数据行',
  'import.rowsNotList': 'rows 必须是对象数组',
  'import.unknownColumn': '无法识别的列：{names}',
  'import.missingColumn': '缺少必填列：{names}',
  'import.rowsInvalid': '共{count}行数据有误，未导入任何数据',
  'import.duplicateInFile': '与第{row}行是同一房屋（楼栋号+单元号+房号）',
  'import.duplicateExisting': '该小区已有相同房屋（楼栋号+单元号+房号）',
  'import.area': '{field}必须是大于0的数字，最多两位小数，整数部分不超过10位',
  'import.phone': '{field}格式不正确（11位手机号，可带+86；或带区号的固定电话，如010-12345678）',
  'export.columns': '不能导出的列：{names}',
  'export.tooManyRows': '一次最多导出{max}行，请先筛选',
  'export.ticketInvalid': '下载链接无效或已过期，请重新导出',
  'export.busy': '导出请求过多，请稍后重试',
  'export.yes': '是',
  'export.no': '否',
  'import.duplicateColumn': '列重复：{names}',
  'import.templateName': '{entity}导入模板',
} satisfies Catalogue;

/** Every catalogue: the base above plus one per area (catalogue/*.ts), so areas add messages without touching each other. */
const zhCn = { ...baseZhCn, ...meeting.zhCn, ...services.zhCn, ...files.zhCn, ...task.zhCn, ...voteTable.zhCn, ...coding.zhCn, ...plugin.zhCn, ...rules.zhCn, ...literal.zhCn, ...outbound.zhCn, ...bounds.zhCn, ...translations.zhCn, ...legacyClient.zhCn, ...clientPlugins.zhCn, ...ballotRecord.zhCn, ...resultRecord.zhCn, ...assembly.zhCn, ...ownerVote.zhCn, ...ownerCredentials.zhCn, ...ballotFreeze.zhCn, ...ownFiles.zhCn, ...personal.zhCn, ...ballotRules.zhCn, ...cost.zhCn, ...textInput.zhCn, ...diskFull.zhCn };

export type MessageKey = keyof typeof zhCn;

const zhTw: Partial<Record<MessageKey, string>> = {
  ...meeting.zhTw,
  ...services.zhTw,
  ...files.zhTw,
  ...task.zhTw,
  ...voteTable.zhTw,
  ...coding.zhTw,
  ...plugin.zhTw,
  ...rules.zhTw,
  ...literal.zhTw,
  ...outbound.zhTw,
  ...bounds.zhTw,
  ...translations.zhTw,
  ...legacyClient.zhTw,
  ...clientPlugins.zhTw,
  ...ballotRecord.zhTw,
  ...resultRecord.zhTw,
  ...assembly.zhTw,
  ...ownerVote.zhTw,
  ...ownerCredentials.zhTw,
  ...ballotFreeze.zhTw,
  ...ownFiles.zhTw,
  ...personal.zhTw,
  ...ballotRules.zhTw,
  ...cost.zhTw,
  ...textInput.zhTw,
  ...diskFull.zhTw,
  'auth.unauthenticated': '登錄失效或無權限訪問~',
  'auth.forbidden': '登錄失效或無權限訪問~',
  'auth.expired': '登錄失效~',
  'auth.subscriptionEnded': '權限已變更，訂閱已結束',
  'auth.refreshInvalid': '登錄狀態已失效，請重新登錄',
  'auth.badCredentials': '賬戶或密碼不正確~',
  'auth.captchaWrong': '驗證碼不正確',
  'auth.userDisabled': '用戶已禁用~',
  'auth.tooManyAttempts': '登錄失敗次數過多，請 {seconds} 秒後再試',
  'auth.passwordChanged': '密碼已修改，請重新登錄',
  'auth.oldPasswordWrong': '原密碼不正確',
  'validation.required': '{field}不能為空',
  'validation.maxLength': '{field}長度不能超過{max}個字符',
  'validation.passwordLength': '密碼長度需在6到16個字符之間',
  'validation.type': '{field}格式不正確',
  'validation.routerSlash': '路由必須以 / 開頭',
  'validation.unique': '{field}已存在',
  'validation.notFound': '數據不存在',
  'validation.invalidSort': '排序字段不正確',
  'validation.pageSize': '每頁條數需在1到{max}之間',
  'validation.bodyInvalid': '請求數據格式不正確',
  'user.usernameTaken': '用戶名已經存在~',
  'user.cannotDeleteSelf': '不能刪除當前登錄用戶',
  'user.cannotDeleteAdmin': '不能刪除超級管理員',
  'role.cannotDeleteAdmin': '不能刪除超級管理員角色',
  'menu.parentIsSelf': '上級菜單不能是自己或其下級',
  'department.parentIsSelf': '上級部門不能是自己或其下級',
  'department.hasChildren': '請先刪除下級部門',
  'log.keepDays': '保存天數需為1到10000之間的整數',
  'area.notAllowed': '無權訪問該小區',
  'rest.notFound': '{path} 未找到',
  'server.error': '服務器錯誤，請稍後重試',
  'server.databaseUnavailable': '資料庫暫時不可用，請稍後重試',
  'field.username': '用戶名',
  'field.password': '密碼',
  'field.captchaId': '驗證碼ID',
  'field.verifyCode': '圖片驗證碼',
  'validation.bodyTooLarge': '請求數據不能超過{mb}MB',
  'validation.inUse': '該數據仍被其他數據引用，不能刪除',
  'validation.decimalPlaces': '{field}最多保留{places}位小數',
  'validation.invalidText': '輸入包含不允許的字符',
  'validation.tooDeep': '輸入數據層級過深（最多{depth}層）',
  'graphql.unknownDocument': '未知的已登記操作：{id}，請刷新頁面後重試',
  'graphql.persistedOnly': '生產環境只執行客戶端已登記的操作；任意查詢僅超級管理員（GraphiQL）可用',
  'area.sharedNotAllowed': '只有擁有全部小區的用戶才能維護所有小區共用的數據',
  'area.parentMismatch': '關聯的數據屬於其他小區',
  'area.createNotAllowed': '只有超級管理員可以新增小區',
  'area.hasRecords': '該小區下仍有數據，不能刪除',
  'recycle.idTaken': '數據已存在，無法恢復（ID：{ids}）',
  'recycle.cannotRestore': '該數據無法恢復',
  'recycle.relationGone': '關聯的數據已不存在，無法恢復',
  'recycle.addPermission': '沒有該數據的新增權限，無法恢復',
  'recycle.accessControl': '用戶、角色、菜單和部門的數據只有超級管理員可以恢復',
  'user.editSelf': '不能在此修改自己的賬號，請在個人中心修改',
  'user.superOnly': '只有超級管理員可以修改超級管理員',
  'user.grantRole': '不能授予或收回自己不具備的角色權限',
  'user.grantArea': '不能授予或收回自己不負責的小區',
  'role.grantMenu': '不能授予或收回自己不具備的菜單權限',
  'role.grantDepartment': '不能授予或收回數據權限範圍外的部門',
  'user.outranked': '不能修改、移動或刪除權限超出自己的用戶',
  'role.outranked': '不能修改或刪除權限超出自己的角色',
  'menu.grantPerm': '不能設置自己不具備的權限',
  'param.pageNotFound': '頁面不存在',
  'menu.unknownPrefix': '沒有聲明接口前綴 {prefix}',
  'menu.unknownAction': '接口 {prefix} 沒有操作 {action}',
  'menu.parentNotDirectory': '上級菜單必須是目錄',
  'menu.routerTaken': '路由 {router} 已被其他菜單使用',
  'menu.exportNone': '請先選擇要導出的菜單',
  'menu.importEmpty': '沒有要導入的菜單',
  'menu.importInvalidJson': '菜單數據不是有效的 JSON 菜單列表',
  'menu.importTooLarge': '一次最多處理{max}個菜單',
  'menu.importTooDeep': '菜單層級過深（最多{max}層）',
  'menu.importInvalid': '{path}：{reason}',
  'menu.buttonChildren': '權限按鈕不能有下級菜單',
  'rest.fileNotAccepted': '只接受 JSON 文件（.json）',
  'demo.tenantAllCommunities': '不按小區過濾的查詢只對擁有全部小區的用戶開放',
  'demo.tenantSuperOnly': '只有超級管理員可以關閉小區過濾',
  'import.noCommunity': '請先選擇要導入房屋的小區',
  'import.sourceRequired': '請上傳 xlsx 或 csv 文件（字段 file），或提供數據行 rows',
  'import.fileType': '僅支持 xlsx 或 csv 文件',
  'import.fileUnreadable': '文件無法讀取，請使用下載的導入模板',
  'import.tooLarge': '文件不能超過{mb}MB',
  'import.tooManyRows': '一次最多導入{max}行',
  'import.empty': '文件中沒有數據行',
  'import.rowsNotList': 'rows 必須是對象數組',
  'import.unknownColumn': '無法識別的列：{names}',
  'import.missingColumn': '缺少必填列：{names}',
  'import.rowsInvalid': '共{count}行數據有誤，未導入任何數據',
  'import.duplicateInFile': '與第{row}行是同一房屋（樓棟號+單元號+房號）',
  'import.duplicateExisting': '該小區已有相同房屋（樓棟號+單元號+房號）',
  'import.area': '{field}必須是大於0的數字，最多兩位小數，整數部分不超過10位',
  'import.phone': '{field}格式不正確（11位手機號，可帶+86；或帶區號的固定電話，如010-12345678）',
  'export.columns': '不能導出的列：{names}',
  'export.tooManyRows': '一次最多導出{max}行，請先篩選',
  'export.ticketInvalid': '下載鏈接無效或已過期，請重新導出',
  'export.busy': '導出請求過多，請稍後重試',
  'export.yes': '是',
  'export.no': '否',
  'import.duplicateColumn': '列重複：{names}',
  'import.templateName': '{entity}導入模板',
};

const en: Partial<Record<MessageKey, string>> = {
  ...meeting.en,
  ...services.en,
  ...files.en,
  ...task.en,
  ...voteTable.en,
  ...coding.en,
  ...plugin.en,
  ...rules.en,
  ...literal.en,
  ...outbound.en,
  ...bounds.en,
  ...translations.en,
  ...legacyClient.en,
  ...clientPlugins.en,
  ...ballotRecord.en,
  ...resultRecord.en,
  ...assembly.en,
  ...ownerVote.en,
  ...ownerCredentials.en,
  ...ballotFreeze.en,
  ...ownFiles.en,
  ...personal.en,
  ...ballotRules.en,
  ...cost.en,
  ...textInput.en,
  ...diskFull.en,
  'auth.unauthenticated': 'Login expired or no permission',
  'auth.forbidden': 'Login expired or no permission',
  'auth.expired': 'Login expired',
  'auth.subscriptionEnded': 'Your rights changed: the subscription has ended',
  'auth.refreshInvalid': 'Login state invalid, please log in again',
  'auth.badCredentials': 'Incorrect username or password',
  'auth.captchaWrong': 'Incorrect verification code',
  'auth.userDisabled': 'This user is disabled',
  'auth.tooManyAttempts': 'Too many failed logins, try again in {seconds} seconds',
  'auth.passwordChanged': 'Password changed, please log in again',
  'auth.oldPasswordWrong': 'The current password is incorrect',
  'validation.required': '{field} cannot be empty',
  'validation.maxLength': '{field} must be at most {max} characters',
  'validation.passwordLength': 'Password must be 6 to 16 characters',
  'validation.type': '{field} has an invalid format',
  'validation.routerSlash': 'The route must start with /',
  'validation.unique': '{field} already exists',
  'validation.notFound': 'Record not found',
  'validation.invalidSort': 'Invalid sort field',
  'validation.pageSize': 'Page size must be between 1 and {max}',
  'validation.bodyInvalid': 'Invalid request body',
  'user.usernameTaken': 'Username already exists',
  'user.cannotDeleteSelf': 'You cannot delete the user you are logged in as',
  'user.cannotDeleteAdmin': 'The super administrator cannot be deleted',
  'role.cannotDeleteAdmin': 'The super administrator role cannot be deleted',
  'menu.parentIsSelf': 'A menu cannot be its own parent or descendant',
  'department.parentIsSelf': 'A department cannot be its own parent or descendant',
  'department.hasChildren': 'Delete the sub-departments first',
  'log.keepDays': 'Days to keep must be an integer from 1 to 10000',
  'area.notAllowed': 'You have no access to this community',
  'rest.notFound': '{path} Not Found',
  'server.error': 'Server error, please try again later',
  'server.databaseUnavailable': 'The database is temporarily unavailable, please try again later',
  'field.username': 'Username',
  'field.password': 'Password',
  'field.captchaId': 'Captcha id',
  'field.verifyCode': 'Image verification code',
  'validation.bodyTooLarge': 'The request body must not exceed {mb} MB',
  'validation.inUse': 'This record is still referenced by other records and cannot be deleted',
  'validation.decimalPlaces': '{field} allows at most {places} decimal places',
  'validation.invalidText': 'The input contains characters that are not allowed',
  'validation.tooDeep': 'The input is nested too deeply (at most {depth} levels)',
  'graphql.unknownDocument': 'Unknown persisted operation: {id}. Reload the page and try again',
  'graphql.persistedOnly': 'In production only the client\'s persisted operations run; arbitrary queries are for the superuser (GraphiQL) only',
  'area.sharedNotAllowed': 'Only a user who holds every community may change data shared by all communities',
  'area.parentMismatch': 'The linked record belongs to another community',
  'area.createNotAllowed': 'Only the super administrator may add a community',
  'area.hasRecords': 'This community still has records and cannot be deleted',
  'recycle.idTaken': 'Cannot restore: records with these ids exist again ({ids})',
  'recycle.cannotRestore': 'This entry cannot be restored',
  'recycle.relationGone': 'Cannot restore: a record it links to no longer exists',
  'recycle.addPermission': 'Cannot restore: you may not add this kind of record',
  'recycle.accessControl': 'Only the superuser can restore users, roles, menus and departments',
  'user.editSelf': 'You cannot change your own account here; use the personal center',
  'user.superOnly': 'Only the super administrator may change the super administrator',
  'user.grantRole': 'You cannot grant or take away a role with rights you do not hold',
  'user.grantArea': 'You cannot grant or take away a community you do not hold',
  'role.grantMenu': 'You cannot grant or take away menu rights you do not hold',
  'role.grantDepartment': 'You cannot grant or take away departments outside your data permission',
  'user.outranked': 'You cannot change, move or delete a user whose rights exceed your own',
  'role.outranked': 'You cannot change or delete a role whose rights exceed your own',
  'menu.grantPerm': 'You cannot set permissions you do not hold',
  'param.pageNotFound': 'Page not found',
  'menu.unknownPrefix': 'No resource is declared with the prefix {prefix}',
  'menu.unknownAction': '{prefix} has no action {action}',
  'menu.parentNotDirectory': 'The parent menu must be a directory',
  'menu.routerTaken': 'The route {router} is already used by another menu',
  'menu.exportNone': 'Choose the menus to export first',
  'menu.importEmpty': 'There are no menus to import',
  'menu.importInvalidJson': 'The menu data is not a valid JSON list of menus',
  'menu.importTooLarge': 'At most {max} menus can be handled at once',
  'menu.importTooDeep': 'The menus are nested too deeply (at most {max} levels)',
  'menu.importInvalid': '{path}: {reason}',
  'menu.buttonChildren': 'A permission button cannot have sub-menus',
  'rest.fileNotAccepted': 'Only JSON files (.json) are accepted',
  'demo.tenantAllCommunities': 'A query without the community filter is only for users who hold every community',
  'demo.tenantSuperOnly': 'Only the super administrator may switch off the community filter',
  'import.noCommunity': 'Select the community to import the houses into first',
  'import.sourceRequired': 'Upload an xlsx or csv file (field file), or send the rows',
  'import.fileType': 'Only xlsx and csv files can be imported',
  'import.fileUnreadable': 'The file cannot be read; please use the downloaded import template',
  'import.tooLarge': 'The file must not exceed {mb} MB',
  'import.tooManyRows': 'At most {max} rows can be imported at once',
  'import.empty': 'The file has no data rows',
  'import.rowsNotList': 'rows must be a list of objects',
  'import.unknownColumn': 'Unknown columns: {names}',
  'import.missingColumn': 'Required columns are missing: {names}',
  'import.rowsInvalid': '{count} rows have errors; nothing was imported',
  'import.duplicateInFile': 'Same house as row {row} (building + unit + house no.)',
  'import.duplicateExisting': 'This community already has this house (building + unit + house no.)',
  'import.area': '{field} must be a number greater than 0 with at most 2 decimal places and at most 10 integer digits',
  'import.phone': '{field} is not valid (an 11-digit mobile number, optionally with +86, or a landline with area code such as 010-12345678)',
  'export.columns': 'These columns cannot be exported: {names}',
  'export.tooManyRows': 'At most {max} rows can be exported at once; filter the list first',
  'export.ticketInvalid': 'The download link is invalid or has expired; export again',
  'export.busy': 'Too many exports in progress, try again later',
  'export.yes': 'Yes',
  'export.no': 'No',
  'import.duplicateColumn': 'Columns given twice: {names}',
  'import.templateName': '{entity} import template',
};

const catalogues: Record<Lang, Partial<Record<MessageKey, string>>> = { 'zh-cn': zhCn, 'zh-tw': zhTw, en };

/** Accepts the header forms clients send (zh-cn, zh-CN, zh_TW, en-US…) and falls back to zh-cn. */
export function parseLang(raw: string | null | undefined): Lang {
  const v = (raw ?? '').toLowerCase().replace('_', '-');
  if (v.startsWith('en')) return 'en';
  if (v === 'zh-tw' || v === 'zh-hk' || v === 'zh-hant') return 'zh-tw';
  return 'zh-cn';
}

export function translate(lang: Lang, key: string, params: Record<string, unknown> = {}): string {
  const template = catalogues[lang][key as MessageKey] ?? zhCn[key as MessageKey] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => renderParam(lang, name, params[name]));
}

/** One parameter of a message in the caller's language: a nested message, a field or entity label, a list of them, or a value. */
function renderParam(lang: Lang, name: string, value: unknown): string {
  if (value === undefined) return `{${name}}`;
  // A list (the fields of a rule): each rendered, joined as the language lists things.
  if (Array.isArray(value)) return value.map((v) => renderParam(lang, name, v)).join(lang === 'en' ? ', ' : '、');
  // A message inside a message (a row's reason): { key, params }.
  if (typeof value === 'object' && value !== null && 'key' in value && typeof (value as { key: unknown }).key === 'string') {
    const inner = value as { key: string; params?: Record<string, unknown> };
    return translate(lang, inner.key, inner.params ?? {});
  }
  // A field is named by its label: the schema's zh-cn label, or its
  // translation from the label catalogues (by model and field), else a
  // field.<name> message, else (in English) its API name.
  if (typeof value === 'object' && value !== null && 'label' in value && 'name' in value) {
    const v = value as { label: string; name: string; model?: string };
    if (lang === 'zh-cn') return v.label;
    // An entity (name ''): the model's own label.
    if (v.name === '' && v.model) return entityLabel(lang, v.model) ?? v.label;
    const translated = v.model ? fieldLabel(lang, v.model, v.name) : undefined;
    return translated ?? catalogues[lang][`field.${v.name}` as MessageKey] ?? (lang === 'en' ? v.name : v.label);
  }
  return String(value);
}
