/**
 * Messages of what the source system's web client needs of this server
 * (zh-cn source, zh-tw, en; docs/legacy-client.md): a community-owned add
 * that names no community and cannot be given one.
 */
export const zhCn = {
  'area.choose': '请先选择小区（可选：{names}）',
  'area.noneHeld': '没有可用的小区，请先由管理员分配小区',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'area.choose': '請先選擇社區（可選：{names}）',
  'area.noneHeld': '沒有可用的社區，請先由管理員分配社區',
};

export const en: Record<keyof typeof zhCn, string> = {
  'area.choose': 'Choose a community first (one of: {names})',
  'area.noneHeld': 'You hold no community; an administrator must assign one first',
};
