/**
 * Messages of hostile text (zh-cn source, zh-tw, en). Text that is not
 * Unicode in user input is refused with validation.invalidText
 * (kernel/text-input.ts); a mutation whose log row the database refused is
 * rolled back and said so (audit/unit-of-work.ts); a search text longer than
 * crud/literal.ts MAX_SEARCH_LENGTH is refused.
 */
export const zhCn = {
  'log.notStored': '操作日志无法记录，本次操作未执行，请修改输入后重试',
  'validation.searchTooLong': '搜索内容不能超过{max}个字符',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'log.notStored': '操作日誌無法記錄，本次操作未執行，請修改輸入後重試',
  'validation.searchTooLong': '搜尋內容不能超過{max}個字元',
};

export const en: Record<keyof typeof zhCn, string> = {
  'log.notStored': 'The request log could not record this operation, so it was not carried out; change the input and try again',
  'validation.searchTooLong': 'The search text may be at most {max} characters long',
};
