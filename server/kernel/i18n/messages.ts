/**
 * Server-side message catalogue. zh-cn is the source language and the
 * fallback; every key must exist in zh-cn. Messages use {name} placeholders.
 */
import { fieldLabel } from './labels.ts';
import * as meeting from './catalogue/meeting.ts';
import * as task from './catalogue/task.ts';

export const LANGS = ['zh-cn', 'zh-tw', 'en'] as const;
export type Lang = (typeof LANGS)[number];

type Catalogue = Record<string, string>;

const baseZhCn = {
  success: 'success',
  'auth.unauthenticated': '登录失效或无权限访问~',
  'auth.forbidden': '登录失效或无权限访问~',
  'auth.expired': '登录失效~',
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
  'area.sharedNotAllowed': '只有拥有全部小区的用户才能维护所有小区共用的数据',
  'area.parentMismatch': '关联的数据属于其他小区',
  'area.createNotAllowed': '只有超级管理员可以新增小区',
  'area.hasRecords': '该小区下仍有数据，不能删除',
  'recycle.idTaken': '数据已存在，无法恢复（ID：{ids}）',
  'recycle.cannotRestore': '该数据无法恢复',
  'recycle.relationGone': '关联的数据已不存在，无法恢复',
  'user.editSelf': '不能在此修改自己的账号，请在个人中心修改',
  'user.superOnly': '只有超级管理员可以修改超级管理员',
  'user.grantRole': '不能授予或收回自己不具备的角色权限',
  'user.grantArea': '不能授予或收回自己不负责的小区',
  'role.grantMenu': '不能授予或收回自己不具备的菜单权限',
  'role.grantDepartment': '不能授予或收回数据权限范围外的部门',
  'menu.grantPerm': '不能设置自己不具备的权限',
} satisfies Catalogue;

/** Every catalogue: the base above plus one per area (catalogue/*.ts), so areas add messages without touching each other. */
const zhCn = { ...baseZhCn, ...meeting.zhCn, ...task.zhCn };

export type MessageKey = keyof typeof zhCn;

const zhTw: Partial<Record<MessageKey, string>> = {
  ...meeting.zhTw,
  ...task.zhTw,
  'auth.unauthenticated': '登錄失效或無權限訪問~',
  'auth.forbidden': '登錄失效或無權限訪問~',
  'auth.expired': '登錄失效~',
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
  'field.username': '用戶名',
  'field.password': '密碼',
  'field.captchaId': '驗證碼ID',
  'field.verifyCode': '圖片驗證碼',
  'validation.bodyTooLarge': '請求數據不能超過{mb}MB',
  'validation.inUse': '該數據仍被其他數據引用，不能刪除',
  'validation.decimalPlaces': '{field}最多保留{places}位小數',
  'validation.invalidText': '輸入包含不允許的字符',
  'validation.tooDeep': '輸入數據層級過深（最多{depth}層）',
  'area.sharedNotAllowed': '只有擁有全部小區的用戶才能維護所有小區共用的數據',
  'area.parentMismatch': '關聯的數據屬於其他小區',
  'area.createNotAllowed': '只有超級管理員可以新增小區',
  'area.hasRecords': '該小區下仍有數據，不能刪除',
  'recycle.idTaken': '數據已存在，無法恢復（ID：{ids}）',
  'recycle.cannotRestore': '該數據無法恢復',
  'recycle.relationGone': '關聯的數據已不存在，無法恢復',
  'user.editSelf': '不能在此修改自己的賬號，請在個人中心修改',
  'user.superOnly': '只有超級管理員可以修改超級管理員',
  'user.grantRole': '不能授予或收回自己不具備的角色權限',
  'user.grantArea': '不能授予或收回自己不負責的小區',
  'role.grantMenu': '不能授予或收回自己不具備的菜單權限',
  'role.grantDepartment': '不能授予或收回數據權限範圍外的部門',
  'menu.grantPerm': '不能設置自己不具備的權限',
};

const en: Partial<Record<MessageKey, string>> = {
  ...meeting.en,
  ...task.en,
  'auth.unauthenticated': 'Login expired or no permission',
  'auth.forbidden': 'Login expired or no permission',
  'auth.expired': 'Login expired',
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
  'field.username': 'Username',
  'field.password': 'Password',
  'field.captchaId': 'Captcha id',
  'field.verifyCode': 'Image verification code',
  'validation.bodyTooLarge': 'The request body must not exceed {mb} MB',
  'validation.inUse': 'This record is still referenced by other records and cannot be deleted',
  'validation.decimalPlaces': '{field} allows at most {places} decimal places',
  'validation.invalidText': 'The input contains characters that are not allowed',
  'validation.tooDeep': 'The input is nested too deeply (at most {depth} levels)',
  'area.sharedNotAllowed': 'Only a user who holds every community may change data shared by all communities',
  'area.parentMismatch': 'The linked record belongs to another community',
  'area.createNotAllowed': 'Only the super administrator may add a community',
  'area.hasRecords': 'This community still has records and cannot be deleted',
  'recycle.idTaken': 'Cannot restore: records with these ids exist again ({ids})',
  'recycle.cannotRestore': 'This entry cannot be restored',
  'recycle.relationGone': 'Cannot restore: a record it links to no longer exists',
  'user.editSelf': 'You cannot change your own account here; use the personal center',
  'user.superOnly': 'Only the super administrator may change the super administrator',
  'user.grantRole': 'You cannot grant or take away a role with rights you do not hold',
  'user.grantArea': 'You cannot grant or take away a community you do not hold',
  'role.grantMenu': 'You cannot grant or take away menu rights you do not hold',
  'role.grantDepartment': 'You cannot grant or take away departments outside your data permission',
  'menu.grantPerm': 'You cannot set permissions you do not hold',
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
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
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
      const translated = v.model ? fieldLabel(lang, v.model, v.name) : undefined;
      return translated ?? catalogues[lang][`field.${v.name}` as MessageKey] ?? (lang === 'en' ? v.name : v.label);
    }
    return String(value);
  });
}
