/**
 * Messages about residents' personal data (server/crud/personal.ts,
 * docs/security.md "Personal data").
 */
export const zhCn = {
  'personal.filter': '无权按{field}筛选：查看居民个人信息需要房屋管理或居民信息的查看权限',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'personal.filter': '無權按{field}篩選：查看居民個人資訊需要房屋管理或居民資訊的查看權限',
};

export const en: Record<keyof typeof zhCn, string> = {
  'personal.filter': 'You may not filter by {field}: reading residents’ personal data needs the right to read houses or residents',
};
