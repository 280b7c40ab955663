/** Messages of the connection arguments (crud/connection-args.ts): zh-cn source, zh-tw, en. */
export const zhCn = {
  'connection.size': '{arg} 需为 0 到 {max} 之间的整数',
  'connection.cursor': '{arg} 不是有效的分页游标，请使用上一次查询返回的游标',
  'connection.firstAndLast': 'first 与 last 不能同时使用',
  'connection.lastWithoutBefore': 'last 只能与 before 一起使用',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'connection.size': '{arg} 需為 0 到 {max} 之間的整數',
  'connection.cursor': '{arg} 不是有效的分頁游標，請使用上一次查詢傳回的游標',
  'connection.firstAndLast': 'first 與 last 不能同時使用',
  'connection.lastWithoutBefore': 'last 只能與 before 一起使用',
};

export const en: Record<keyof typeof zhCn, string> = {
  'connection.size': '{arg} must be a whole number from 0 to {max}',
  'connection.cursor': '{arg} is not a valid page cursor; use a cursor from an earlier answer',
  'connection.firstAndLast': 'first and last cannot be used together',
  'connection.lastWithoutBefore': 'last can only be used together with before',
};
