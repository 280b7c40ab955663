/**
 * Messages of data in the reader's language (zh-cn source, zh-tw, en): the
 * translations a row carries (crud/translations.ts), and what the product's
 * task services report of a run (tasks/builtin.ts), kept as a message so
 * the task log shows it in the reader's language.
 */
export const zhCn = {
  'translation.invalid': '翻译格式不正确，应为 {"en": {"name": "…"}} 这样的对象',
  'translation.language': '不支持的翻译语言：{lang}（可用 zh-cn、zh-tw、en）',
  'translation.column': '字段 {column} 没有翻译',
  'task.result.deleted': '删除 {count} 条',
  'task.result.authPurge': '删除刷新令牌 {tokens} 个、验证码 {captchas} 个、登录失败记录 {failures} 条',
  'task.result.logPurge': '删除成功记录 {ok} 条、失败记录 {failed} 条',
  'task.result.filesRemoved': '删除文件 {count} 个',
  'task.result.ballotBoxesClosed': '关闭投票箱 {count} 个',
  'task.result.noticesOpened': '发布公告 {count} 条',
  'fill.rule.majority': '参与表决专有面积及人数均过半数同意',
  'fill.rule.threeQuarters': '参与表决专有面积及人数均四分之三以上同意',
  'fill.item': '事项',
  'fill.notCounted': '未统计',
  'fill.none': '（无）',
  'fill.notCountedYet': '（尚未统计）',
  'fill.equal': '等额',
  'fill.competitive': '差额',
  'fill.building': '{no}栋',
  'fill.unit': '{no}单元',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'translation.invalid': '翻譯格式不正確，應為 {"en": {"name": "…"}} 這樣的物件',
  'translation.language': '不支援的翻譯語言：{lang}（可用 zh-cn、zh-tw、en）',
  'translation.column': '欄位 {column} 沒有翻譯',
  'task.result.deleted': '刪除 {count} 筆',
  'task.result.authPurge': '刪除刷新權杖 {tokens} 個、驗證碼 {captchas} 個、登入失敗記錄 {failures} 筆',
  'task.result.logPurge': '刪除成功記錄 {ok} 筆、失敗記錄 {failed} 筆',
  'task.result.filesRemoved': '刪除檔案 {count} 個',
  'task.result.ballotBoxesClosed': '關閉投票箱 {count} 個',
  'task.result.noticesOpened': '發佈公告 {count} 則',
  'fill.rule.majority': '參與表決專有面積及人數均過半數同意',
  'fill.rule.threeQuarters': '參與表決專有面積及人數均四分之三以上同意',
  'fill.item': '事項',
  'fill.notCounted': '未統計',
  'fill.none': '（無）',
  'fill.notCountedYet': '（尚未統計）',
  'fill.equal': '等額',
  'fill.competitive': '差額',
  'fill.building': '{no}棟',
  'fill.unit': '{no}單元',
};

export const en: Record<keyof typeof zhCn, string> = {
  'translation.invalid': 'Translations must be an object such as {"en": {"name": "…"}}',
  'translation.language': 'Unsupported translation language: {lang} (zh-cn, zh-tw or en)',
  'translation.column': 'The field {column} has no translations',
  'task.result.deleted': 'deleted {count}',
  'task.result.authPurge': 'deleted {tokens} refresh tokens, {captchas} captchas, {failures} failed sign-ins',
  'task.result.logPurge': 'deleted {ok} successes, {failed} failures',
  'task.result.filesRemoved': 'removed {count} files',
  'task.result.ballotBoxesClosed': 'closed {count} ballot boxes',
  'task.result.noticesOpened': 'opened {count} notices',
  'fill.rule.majority': 'more than half of the participating area and owners agree',
  'fill.rule.threeQuarters': 'at least three quarters of the participating area and owners agree',
  'fill.item': 'Item',
  'fill.notCounted': 'not counted',
  'fill.none': '(none)',
  'fill.notCountedYet': '(not counted yet)',
  'fill.equal': 'as many candidates as seats',
  'fill.competitive': 'more candidates than seats',
  'fill.building': 'building {no}',
  'fill.unit': 'unit {no}',
};
