/**
 * Messages about residents' personal data (server/crud/personal.ts,
 * docs/security.md "Personal data").
 */
export const zhCn = {
  'personal.filter': '无权按{field}筛选：查看居民个人信息需要房屋管理或居民信息的查看权限',
  'personal.voteTableMaskedNone': '该表决表没有隐去个人信息的副本（查看居民个人信息需要房屋管理或居民信息的查看权限），请重新生成表决表',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'personal.filter': '無權按{field}篩選：查看居民個人資訊需要房屋管理或居民資訊的查看權限',
  'personal.voteTableMaskedNone': '該表決表沒有隱去個人資訊的副本（查看居民個人資訊需要房屋管理或居民資訊的查看權限），請重新生成表決表',
};

export const en: Record<keyof typeof zhCn, string> = {
  'personal.filter': 'You may not filter by {field}: reading residents’ personal data needs the right to read houses or residents',
  'personal.voteTableMaskedNone': 'This vote table has no copy with personal data masked (reading residents’ personal data needs the right to read houses or residents): generate the vote table again',
};
