/**
 * Messages of the declared field rules (core/field-rules.ts) and of the
 * write gates (read-only columns, rich text, URLs), in zh-cn, zh-tw and en.
 * The client's catalogues spread these very objects (client/src/i18n/messages),
 * so the forms and the API say the same words.
 */
export const zhCn = {
  'validation.lengthBetween': '{field}长度需在{min}到{max}个字符之间',
  'validation.between': '{field}需在{min}到{max}之间',
  'validation.atLeast': '{field}不能小于{min}',
  'validation.atMost': '{field}不能大于{max}',
  'validation.above': '{field}必须大于{min}',
  'validation.aboveAtMost': '{field}必须大于{min}且不大于{max}',
  'validation.format.phone': '{field}格式不正确（11位手机号，可带+86；或带区号的固定电话，如010-12345678）',
  'validation.format.mobile': '{field}须为11位手机号（可带+86）',
  'validation.format.email': '{field}不是有效的电子邮箱地址',
  'validation.format.idCard': '{field}不是有效的18位居民身份证号（出生日期或校验位不正确）',
  'validation.format.postcode': '{field}须为6位数字邮政编码',
  'validation.format.url': '{field}只能是 http(s):// 地址或本系统上传的文件（/upload/…）',
  'validation.format.link': '{field}只能是 http(s):// 地址或本系统内的页面路径（以 / 开头）',
  'validation.endBeforeStart': '{field}必须晚于{start}',
  'validation.readOnly': '{field}不能在此修改',
  'validation.uniqueTogether': '{entity}已存在：{fields}为“{values}”（ID {id}）',
  'validation.uniqueTogetherRace': '{entity}已存在：{fields}相同',
  'validation.voteChoice': '{field}只能是整数 0（同意）、1（不同意）或 2（弃权）',
};

/** Complete (the client's catalogues spread them): every key in every language. */
export const zhTw: Record<keyof typeof zhCn, string> = {
  'validation.lengthBetween': '{field}長度需在{min}到{max}個字元之間',
  'validation.between': '{field}需在{min}到{max}之間',
  'validation.atLeast': '{field}不能小於{min}',
  'validation.atMost': '{field}不能大於{max}',
  'validation.above': '{field}必須大於{min}',
  'validation.aboveAtMost': '{field}必須大於{min}且不大於{max}',
  'validation.format.phone': '{field}格式不正確（11位手機號，可帶+86；或帶區號的固定電話，如010-12345678）',
  'validation.format.mobile': '{field}須為11位手機號（可帶+86）',
  'validation.format.email': '{field}不是有效的電子郵箱地址',
  'validation.format.idCard': '{field}不是有效的18位居民身分證號（出生日期或校驗位不正確）',
  'validation.format.postcode': '{field}須為6位數字郵遞區號',
  'validation.format.url': '{field}只能是 http(s):// 位址或本系統上傳的檔案（/upload/…）',
  'validation.format.link': '{field}只能是 http(s):// 位址或本系統內的頁面路徑（以 / 開頭）',
  'validation.endBeforeStart': '{field}必須晚於{start}',
  'validation.readOnly': '{field}不能在此修改',
  'validation.uniqueTogether': '{entity}已存在：{fields}為「{values}」（ID {id}）',
  'validation.uniqueTogetherRace': '{entity}已存在：{fields}相同',
  'validation.voteChoice': '{field}只能是整數 0（同意）、1（不同意）或 2（棄權）',
};

export const en: Record<keyof typeof zhCn, string> = {
  'validation.lengthBetween': '{field} must be {min} to {max} characters long',
  'validation.between': '{field} must be between {min} and {max}',
  'validation.atLeast': '{field} must be at least {min}',
  'validation.atMost': '{field} must be at most {max}',
  'validation.above': '{field} must be greater than {min}',
  'validation.aboveAtMost': '{field} must be greater than {min} and at most {max}',
  'validation.format.phone': '{field} is not a valid phone number (an 11-digit mobile number, optionally with +86, or a landline with its area code such as 010-12345678)',
  'validation.format.mobile': '{field} must be an 11-digit mobile number (optionally with +86)',
  'validation.format.email': '{field} is not a valid e-mail address',
  'validation.format.idCard': '{field} is not a valid 18-character resident ID number (birth date or check character wrong)',
  'validation.format.postcode': '{field} must be a 6-digit postal code',
  'validation.format.url': '{field} must be an http(s):// address or a file uploaded here (/upload/…)',
  'validation.format.link': '{field} must be an http(s):// address or a page of this app (starting with /)',
  'validation.endBeforeStart': '{field} must be later than {start}',
  'validation.readOnly': '{field} cannot be changed here',
  'validation.uniqueTogether': 'This {entity} already exists: {fields} "{values}" (ID {id})',
  'validation.uniqueTogetherRace': 'This {entity} already exists: same {fields}',
  'validation.voteChoice': '{field} must be exactly the integer 0 (agree), 1 (disagree) or 2 (abstain)',
};
